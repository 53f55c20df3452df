import { idParams, okSchema } from '../../common.ts';
import {
  newRecordEntrySchema,
  recordAttachmentSchema,
  recordBoardSettingsBodySchema,
  recordBoardSettingsQuerySchema,
  recordBoardSettingsSchema,
  recordEntryListQuerySchema,
  recordEntryPageSchema,
  recordEntryPatchSchema,
  recordEntrySchema,
  recordUploadQuerySchema,
} from '../../groups/record-board.ts';
import { GROUP_LIMITS } from '../../groups/values.ts';
import { defineCall, denied, fileAnswerSchema, refused, uploadRefused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['groups: record board'];
const readers = 'Endorsed members of the locale and admins over it.';
const megabytes = GROUP_LIMITS.attachmentMaxBytes / (1024 * 1024);
/** Who may post on a locale's board: its setting, read when the call is made (`access/record-board-access.ts`). */
const posters = rule.data(
  'those who may post on the locale’s board, as its setting says: admins over the locale, and, when it is ' +
    'open to them, the leaders of its flocks or all its endorsed members; anyone else 403.',
);
/** Who may change an entry: its locale's admins, or its author while still allowed to post on the board. */
const editors = rule.recordSaying(
  'Only its author or an admin of the locale changes this entry',
  'record-board-entry',
  'params.id',
  'admins',
  'author',
);

/** A locale's record board ("RRB", DESIGN.md section 2): dated entries with a category, a body and files. */
export const recordBoardCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/record-board',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary:
      'A locale’s record-board entries, newest entry date first, filtered by category, dates and words',
    description: `${readers} \`q\` searches title and body, accents and case ignored.`,
    query: recordEntryListQuerySchema,
    responses: { 200: recordEntryPageSchema },
    errors: [...denied, 422],
  }),
  settings: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/record-board/settings',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'A locale’s record-board settings: who may post, the board’s label, and what the caller may do',
    description: readers,
    query: recordBoardSettingsQuerySchema,
    responses: { 200: recordBoardSettingsSchema },
    errors: [...denied, 422],
  }),
  saveSettings: defineCall({
    service: 'groups',
    method: 'PUT',
    path: '/record-board/settings',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Sets who may post on a locale’s record board (admins over the locale; audited)',
    body: recordBoardSettingsBodySchema,
    responses: { 200: recordBoardSettingsSchema },
    errors: refused,
  }),
  upload: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/record-board/attachments',
    access: 'session',
    who: posters,
    tags,
    summary: 'Uploads a file for a record-board entry (attached when the entry is saved with it)',
    description:
      `Those who may post on the locale’s board. Images (JPEG, PNG, WebP) are re-encoded to WebP without ` +
      `metadata; PDFs (read from the bytes) are kept as sent; anything else 415; over ${megabytes} MB 413. ` +
      'An upload no entry takes is removed after a day.',
    query: recordUploadQuerySchema,
    upload: { field: 'file', description: `An image or a PDF, at most ${megabytes} MB` },
    responses: { 201: recordAttachmentSchema },
    errors: uploadRefused,
  }),
  attachment: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/record-board/attachments/:id',
    access: 'session',
    who: rule.data(
      'whoever may read its entry (endorsed members of the locale and admins over it); before it is attached, its ' +
        'uploader and admins over its locale; anyone else 403.',
    ),
    tags,
    summary: 'An attachment’s file, for those who may read its entry (or its uploader before it is attached)',
    params: idParams,
    file: { description: 'A WebP image or a PDF', contentTypes: ['image/webp', 'application/pdf'] },
    responses: { 200: fileAnswerSchema },
    errors: denied,
  }),
  get: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/record-board/:id',
    access: 'session',
    who: rule.record('record-board-entry', 'params.id', 'admins', 'members'),
    tags,
    summary: 'One record-board entry with its body and attachments',
    description: readers,
    params: idParams,
    responses: { 200: recordEntrySchema },
    errors: denied,
  }),
  create: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/record-board',
    access: 'session',
    who: posters,
    tags,
    summary: 'Posts an entry on a locale’s record board (as its settings allow; audited)',
    description:
      'The category must be the locale’s or a shared one; the files the caller’s own unattached uploads.',
    body: newRecordEntrySchema,
    responses: { 201: recordEntrySchema },
    errors: refused,
  }),
  update: defineCall({
    service: 'groups',
    method: 'PATCH',
    path: '/record-board/:id',
    access: 'session',
    who: editors,
    tags,
    summary: 'Changes an entry (its author while still allowed to post, or an admin; audited)',
    description: '`attachmentIds` is the whole new list: files left out are removed.',
    params: idParams,
    body: recordEntryPatchSchema,
    responses: { 200: recordEntrySchema },
    errors: refused,
  }),
  remove: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/record-board/:id',
    access: 'session',
    who: editors,
    tags,
    summary: 'Deletes an entry and its files (its author while still allowed to post, or an admin; audited)',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
