import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberImportCalls } from '@congregate/contracts';
import { readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Member import from CSV or XLSX and its template (`manage-members-upload`), under `/api/membership/`. */
export const memberImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberImport } = app.services;
  serve(app, memberImportCalls.importMembers, async (request) =>
    memberImport.importMembers(await requireActor(request), request.query, (maxBytes) =>
      readUploadedFile(request, 'file', 'The file', maxBytes),
    ),
  );
  serve(app, memberImportCalls.template, async (request, reply) => {
    const csv = await memberImport.template(await requireActor(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="member-import-template.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
};
