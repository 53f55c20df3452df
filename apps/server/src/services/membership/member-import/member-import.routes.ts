import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  memberImportQuerySchema,
  memberImportReportSchema,
} from '@congregate/contracts';
import { fileResponseDoc, multipartFileDoc, readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { requireActor } from '../../../plugins/auth.ts';

const tags = ['membership admin'];
const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const who =
  'Admins who manage members (locale, district, super admin); others 403. Every row’s locale must be in the caller’s scope ' +
  '(a row outside it is a row error, not a 403).';

/** Member import from CSV or XLSX and its template (`manage-members-upload`), under `/api/membership/`. */
export const memberImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberImport } = app.services;

  app.post(
    '/admin/members/import',
    {
      schema: {
        tags,
        summary: 'Import members from a CSV or XLSX file (a dry run unless `dryRun=false`)',
        description:
          `${who} \`multipart/form-data\` with the file in the field \`file\`: UTF-8 CSV (a BOM is fine; \`,\` \`;\` or tab) ` +
          `or an Excel .xlsx workbook (its first sheet), at most ${MEMBER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB and ` +
          `${MEMBER_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows; the type is read from the bytes (415 otherwise, 413 when larger). ` +
          `Columns (header row, any order, case ignored): ${MEMBER_IMPORT_COLUMNS.join(', ')}; required: ` +
          `${MEMBER_IMPORT_REQUIRED_COLUMNS.join(', ')}. \`locale\` is a locale id or its exact name, \`flock\` a flock name ` +
          'in it, `birthDate` `YYYY-MM-DD`. A `customId` that exists updates that member (only the columns in the file); ' +
          'a new one creates an endorsed member without an account. Answers the report; with `dryRun=false` a file with ' +
          'any error imports nothing (422, the report in `details`) unless `partial=true`, which imports the valid rows. ' +
          'One transaction; audited.',
        querystring: memberImportQuerySchema,
        response: {
          200: memberImportReportSchema,
          400: errorEnvelopeSchema,
          ...denied,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
      config: {
        swaggerTransform: multipartFileDoc('file', 'A CSV (UTF-8) or Excel .xlsx file, at most 10 MB'),
      },
    },
    async (request) =>
      memberImport.importMembers(await requireActor(request), request.query, (maxBytes) =>
        readUploadedFile(request, 'file', 'The file', maxBytes),
      ),
  );

  app.get(
    '/admin/members/import/template',
    {
      schema: {
        tags,
        summary: 'The member import template (CSV: the header and one example row)',
        description: `${who.split('.')[0]}. A UTF-8 CSV with a BOM, as an attachment \`member-import-template.csv\`.`,
        response: { 200: z.string(), ...denied },
      },
      config: { swaggerTransform: fileResponseDoc('The CSV template', ['text/csv']) },
    },
    async (request, reply) => {
      const csv = await memberImport.template(await requireActor(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="member-import-template.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
