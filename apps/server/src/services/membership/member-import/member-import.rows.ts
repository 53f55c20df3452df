import {
  GENERATED_CUSTOM_ID,
  genders,
  importHeaderKey,
  isoDateSchema,
  latestYear,
  latestToday,
  LIMITS,
  MEMBER_COLUMN_HEADERS,
  MEMBER_EXPORT_ONLY_COLUMNS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_HEADER_ALIASES,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  memberImportRowSchema,
  memberTypes,
  PROFILE_LIMITS,
  type MemberImportColumn,
  type MemberImportError,
  type MemberImportRow,
} from '@congregate/contracts';
import { hasKnownCallingCode } from '../../../lib/countries.ts';
import { scopeCoversLocale, type AdminScope } from '../../../access/scope.ts';
import { columnWords, reportEntry, type Issue } from './member-import.messages.ts';
import type { ImportSheet } from './member-import.parser.ts';
import type {
  EmailOwner,
  ExistingMember,
  FlockRow,
  LocaleRow,
  MemberValues,
  Namesake,
} from './member-import.repository.ts';

/**
 * The rules of a member import, as pure functions over a parsed sheet and what the database answered:
 * the header, each cell (with the contracts' field schemas), duplicates inside the file, and each row
 * against locales, flocks, existing members, e-mail owners and the caller's scope.
 */

/** Every header a column answers to (its field name, its words, its aliases), by `importHeaderKey`. */
const headerKeys = (column: MemberImportColumn | (typeof MEMBER_EXPORT_ONLY_COLUMNS)[number]) => [
  column,
  MEMBER_COLUMN_HEADERS[column],
  ...(MEMBER_IMPORT_HEADER_ALIASES[column] ?? []),
];
const canonical = new Map<string, MemberImportColumn>(
  MEMBER_IMPORT_COLUMNS.flatMap((c) => headerKeys(c).map((h) => [importHeaderKey(h), c] as const)),
);
const exportOnly = new Set<string>(MEMBER_EXPORT_ONLY_COLUMNS.flatMap(headerKeys).map(importHeaderKey));
const columnOrder = new Map<string, number>(MEMBER_IMPORT_COLUMNS.map((c, i) => [c, i]));
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The columns in words, as a header problem lists them. */
const columnList = MEMBER_IMPORT_COLUMNS.map((c) => MEMBER_COLUMN_HEADERS[c]).join(', ');

/** Where each known column sits in the file, and what is wrong with the header row. */
export interface HeaderMap {
  index: Map<MemberImportColumn, number>;
  errors: MemberImportError[];
  /** A required column is missing: no row can be read. */
  unusable: boolean;
}

export function readHeader(header: string[]): HeaderMap {
  const index = new Map<MemberImportColumn, number>();
  const errors: MemberImportError[] = [];
  if (header.length === 0) {
    const empty = reportEntry(1, '', { code: 'file_empty', value: '', params: { columns: columnList } });
    return { index, errors: [empty], unusable: true };
  }
  header.forEach((text, i) => {
    // Spreadsheets often carry empty columns at the right: a column without a header is not read.
    if (text.trim() === '') return;
    const key = importHeaderKey(text);
    const column = canonical.get(key);
    if (!column && exportOnly.has(key)) return;
    if (!column) {
      const params = { columns: columnList };
      errors.push(reportEntry(1, text.trim(), { code: 'unknown_column', value: text.trim(), params }));
    } else if (index.has(column)) {
      errors.push(reportEntry(1, column, { code: 'repeated_column', value: text.trim() }));
    } else {
      index.set(column, i);
    }
  });
  const missing = MEMBER_IMPORT_REQUIRED_COLUMNS.filter((c) => !index.has(c));
  for (const column of missing) {
    const params = { column: columnWords(column) };
    errors.push(reportEntry(1, column, { code: 'missing_column', value: '', params }));
  }
  return { index, errors, unusable: missing.length > 0 };
}

/** One data row once its cells are read: the values that passed, and a problem per failing column. */
export interface CheckedRow {
  number: number;
  /** Each column's cell as written (trimmed; blank when the column is absent). */
  cells: Map<MemberImportColumn, string>;
  values: Partial<MemberImportRow>;
  errors: Map<string, Issue>;
  localeId?: string;
  flockId?: string | null;
  existing?: ExistingMember;
}

const fail = (row: CheckedRow, column: MemberImportColumn, code: Issue['code'], params?: Issue['params']) => {
  if (!row.errors.has(column)) row.errors.set(column, { code, value: row.cells.get(column) ?? '', params });
};

const maxLength: Partial<Record<MemberImportColumn, number>> = {
  customId: MEMBER_IMPORT_LIMITS.customIdMax,
  firstName: LIMITS.nameMax,
  lastName: LIMITS.nameMax,
  email: LIMITS.emailMax,
  locale: MEMBER_IMPORT_LIMITS.placeMax,
  flock: Math.max(LIMITS.nameMax, MEMBER_IMPORT_LIMITS.placeMax),
};

/** Why a cell failed its column's schema, in the report's codes (never the schema's own words). */
function cellIssue(column: MemberImportColumn, cell: string): Pick<Issue, 'code' | 'params'> {
  if (cell === '') return { code: 'required' };
  const max = maxLength[column];
  if (max !== undefined && cell.length > max) return { code: 'too_long', params: { max } };
  switch (column) {
    case 'customId':
      return { code: 'not_a_member_number' };
    case 'email':
      return { code: 'not_an_email' };
    case 'mobile':
      return { code: 'not_a_mobile' };
    case 'birthDate': {
      if (!isoDateSchema.safeParse(cell).success) return { code: 'not_a_date' };
      const [min, top] = [PROFILE_LIMITS.yearMin, latestYear()];
      const year = Number(cell.slice(0, 4));
      if (year < min || year > top) return { code: 'year_out_of_range', params: { min, max: top } };
      return cell > latestToday() ? { code: 'date_in_future' } : { code: 'not_a_date' };
    }
    case 'gender':
      return { code: 'not_a_gender', params: { allowed: genders.join(', ') } };
    case 'type':
      return { code: 'not_a_member_type', params: { allowed: memberTypes.join(', ') } };
    default:
      // Names, locale and flock fail only when blank or too long (above).
      return { code: 'required' };
  }
}

/** Reads every cell with the contracts' field rules (absent optional columns read as blank). */
export function readRows(sheet: ImportSheet, header: HeaderMap): CheckedRow[] {
  const shape = memberImportRowSchema.shape;
  return sheet.rows.map(({ number, cells }) => {
    const row: CheckedRow = { number, cells: new Map(), values: {}, errors: new Map() };
    for (const column of MEMBER_IMPORT_COLUMNS) {
      const at = header.index.get(column);
      const cell = at === undefined ? '' : (cells[at] ?? '');
      row.cells.set(column, cell.trim());
      const parsed = shape[column].safeParse(cell);
      if (parsed.success) (row.values as Record<string, unknown>)[column] = parsed.data;
      else {
        const { code, params } = cellIssue(column, cell.trim());
        fail(row, column, code, params);
      }
    }
    // The same rule as the personal-data form: the number must start with a known calling code.
    if (row.values.mobile && !hasKnownCallingCode(row.values.mobile))
      fail(row, 'mobile', 'unknown_calling_code');
    return row;
  });
}

/** A member number or an e-mail may appear once in a file: later rows name the first. */
export function checkDuplicatesInFile(rows: CheckedRow[]) {
  const customIds = new Map<string, number>();
  const emails = new Map<string, number>();
  for (const row of rows) {
    const { customId, email } = row.values;
    if (customId) {
      const first = customIds.get(customId);
      if (first === undefined) customIds.set(customId, row.number);
      else fail(row, 'customId', 'repeated_member_number', { firstRow: first });
    }
    if (email) {
      const key = email.toLowerCase();
      const first = emails.get(key);
      if (first === undefined) emails.set(key, row.number);
      else fail(row, 'email', 'repeated_email', { firstRow: first });
    }
  }
}

/** The locale a cell names: by id, or by exact name ignoring case. */
export function localeFinder(locales: LocaleRow[]) {
  const byId = new Map(locales.map((l) => [l.id.toLowerCase(), l]));
  const byName = new Map(locales.map((l) => [l.name.trim().toLowerCase(), l]));
  return (cell: string) =>
    uuidPattern.test(cell) ? byId.get(cell.toLowerCase()) : byName.get(cell.toLowerCase());
}

export interface Lookups {
  findLocale: (cell: string) => LocaleRow | undefined;
  localeById: Map<string, LocaleRow>;
  /** Flocks by locale id, then by lower-cased name. */
  flocks: Map<string, Map<string, FlockRow>>;
  existing: Map<string, ExistingMember>;
  emailOwners: Map<string, EmailOwner[]>;
}

export function indexFlocks(flocks: FlockRow[]) {
  const byLocale = new Map<string, Map<string, FlockRow>>();
  for (const flock of flocks) {
    let names = byLocale.get(flock.localeId);
    if (!names) byLocale.set(flock.localeId, (names = new Map()));
    names.set(flock.name.trim().toLowerCase(), flock);
  }
  return byLocale;
}

export function indexEmailOwners(owners: EmailOwner[]) {
  const byEmail = new Map<string, EmailOwner[]>();
  for (const owner of owners) byEmail.set(owner.email, [...(byEmail.get(owner.email) ?? []), owner]);
  return byEmail;
}

/** Edits (insert, delete, replace one character) that turn `a` into `b`, giving up past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, replace);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Distinct misspelt locale cells a report suggests a name for: enough for a file, bounded for a hostile one. */
const MAX_SUGGESTIONS = 200;

/**
 * The caller's locale whose name is spelt most like `cell` (two typing mistakes at most, fewer in a short
 * name), for "Did you mean …?".
 */
export function localeSuggester(locales: LocaleRow[], scope: AdminScope) {
  const mine = locales.filter((l) => scopeCoversLocale(scope, l));
  const asked = new Map<string, string | undefined>();
  return (cell: string): string | undefined => {
    const key = cell.trim().toLowerCase();
    if (asked.has(key)) return asked.get(key);
    let best: { name: string; distance: number } | undefined;
    if (asked.size < MAX_SUGGESTIONS && !uuidPattern.test(key)) {
      const limit = Math.min(2, Math.floor(key.length / 4));
      for (const locale of mine) {
        const distance = editDistance(key, locale.name.trim().toLowerCase(), limit);
        if (distance <= limit && (!best || distance < best.distance)) best = { name: locale.name, distance };
      }
    }
    asked.set(key, best?.name);
    return best?.name;
  };
}

/**
 * Checks each row against the database and the caller's scope: the locale exists and is in scope (one answer
 * for both, which does not tell whether a locale outside it exists), the flock belongs to it, an existing member
 * number is in scope and stays in its locale (moves are transfers), a new number is not one Congregate generates,
 * and the e-mail is nobody else's.
 */
export function checkAgainstDatabase(
  rows: CheckedRow[],
  lookups: Lookups,
  scope: AdminScope,
  present: Set<MemberImportColumn>,
  suggest: (cell: string) => string | undefined,
) {
  for (const row of rows) {
    const { customId, locale: localeCell, flock: flockName, email } = row.values;
    const locale = localeCell === undefined ? undefined : lookups.findLocale(localeCell);
    if (localeCell !== undefined) {
      if (!locale || !scopeCoversLocale(scope, locale)) {
        const suggestion = suggest(localeCell);
        fail(row, 'locale', 'not_your_locale', suggestion ? { suggestion } : undefined);
      } else row.localeId = locale.id;
    }
    if (row.localeId && flockName !== undefined) {
      if (flockName === null) row.flockId = null;
      else {
        const flock = lookups.flocks.get(row.localeId)?.get(flockName.toLowerCase());
        if (flock) row.flockId = flock.id;
        else fail(row, 'flock', 'unknown_flock', { locale: locale!.name });
      }
    }

    const existing = customId ? lookups.existing.get(customId) : undefined;
    if (existing) {
      const home = lookups.localeById.get(existing.localeId);
      if (!home || !scopeCoversLocale(scope, home)) fail(row, 'customId', 'member_not_yours');
      else {
        row.existing = existing;
        if (row.localeId && row.localeId !== existing.localeId) {
          fail(row, 'locale', 'member_of_other_locale', { locale: home.name });
        }
        // An account's address changes only through the confirmed e-mail change.
        if (
          existing.userId &&
          present.has('email') &&
          email &&
          email.toLowerCase() !== existing.email?.toLowerCase()
        ) {
          fail(row, 'email', 'email_of_account');
        }
      }
    } else if (customId && GENERATED_CUSTOM_ID.test(customId)) {
      fail(row, 'customId', 'generated_member_number');
    }

    if (email) {
      const owners = lookups.emailOwners.get(email.toLowerCase()) ?? [];
      const mine = (o: EmailOwner) =>
        row.existing !== undefined &&
        (o.memberId === row.existing.id || (o.userId !== null && o.userId === row.existing.userId));
      if (owners.some((o) => !mine(o))) fail(row, 'email', 'email_taken');
    }
  }
}

/** A name as people would call it the same: lower case, no accents, single spaces. */
const personKey = (firstName: string, lastName: string, birthDate: string | null | undefined) =>
  [firstName, lastName, birthDate ?? '']
    .map((part) => part.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim())
    .join('|');

/**
 * Warnings about valid rows that create a member: one already in the row's locale with the same name and birth
 * date (`possible_duplicate`: a row without that member's number never updates them), else an earlier new row of
 * the file with the same name and birth date (`repeated_person`). One per row, in row order.
 */
export function duplicateWarnings(creates: CheckedRow[], namesakes: Map<number, Namesake>) {
  const warnings: MemberImportError[] = [];
  const seen = new Map<string, number>();
  for (const row of creates) {
    const { firstName, lastName, birthDate } = row.values as MemberImportRow;
    const key = `${row.localeId}|${personKey(firstName, lastName, birthDate)}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row.number);
    if (warnings.length >= MEMBER_IMPORT_LIMITS.maxErrors) continue;
    const namesake = namesakes.get(row.number);
    if (namesake) {
      const params = { customId: namesake.customId, name: `${namesake.firstName} ${namesake.lastName}` };
      warnings.push(reportEntry(row.number, '', { code: 'possible_duplicate', value: '', params }));
    } else if (first !== undefined) {
      warnings.push(
        reportEntry(row.number, '', { code: 'repeated_person', value: '', params: { firstRow: first } }),
      );
    }
  }
  return warnings;
}

/** The values to store for a valid row: the file's columns over the existing member's, or a new member's. */
export function valuesOf(row: CheckedRow, present: Set<MemberImportColumn>): MemberValues {
  const v = row.values as MemberImportRow;
  const existing = row.existing;
  if (!existing) {
    return {
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      mobile: v.mobile,
      birthDate: v.birthDate,
      gender: v.gender,
      localeId: row.localeId!,
      flockId: row.flockId ?? null,
      type: v.type ?? 'member',
    };
  }
  const pick = <T>(column: MemberImportColumn, file: T, stored: T) => (present.has(column) ? file : stored);
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    // An account holder's address is kept (a different one was refused above).
    email: existing.userId ? existing.email : pick('email', v.email, existing.email),
    mobile: pick('mobile', v.mobile, existing.mobile),
    birthDate: pick('birthDate', v.birthDate, existing.birthDate),
    gender: pick('gender', v.gender, existing.gender),
    localeId: existing.localeId,
    flockId: pick('flock', row.flockId ?? null, existing.flockId),
    type: pick('type', v.type, null) ?? existing.type,
  };
}

/** The fields that change, before and after, for the member's audit row; null when nothing changes. */
export function changesOf(
  existing: ExistingMember,
  next: MemberValues,
  flockName: (id: string | null) => string | null,
) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const fields = [
    'firstName',
    'lastName',
    'email',
    'mobile',
    'birthDate',
    'gender',
    'flockId',
    'type',
  ] as const;
  for (const field of fields) {
    if (existing[field] !== next[field]) {
      before[field] = existing[field];
      after[field] = next[field];
    }
  }
  if (Object.keys(after).length === 0) return null;
  if ('flockId' in after) {
    before.flockName = existing.flockName;
    after.flockName = flockName(next.flockId);
  }
  return {
    before: { customId: existing.customId, ...before },
    after: { customId: existing.customId, ...after },
  };
}

/** The report's errors: the header's, then each row's in column order, at most `maxErrors`. */
export function listErrors(
  headerErrors: MemberImportError[],
  rows: CheckedRow[],
  problem?: MemberImportError,
) {
  const errors: MemberImportError[] = [...(problem ? [problem] : []), ...headerErrors];
  for (const row of rows) {
    if (errors.length >= MEMBER_IMPORT_LIMITS.maxErrors) break;
    const columns = [...row.errors.keys()].sort(
      (a, b) => (columnOrder.get(a) ?? 99) - (columnOrder.get(b) ?? 99),
    );
    for (const column of columns) errors.push(reportEntry(row.number, column, row.errors.get(column)!));
  }
  return errors.slice(0, MEMBER_IMPORT_LIMITS.maxErrors);
}
