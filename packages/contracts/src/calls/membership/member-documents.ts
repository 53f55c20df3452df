import { idParams, okSchema } from '../../common.ts';
import {
  documentContentTypes,
  MEDIA_LIMITS,
  memberDocumentListSchema,
  memberDocumentParams,
  memberDocumentSchema,
} from '../../member-media.ts';
import { defineCall, denied, fileAnswerSchema, uploadRefused } from '../define-call.ts';
import { rule } from '../who.ts';

/** Documents kept on a member's record (`edit-member`, `edit-member2`). */
export const memberDocumentCalls = {
  upload: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/:id/upload',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags: ['membership'],
    summary: 'Add a document to a member’s record',
    description:
      '`multipart/form-data` with one file in the field `file`: a PDF, or a JPEG, PNG or WebP image (the type is read ' +
      `from the bytes, not the name), at most ${MEDIA_LIMITS.documentMaxBytes / (1024 * 1024)} MB. Images are ` +
      're-encoded without metadata (longest side at most 2400 px); PDFs are kept as sent. The file name is kept, ' +
      `cleaned, as a display name of at most ${MEDIA_LIMITS.documentNameMax} characters. Answers 201 with the document. ` +
      'Another type answers 415, a larger file 413, an image that does not decode 422. ' +
      'The member themself (endorsed) or an admin over them; an admin’s upload is audited.',
    params: idParams,
    upload: { field: 'file', description: 'A PDF, or a JPEG, PNG or WebP image, at most 10 MB' },
    responses: { 201: memberDocumentSchema },
    errors: uploadRefused,
  }),
  list: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/documents',
    access: 'session',
    who: rule.member('params.id', 'read'),
    tags: ['membership'],
    summary: 'A member’s documents, newest first',
    description: 'The member themself, an admin over them, or their flock leader.',
    params: idParams,
    responses: { 200: memberDocumentListSchema },
    errors: denied,
  }),
  download: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/documents/:docId',
    access: 'session',
    who: rule.member('params.id', 'read'),
    tags: ['membership'],
    summary: 'Download a member’s document',
    description:
      'The file as an attachment, with the type sniffed at upload, `nosniff` and `no-store`. Who may: as the list.',
    params: memberDocumentParams,
    file: { description: 'The file', contentTypes: documentContentTypes },
    responses: { 200: fileAnswerSchema },
    errors: denied,
  }),
  remove: defineCall({
    service: 'membership',
    method: 'DELETE',
    path: '/members/:id/documents/:docId',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags: ['membership'],
    summary: 'Delete a member’s document',
    description: 'Removes the record and the file. The member themself or an admin over them (audited).',
    params: memberDocumentParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
