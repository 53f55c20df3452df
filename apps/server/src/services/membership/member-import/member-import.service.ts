import {
  csvText,
  MEMBER_COLUMN_HEADERS,
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
import { reportEntry } from './member-import.messages.ts';
import { parseImportFile, type ImportFileLimits, type ImportSheet } from './member-import.parser.ts';
import {
  allocateMemberNumbers,
  findEmailOwners,
  findNamesakes,
  findExamplePlace,
  findMembersByCustomId,
  insertAudits,
  insertMembers,
  listFlocksOfLocales,
  listLocales,
  lockImports,
  updateMembers,
  type ExistingMember,
  type MemberValues,
} from './member-import.repository.ts';
import {
  changesOf,
  checkAgainstDatabase,
  checkDuplicatesInFile,
  duplicateWarnings,
  indexEmailOwners,
  indexFlocks,
  listErrors,
  localeFinder,
  localeSuggester,
  readHeader,
  readRows,
  valuesOf,
  type CheckedRow,
  type HeaderMap,
} from './member-import.rows.ts';

/** What checking a file gives: the report so far and, for each valid row, what to write. */
interface Plan {
  report: MemberImportReport;
  /** New members in row order; `customId` null for a row Congregate numbers. */
  creates: { row: number; customId: string | null; values: MemberValues }[];
  updates: { row: CheckedRow; values: MemberValues }[];
  /** The updates that change something, with the audit's before and after. */
  changed: {
    id: string;
    localeId: string;
    values: MemberValues;
    was: ExistingMember;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];
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
    const customIds = [...new Set(rows.flatMap((r) => (r.values.customId ? [r.values.customId] : [])))];
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
      localeSuggester(locales, scope),
    );
  }

  const valid = rows.filter((r) => r.errors.size === 0);
  const problem = sheet.problem && reportEntry(sheet.problem.row, '', unreadable(sheet.problem.row));
  const errors = listErrors(header.errors, rows, problem);
  const flockName = (id: string | null) => (id === null ? null : (flocksById.get(id) ?? null));
  const creates: Plan['creates'] = [];
  const createRows: CheckedRow[] = [];
  const updates: Plan['updates'] = [];
  const changed: Plan['changed'] = [];
  for (const row of valid) {
    const values = valuesOf(row, present);
    if (row.existing) {
      updates.push({ row, values });
      const was = row.existing;
      const changes = changesOf(was, values, flockName);
      if (changes) changed.push({ id: was.id, localeId: was.localeId, values, was, ...changes });
    } else {
      creates.push({ row: row.number, customId: row.values.customId ?? null, values });
      createRows.push(row);
    }
  }
  const namesakes = await findNamesakes(
    db,
    createRows.map((row) => ({
      row: row.number,
      localeId: row.localeId!,
      firstName: row.values.firstName!,
      lastName: row.values.lastName!,
      birthDate: row.values.birthDate ?? null,
    })),
  );
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
      toCreate: creates.length,
      toUpdate: changed.length,
      unchanged: updates.length - changed.length,
      toNumber: creates.filter((c) => c.customId === null).length,
      numbered: [],
      warnings: duplicateWarnings(createRows, namesakes),
    },
    creates,
    updates,
    changed,
  };
}

const unreadable = (row: number) => ({ code: 'file_unreadable' as const, value: '', params: { row } });

const refused = (report: MemberImportReport) =>
  new AppError(
    'invalid_input',
    `Nothing was imported: ${report.rows - report.valid} of ${report.rows} rows have errors, or the header has. ` +
      'Correct the file, or import only the valid rows.',
    report,
  );

/**
 * The template's example row, placed in the caller's first locale (and its first flock) so it imports as is;
 * without a member number, which Congregate gives a new member.
 */
const EXAMPLE: Record<MemberImportColumn, string> = {
  customId: '',
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

        // Rows without a member number take the sequence's next ones, in row order.
        const numbers = await allocateMemberNumbers(tx, report.toNumber);
        const numbered: MemberImportReport['numbered'] = [];
        const creates = plan.creates.map(({ row, customId, values }) => {
          if (customId !== null) return { customId, values };
          const given = numbers[numbered.length]!;
          numbered.push({ row, customId: given });
          return { customId: given, values };
        });
        const created = await insertMembers(tx, creates, actor.userId);
        // Imports are serialised and generated numbers refused, so only another path could take a number meanwhile.
        if (created !== creates.length)
          throw conflict('A member number in the file was taken meanwhile; try again', {
            reason: 'import_number_taken',
          });
        const { changed } = plan;
        const written = await updateMembers(tx, changed);
        if (written !== changed.length) {
          throw conflict('Some of these members were changed while the file was imported; import it again', {
            reason: 'import_changed_meanwhile',
          });
        }
        await insertAudits(
          tx,
          actor.userId,
          'member.import.update',
          changed.map((c) => ({ entityId: c.id, localeId: c.localeId, before: c.before, after: c.after })),
        );

        const result = {
          ...report,
          numbered,
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
            numbered: numbered.length,
            skipped: result.skipped,
            partial: query.partial,
            localeIds,
          },
        });
        return result;
      });
    },

    /**
     * The CSV template: the header in words people use (`Member ID`, `First name`…) and one example row, written as every export is (`csvText`: UTF-8 with a
     * BOM so Excel shows accents, every cell quoted, a cell that starts like a formula guarded).
     */
    async template(actor: Actor): Promise<string> {
      const scope = requireAdminScope(actor);
      const place = await findExamplePlace(db, scope);
      const example = { ...EXAMPLE, locale: place?.locale ?? 'Quezon City', flock: place?.flock ?? '' };
      return csvText(
        MEMBER_IMPORT_COLUMNS.map((c) => MEMBER_COLUMN_HEADERS[c]),
        [MEMBER_IMPORT_COLUMNS.map((c) => example[c])],
      );
    },
  };
}
export type MemberImportService = ReturnType<typeof createMemberImportService>;
