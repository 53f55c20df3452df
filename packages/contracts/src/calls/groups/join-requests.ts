import { idParams } from '../../common.ts';
import {
  declineJoinRequestSchema,
  joinRequestCreatedSchema,
  joinRequestListQuerySchema,
  joinRequestPageSchema,
  joinRequestSchema,
  newJoinRequestSchema,
} from '../../groups/join-requests.ts';
import { defineCall, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['groups: join requests'];
/** Who decides a request (`access/join-request-access.ts`). */
const deciders = rule.data(
  'the leaders and assistants of the flock it asks to join, the leaders of the group, or admins over its ' +
    'locale; anyone else 403.',
);

/** Members ask to join a flock or a group (`group-register`); its leaders or the locale's admins decide. */
export const joinRequestCalls = {
  create: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/join-requests',
    access: 'session',
    who: rule.endorsed,
    tags,
    summary: 'Ask to join a flock or a group of one’s locale (an open group is joined at once)',
    description:
      'The caller, an endorsed member, for themself. The flock or group must be of their locale and not archived ' +
      '(403 / 409). Already in it, or a request pending: 409. An open group answers `joined: true` with the ' +
      'request accepted. The leaders and the locale are told.',
    body: newJoinRequestSchema,
    responses: { 201: joinRequestCreatedSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/join-requests',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'The caller’s own requests (`mine=true`), or those they may decide',
    description:
      'Without `mine`: requests to the flocks the caller leads or assists, the groups they lead, and every ' +
      'request of the locales they administer. Newest first.',
    query: joinRequestListQuerySchema,
    responses: { 200: joinRequestPageSchema },
    errors: [401, 403, 422],
  }),

  accept: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/join-requests/:id/accept',
    access: 'session',
    who: deciders,
    tags,
    summary: 'Accept a request: the member moves to the flock, or joins the group',
    description:
      'The flock’s leaders and assistants, the group’s leaders, or an admin over the locale. A decided request ' +
      '409. A flock move is audited (`join.accept`, flock before and after). The member is told.',
    params: idParams,
    responses: { 200: joinRequestSchema },
    errors: refused,
  }),

  decline: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/join-requests/:id/decline',
    access: 'session',
    who: deciders,
    tags,
    summary: 'Decline a request with a reason the member is told',
    description: 'Who may accept it. A decided request 409. Audited (`join.decline`).',
    params: idParams,
    body: declineJoinRequestSchema,
    responses: { 200: joinRequestSchema },
    errors: refused,
  }),

  withdraw: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/join-requests/:id/withdraw',
    access: 'session',
    who: rule.data('the member who asked only; anyone else 403.'),
    tags,
    summary: 'Withdraw one’s own pending request',
    description: 'The member who asked. A decided request 409.',
    params: idParams,
    responses: { 200: joinRequestSchema },
    errors: refused,
  }),
};
