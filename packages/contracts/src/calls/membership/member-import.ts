import {
  MEMBER_COLUMN_HEADERS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  memberImportQuerySchema,
  memberImportReportSchema,
} from '../../member-import.ts';
import { defineCall, fileAnswerSchema } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['membership admin'];
const who =
  'Admins who manage members (locale, district, super admin); others 403. Every row’s locale must be in the caller’s scope ' +
  '(a row outside it is a row error, not a 403).';

/** Members imported from a CSV or XLSX file, and the file's template (`manage-members-upload`). */
export const memberImportCalls = {
  importMembers: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/import',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary: 'Import members from a CSV or XLSX file (a dry run unless `dryRun=false`)',
    description:
      `${who} \`multipart/form-data\` with the file in the field \`file\`: UTF-8 CSV (a BOM is fine; \`,\` \`;\` or tab) ` +
      `or an Excel .xlsx workbook (its first sheet), at most ${MEMBER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB and ` +
      `${MEMBER_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows; the type is read from the bytes (415 otherwise, 413 when larger). ` +
      `Columns (header row, any order, case, spaces, \`_\` \`-\` \`.\` ignored), by their words or field names: ` +
      `${MEMBER_IMPORT_COLUMNS.map((c) => `${MEMBER_COLUMN_HEADERS[c]} (${c})`).join(', ')}; required: ` +
      `${MEMBER_IMPORT_REQUIRED_COLUMNS.join(', ')}. \`locale\` is a locale id or its exact name, \`flock\` a flock name ` +
      'in it, `birthDate` `YYYY-MM-DD`. A `customId` that exists updates that member (only the columns in the file); ' +
      'a new one creates an endorsed member without an account, and a blank one too, numbered by Congregate ' +
      '(`numbered`). Answers the report: each error and warning with a `code`, the `value` as written and `params` ' +
      'for the web to word, and what the valid rows do (`toCreate`, `toUpdate`, `unchanged`). With `dryRun=false` a ' +
      'file with any error imports nothing (422, the report in `details`) unless `partial=true`, which imports the ' +
      'valid rows. One transaction; audited.',
    query: memberImportQuerySchema,
    upload: { field: 'file', description: 'A CSV (UTF-8) or Excel .xlsx file, at most 10 MB' },
    responses: { 200: memberImportReportSchema },
    errors: [400, 401, 403, 409, 413, 415, 422],
  }),

  template: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/members/import/template',
    access: 'session',

    who: rule.anyAdmin,
    tags,
    summary: 'The member import template (CSV: the header in words people use and one example row)',
    description: `${who.split('.')[0]}. A UTF-8 CSV with a BOM, as an attachment \`member-import-template.csv\`.`,
    file: { description: 'The CSV template', contentTypes: ['text/csv'] },
    responses: { 200: fileAnswerSchema },
    errors: [401, 403],
  }),
};
