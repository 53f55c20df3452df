import { idParams } from '../../common.ts';
import {
  memberNoteBodySchema,
  memberNoteListQuerySchema,
  memberNotePageSchema,
  memberNoteParams,
  memberNoteSchema,
} from '../../groups/member-notes.ts';
import { okSchema } from '../../common.ts';
import { defineCall, denied, refused } from '../define-call.ts';

const tags = ['groups: member notes'];
const who =
  'The leaders and assistants of the member’s current flock and admins over the member’s locale; the member ' +
  'themself and anyone else 403.';

/** Notes a flock leader keeps about a member (`flock-member-detail`). */
export const memberNoteCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/members/:memberId/notes',
    access: 'session',
    tags,
    summary: 'The notes kept about a member, newest first',
    description: `${who} 20 a page.`,
    params: memberNoteParams,
    query: memberNoteListQuerySchema,
    responses: { 200: memberNotePageSchema },
    errors: [...denied, 422],
  }),

  create: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/members/:memberId/notes',
    access: 'session',
    tags,
    summary: 'Write a note about a member',
    description: who,
    params: memberNoteParams,
    body: memberNoteBodySchema,
    responses: { 201: memberNoteSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'groups',
    method: 'PATCH',
    path: '/notes/:id',
    access: 'session',
    tags,
    summary: 'Change a note',
    description:
      'Its author (while they still may read the member’s notes), or an admin over the member’s locale.',
    params: idParams,
    body: memberNoteBodySchema,
    responses: { 200: memberNoteSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/notes/:id',
    access: 'session',
    tags,
    summary: 'Delete a note',
    description:
      'Its author (while they still may read the member’s notes), or an admin over the member’s locale.',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
