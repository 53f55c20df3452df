import { idParams, okSchema } from '../../common.ts';
import {
  churchGroupListQuerySchema,
  churchGroupMemberPageSchema,
  churchGroupMemberSchema,
  churchGroupMembersQuerySchema,
  churchGroupPageSchema,
  churchGroupPatchSchema,
  churchGroupSchema,
  groupMemberParams,
  newChurchGroupMemberSchema,
  newChurchGroupSchema,
} from '../../groups/church-groups.ts';
import { removalOutcomeSchema } from '../../groups/flocks-admin.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['groups: groups'];

/** The groups a locale runs besides its flocks: choir, ushers, youth… */
export const churchGroupCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/groups',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'A locale’s groups with their leaders, size and the caller’s place in each',
    description:
      'Endorsed members of the locale and admins over it. By name; archived groups only with ' +
      '`includeArchived=true` (admins). Others 403.',
    query: churchGroupListQuerySchema,
    responses: { 200: churchGroupPageSchema },
    errors: [401, 403, 422],
  }),

  create: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/groups',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Add a group to a locale',
    description: 'An admin over the locale. Names are unique per locale (409). Audited (`group.create`).',
    body: newChurchGroupSchema,
    responses: { 201: churchGroupSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'groups',
    method: 'PATCH',
    path: '/groups/:id',
    access: 'session',
    who: rule.record('church-group', 'params.id', 'admins'),
    tags,
    summary: 'Change a group, archive or restore it',
    description: 'An admin over its locale. Audited (`group.update`).',
    params: idParams,
    body: churchGroupPatchSchema,
    responses: { 200: churchGroupSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/groups/:id',
    access: 'session',
    who: rule.record('church-group', 'params.id', 'admins'),
    tags,
    summary: 'Delete a group without members or requests, else archive it',
    description: 'An admin over its locale. Audited (`group.delete`, `group.archive`).',
    params: idParams,
    responses: { 200: removalOutcomeSchema },
    errors: denied,
  }),

  members: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/groups/:id/members',
    access: 'session',
    who: rule.data(
      'the group’s leaders and admins over its locale see everything; its own members see names, photos and roles only; anyone else 403.',
    ),
    tags,
    summary: 'A group’s members',
    description:
      'Its leaders and admins over its locale see everything; its own members see names, photos and roles only ' +
      '(`joinedAt` null). Others 403.',
    params: idParams,
    query: churchGroupMembersQuerySchema,
    responses: { 200: churchGroupMemberPageSchema },
    errors: [...denied, 422],
  }),

  addMember: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/groups/:id/members',
    access: 'session',
    who: rule.record('church-group', 'params.id', 'admins', 'members'),
    tags,
    summary: 'Add a member of the locale to a group, or change their role in it',
    description:
      'Admins over its locale and the group’s leaders (only admins make leaders). The member must be an endorsed ' +
      'member of the group’s locale (422). An archived group takes no one (409). Audited (`group.member_add`).',
    params: idParams,
    body: newChurchGroupMemberSchema,
    responses: { 201: churchGroupMemberSchema },
    errors: refused,
  }),

  removeMember: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/groups/:id/members/:memberId',
    access: 'session',
    who: rule.record('church-group', 'params.id', 'admins', 'members'),
    tags,
    summary: 'Take a member out of a group, or leave it',
    description:
      'Admins over its locale, the group’s leaders, or the member leaving. Audited (`group.member_remove`).',
    params: groupMemberParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
