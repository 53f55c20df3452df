import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberDocumentCalls } from '@congregate/contracts';
import { readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { serve } from '../../../lib/serve-call.ts';
import { attachmentDisposition } from './member-documents.files.ts';

/** Documents kept on a member's record, under `/api/membership/`. */
export const memberDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberDocuments } = app.services;
  serve(app, memberDocumentCalls.upload, async (request, _reply, { actor, member }) =>
    memberDocuments.upload(actor, member, (maxBytes) =>
      readUploadedFile(request, memberDocumentCalls.upload.upload.field, 'The document', maxBytes),
    ),
  );
  serve(app, memberDocumentCalls.list, async (_request, _reply, { member }) => memberDocuments.list(member));
  serve(app, memberDocumentCalls.download, async (request, reply, { member }) => {
    const { document, bytes } = await memberDocuments.download(member, request.params.docId);
    return reply
      .header('content-type', document.contentType)
      .header('content-disposition', attachmentDisposition(document.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
  serve(app, memberDocumentCalls.remove, async (request, _reply, { actor, member }) =>
    memberDocuments.remove(actor, member, request.params.docId),
  );
};
