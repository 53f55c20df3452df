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
import { rule } from '../who.ts';

const tags = ['groups: member notes'];
const who =
  'The leaders and assistants of the member’s current flock and admins over the member’s locale; the member ' +
  'themself and anyone else 403.';
/** Who reads and writes the notes about a member (`access/member-note-access.ts`). */
const readers = rule.data(
  'the leaders and assistants of the member’s current flock and admins over the member’s locale; never the ' +
    'member themself; anyone else 403.',
);
/** Who changes a note: its author or an admin over its locale — and still a reader of the member's notes. */
const changers = rule.recordSaying(
  'Only the note’s author or an admin may change it',
  'member-note',
  'params.id',
  'admins',
  'author',
);

/** Notes a flock leader keeps about a member (`flock-member-detail`). */
export const memberNoteCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/members/:memberId/notes',
    access: 'session',
    who: readers,
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
    who: readers,
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
    who: changers,
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
    who: changers,
    tags,
    summary: 'Delete a note',
    description:
      'Its author (while they still may read the member’s notes), or an admin over the member’s locale.',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
