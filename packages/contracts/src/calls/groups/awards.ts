import { idParams, okSchema } from '../../common.ts';
import {
  awardDetailSchema,
  awardListQuerySchema,
  awardPageSchema,
  awardSchema,
  computeAwardsSchema,
  computedAwardsSchema,
  newAwardSchema,
} from '../../groups/awards.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['groups: awards'];

/**
 * Awards (`flock-awards`): computed per month and year from check-ins, RSVPs and PEPs (perfect attendance,
 * most improved, best attendance, most invites, most PEPs baptized), and given by hand by admins.
 */
export const awardCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/awards',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'A locale’s awards (public recognition), newest period first',
    description:
      'Endorsed members of the locale and admins over it. `year` and `month`: that month’s awards; `year` alone: ' +
      'the year’s (`period=year`: the yearly ones only). `flockId`: the flock’s awards and its members’.',
    query: awardListQuerySchema,
    responses: { 200: awardPageSchema },
    errors: [...denied, 422],
  }),

  get: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/awards/:id',
    access: 'session',
    who: rule.record('award', 'params.id', 'admins', 'members'),
    tags,
    summary: 'One award with its locale’s name (the certificate)',
    description: 'Endorsed members of the award’s locale and admins over it.',
    params: idParams,
    responses: { 200: awardDetailSchema },
    errors: denied,
  }),

  give: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/awards',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'An admin gives an award by hand (kind `manual`, with a title and note)',
    description:
      'An admin over the locale; the member (endorsed) or flock must be of the locale (else 422). Audited ' +
      '(`award.give`); the member, or the flock’s leaders and assistants, get an `award.given` notice.',
    body: newAwardSchema,
    responses: { 201: awardSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/awards/:id',
    access: 'session',
    who: rule.record('award', 'params.id', 'admins'),
    tags,
    summary: 'An admin removes an award given by hand',
    description:
      'An admin over the award’s locale; audited (`award.remove`). A computed award 409: compute the period again.',
    params: idParams,
    responses: { 200: okSchema },
    errors: refused,
  }),

  compute: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/awards/compute',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'An admin computes a month’s or year’s awards again',
    description:
      'An admin over the locale. In one transaction the period’s computed awards are deleted and made again from ' +
      'the check-ins, RSVPs and PEPs (audited `award.compute`); manual awards stay. The period must have started ' +
      '(ended, or the current one so far); a future one 422.',
    body: computeAwardsSchema,
    responses: { 200: computedAwardsSchema },
    errors: refused,
  }),
};
