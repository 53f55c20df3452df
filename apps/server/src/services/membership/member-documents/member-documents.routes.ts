import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentContentTypes,
  errorEnvelopeSchema,
  idParams,
  idSchema,
  MEDIA_LIMITS,
  memberDocumentListSchema,
  memberDocumentSchema,
  okSchema,
} from '@congregate/contracts';
import { fileResponseDoc, multipartFileDoc, readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { attachmentDisposition } from './member-documents.files.ts';
import { uploadRefusals } from '../member-photo/member-photo.routes.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const documentParams = z.strictObject({ id: idSchema, docId: idSchema });

/** Documents kept on a member's record, under `/api/membership/`. */
export const memberDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberDocuments } = app.services;

  app.post(
    '/members/:id/upload',
    {
      schema: {
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
        response: { 201: memberDocumentSchema, ...uploadRefusals },
      },
      config: { swaggerTransform: multipartFileDoc('file', 'A PDF, or a JPEG, PNG or WebP image, at most 10 MB') },
    },
    async (request, reply) => {
      const document = await memberDocuments.upload(await requireActor(request), request.params.id, (maxBytes) =>
        readUploadedFile(request, 'file', 'The document', maxBytes),
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/members/:id/documents',
    {
      schema: {
        tags: ['membership'],
        summary: 'A member’s documents, newest first',
        description: 'The member themself, an admin over them, or their flock leader.',
        params: idParams,
        response: { 200: memberDocumentListSchema, ...denied },
      },
    },
    async (request) => memberDocuments.list(await requireActor(request), request.params.id),
  );

  app.get(
    '/members/:id/documents/:docId',
    {
      schema: {
        tags: ['membership'],
        summary: 'Download a member’s document',
        description:
          'The file as an attachment, with the type sniffed at upload, `nosniff` and `no-store`. Who may: as the list.',
        params: documentParams,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)),
          ...denied,
        },
      },
      config: { swaggerTransform: fileResponseDoc('The file', documentContentTypes) },
    },
    async (request, reply) => {
      const { document, bytes } = await memberDocuments.download(
        await requireActor(request),
        request.params.id,
        request.params.docId,
      );
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', attachmentDisposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.delete(
    '/members/:id/documents/:docId',
    {
      schema: {
        tags: ['membership'],
        summary: 'Delete a member’s document',
        description: 'Removes the record and the file. The member themself or an admin over them (audited).',
        params: documentParams,
        response: { 200: okSchema, ...denied },
      },
    },
    async (request) =>
      memberDocuments.remove(await requireActor(request), request.params.id, request.params.docId),
  );
};
