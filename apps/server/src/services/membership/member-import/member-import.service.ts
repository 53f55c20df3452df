import {
  csvText,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  type MemberImportColumn,
  type MemberImportQuery,
  type MemberImportReport,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { requireAdminScope } from '../../../access/scope.ts';
import { parseImportFile, type ImportFileLimits, type ImportSheet } from './member-import.parser.ts';
import {
  findEmailOwners,
  findExamplePlace,
  findMembersByCustomId,
  insertAudits,
  insertMembers,
  listFlocksOfLocales,
  listLocales,
  lockImports,
  updateMembers,
  type MemberValues,
} from './member-import.repository.ts';
import {
  changesOf,
  checkAgainstDatabase,
  checkDuplicatesInFile,
  indexEmailOwners,
  indexFlocks,
  listErrors,
  localeFinder,
  readHeader,
  readRows,
  valuesOf,
  type CheckedRow,
  type HeaderMap,
} from './member-import.rows.ts';

/** What checking a file gives: the report so far and, for each valid row, what to write. */
interface Plan {
  report: MemberImportReport;
  creates: { customId: string; values: MemberValues }[];
  updates: { row: CheckedRow; values: MemberValues }[];
  flockName: (id: string | null) => string | null;
}

/** Reads the file's rows and checks them against the database. */
async function planImport(
  db: Executor,
  scope: AdminScope,
  sheet: ImportSheet,
  query: MemberImportQuery,
): Promise<Plan> {
  // A file whose text could not be split into rows has no header to read either.
  const header: HeaderMap = sheet.problem
    ? { index: new Map(), errors: [], unusable: true }
    : readHeader(sheet.header);
  const present = new Set<MemberImportColumn>(header.index.keys());
  const rows = header.unusable || sheet.problem ? [] : readRows(sheet, header);
  const flocksById = new Map<string, string>();
  if (rows.length > 0) {
    checkDuplicatesInFile(rows);
    const customIds = [
      ...new Set(rows.flatMap((r) => (r.values.customId === undefined ? [] : [r.values.customId]))),
    ];
    const emails = [...new Set(rows.flatMap((r) => (r.values.email ? [r.values.email.toLowerCase()] : [])))];
    // One after the other: inside the transaction they share one connection.
    const locales = await listLocales(db);
    const existing = await findMembersByCustomId(db, customIds);
    const owners = await findEmailOwners(db, emails);
    const findLocale = localeFinder(locales);
    const named = new Set<string>();
    for (const row of rows) {
      const locale = row.values.locale === undefined ? undefined : findLocale(row.values.locale);
      if (locale) named.add(locale.id);
    }
    const flocks = present.has('flock') ? await listFlocksOfLocales(db, [...named]) : [];
    for (const flock of flocks) flocksById.set(flock.id, flock.name);
    checkAgainstDatabase(
      rows,
      {
        findLocale,
        localeById: new Map(locales.map((l) => [l.id, l])),
        flocks: indexFlocks(flocks),
        existing: new Map(existing.map((m) => [m.customId, m])),
        emailOwners: indexEmailOwners(owners),
      },
      scope,
      present,
    );
  }

  const valid = rows.filter((r) => r.errors.size === 0);
  const errors = listErrors(header.errors, rows, sheet.problem && { ...sheet.problem, column: '' });
  const creates: Plan['creates'] = [];
  const updates: Plan['updates'] = [];
  for (const row of valid) {
    const values = valuesOf(row, present);
    if (row.existing) updates.push({ row, values });
    else creates.push({ customId: row.values.customId!, values });
  }
  const rowCount = sheet.rows.length;
  return {
    report: {
      rows: rowCount,
      valid: valid.length,
      errors,
      dryRun: query.dryRun,
      partial: query.partial,
      created: 0,
      updated: 0,
      skipped: rowCount,
    },
    creates,
    updates,
    flockName: (id) => (id === null ? null : (flocksById.get(id) ?? null)),
  };
}

const refused = (report: MemberImportReport) =>
  new AppError(
    'invalid_input',
    `Nothing was imported: ${report.rows - report.valid} of ${report.rows} rows have errors, or the header has. ` +
      'Correct the file, or import only the valid rows.',
    report,
  );

/** The template's example row, placed in the caller's first locale (and its first flock) so it imports as is. */
const EXAMPLE: Record<MemberImportColumn, string> = {
  customId: 'A-000123',
  firstName: 'María',
  lastName: 'Dela Cruz',
  email: 'maria.delacruz@example.org',
  mobile: '+639171234567',
  birthDate: '1990-05-14',
  gender: 'female',
  locale: '',
  flock: '',
  type: 'member',
};

/**
 * `POST admin/members/import` and its template (`manage-members-upload`): admins (members.manage) load
 * members from CSV or XLSX; each row must sit in a locale of the caller's scope.
 */
export function createMemberImportService(db: Database, limits: ImportFileLimits) {
  return {
    /**
     * Checks the file and, unless it is a dry run, writes its valid rows in one transaction: all of them,
     * or none when any row has an error and `partial` is off (422 with the report as details).
     * `readFile` is called only once the caller may import, so a refused caller's file is never read.
     */
    async importMembers(
      actor: Actor,
      query: MemberImportQuery,
      readFile: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<MemberImportReport> {
      const scope = requireAdminScope(actor);
      const upload = await readFile(MEMBER_IMPORT_LIMITS.maxBytes);
      const sheet = await parseImportFile(upload.data, limits);

      if (query.dryRun) return (await planImport(db, scope, sheet, query)).report;

      return db.transaction(async (tx) => {
        await lockImports(tx);
        const plan = await planImport(tx, scope, sheet, query);
        const { report } = plan;
        if (report.errors.length > 0 && !query.partial) throw refused(report);

        const created = await insertMembers(tx, plan.creates, actor.userId);
        // Imports are serialised and generated numbers refused, so only another path could take a number meanwhile.
        if (created !== plan.creates.length)
          throw conflict('A member number in the file was taken meanwhile; try again');
        const changed = plan.updates.flatMap(({ row, values }) => {
          const changes = changesOf(row.existing!, values, plan.flockName);
          const was = row.existing!;
          return changes ? [{ id: was.id, localeId: was.localeId, values, was, ...changes }] : [];
        });
        const written = await updateMembers(tx, changed);
        if (written !== changed.length) {
          throw conflict('Some of these members were changed while the file was imported; import it again');
        }
        await insertAudits(
          tx,
          actor.userId,
          'member.import.update',
          changed.map((c) => ({ entityId: c.id, localeId: c.localeId, before: c.before, after: c.after })),
        );

        const result = {
          ...report,
          created,
          updated: plan.updates.length,
          skipped: report.rows - created - plan.updates.length,
        };
        const localeIds = [
          ...new Set([
            ...plan.creates.map((c) => c.values.localeId),
            ...plan.updates.map((u) => u.values.localeId),
          ]),
        ];
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.import',
          entityType: 'members',
          // One locale: its admins see the import in their audit log; several: super admins do.
          localeId: localeIds.length === 1 ? localeIds[0] : null,
          after: {
            fileName: upload.fileName,
            format: sheet.kind,
            rows: result.rows,
            valid: result.valid,
            created: result.created,
            updated: result.updated,
            changed: changed.length,
            skipped: result.skipped,
            partial: query.partial,
            localeIds,
          },
        });
        return result;
      });
    },

    /**
     * The CSV template: the header and one example row, written as every export is (`csvText`: UTF-8 with a
     * BOM so Excel shows accents, every cell quoted, a cell that starts like a formula guarded).
     */
    async template(actor: Actor): Promise<string> {
      const scope = requireAdminScope(actor);
      const place = await findExamplePlace(db, scope);
      const example = { ...EXAMPLE, locale: place?.locale ?? 'Quezon City', flock: place?.flock ?? '' };
      return csvText(MEMBER_IMPORT_COLUMNS, [MEMBER_IMPORT_COLUMNS.map((c) => example[c])]);
    },
  };
}
export type MemberImportService = ReturnType<typeof createMemberImportService>;
