import { idParams } from '../../common.ts';
import {
  clusterListSchema,
  clusterQuerySchema,
  groupFlockListQuerySchema,
  groupFlockPageSchema,
  groupFlockPatchSchema,
  groupFlockSchema,
  newGroupFlockSchema,
  removalOutcomeSchema,
} from '../../groups/flocks-admin.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['groups: flocks'];

/** A locale's flocks and clusters, managed by its admins (`admin-groups`); browsed by its members. */
export const groupFlockCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/flocks',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'A locale’s flocks with their cluster, size and staff',
    description:
      'Admins over the locale and its endorsed members (who browse flocks to ask to join). By name; `q` matches ' +
      'the name or cluster; archived flocks only with `includeArchived=true`. Others 403.',
    query: groupFlockListQuerySchema,
    responses: { 200: groupFlockPageSchema },
    errors: [401, 403, 422],
  }),

  create: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/flocks',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Add a flock to a locale, with its leaders and assistants',
    description:
      'An admin over the locale. Names are unique per locale (409). Leaders must be endorsed members of the ' +
      'locale with an account (422). Audited (`flock.create`).',
    body: newGroupFlockSchema,
    responses: { 201: groupFlockSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'groups',
    method: 'PATCH',
    path: '/flocks/:id',
    access: 'session',
    who: rule.record('flock', 'params.id', 'admins'),
    tags,
    summary: 'Rename a flock, set its cluster or staff, archive or restore it',
    description:
      'An admin over its locale. `clusterName: null` derives the cluster from the name; `leaders` replaces the ' +
      'staff (their flock leader grants); `archived` archives or restores. Audited (`flock.update`, `flock.archive`).',
    params: idParams,
    body: groupFlockPatchSchema,
    responses: { 200: groupFlockSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/flocks/:id',
    access: 'session',
    who: rule.record('flock', 'params.id', 'admins'),
    tags,
    summary: 'Delete a flock that never had anyone, else archive it',
    description:
      'An admin over its locale. Deleted when it has no members, awards or join requests; otherwise archived ' +
      '(kept with its history, no longer offered). Audited (`flock.delete`, `flock.archive`).',
    params: idParams,
    responses: { 200: removalOutcomeSchema },
    errors: denied,
  }),

  clusters: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/clusters',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'A locale’s clusters with their flock and member counts',
    description: 'Admins over the locale and its endorsed members. Archived flocks are left out.',
    query: clusterQuerySchema,
    responses: { 200: clusterListSchema },
    errors: [401, 403, 422],
  }),
};
