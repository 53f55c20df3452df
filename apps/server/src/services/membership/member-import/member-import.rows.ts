import {
  GENERATED_CUSTOM_ID,
  MEMBER_EXPORT_ONLY_COLUMNS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  memberImportRowSchema,
  type MemberImportColumn,
  type MemberImportError,
  type MemberImportRow,
} from '@congregate/contracts';
import { hasKnownCallingCode } from '../../../lib/countries.ts';
import { scopeCoversLocale, type AdminScope } from '../../../access/scope.ts';
import type { ImportSheet } from './member-import.parser.ts';
import type {
  EmailOwner,
  ExistingMember,
  FlockRow,
  LocaleRow,
  MemberValues,
} from './member-import.repository.ts';

/**
 * The rules of a member import, as pure functions over a parsed sheet and what the database answered:
 * the header, each cell (with the contracts' field schemas), duplicates inside the file, and each row
 * against locales, flocks, existing members, e-mail owners and the caller's scope.
 */

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const canonical = new Map<string, MemberImportColumn>(MEMBER_IMPORT_COLUMNS.map((c) => [normalise(c), c]));
const exportOnly = new Set<string>(MEMBER_EXPORT_ONLY_COLUMNS.map(normalise));
const columnOrder = new Map<string, number>(MEMBER_IMPORT_COLUMNS.map((c, i) => [c, i]));
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    return {
      index,
      errors: [
        {
          row: 1,
          column: '',
          message: `The file is empty: its first row must name the columns (${MEMBER_IMPORT_COLUMNS.join(', ')})`,
        },
      ],
      unusable: true,
    };
  }
  header.forEach((text, i) => {
    // Spreadsheets often carry empty columns at the right: a column without a header is not read.
    if (text.trim() === '') return;
    const column = canonical.get(normalise(text));
    if (!column && exportOnly.has(normalise(text))) return;
    if (!column) {
      errors.push({
        row: 1,
        column: text.trim(),
        message: `Unknown column; the columns are ${MEMBER_IMPORT_COLUMNS.join(', ')}`,
      });
    } else if (index.has(column)) {
      errors.push({ row: 1, column, message: 'This column appears more than once' });
    } else {
      index.set(column, i);
    }
  });
  const missing = MEMBER_IMPORT_REQUIRED_COLUMNS.filter((c) => !index.has(c));
  for (const column of missing) errors.push({ row: 1, column, message: 'Required column is missing' });
  return { index, errors, unusable: missing.length > 0 };
}

/** One data row once its cells are read: the values that passed, and an error per failing column. */
export interface CheckedRow {
  number: number;
  values: Partial<MemberImportRow>;
  errors: Map<string, string>;
  localeId?: string;
  flockId?: string | null;
  existing?: ExistingMember;
}

const fail = (row: CheckedRow, column: string, message: string) => {
  if (!row.errors.has(column)) row.errors.set(column, message);
};

/** Reads every cell with the contracts' field rules (absent optional columns read as blank). */
export function readRows(sheet: ImportSheet, header: HeaderMap): CheckedRow[] {
  const shape = memberImportRowSchema.shape;
  return sheet.rows.map(({ number, cells }) => {
    const row: CheckedRow = { number, values: {}, errors: new Map() };
    for (const column of MEMBER_IMPORT_COLUMNS) {
      const at = header.index.get(column);
      const parsed = shape[column].safeParse(at === undefined ? '' : (cells[at] ?? ''));
      if (parsed.success) (row.values as Record<string, unknown>)[column] = parsed.data;
      else fail(row, column, parsed.error.issues[0]?.message ?? 'Not valid');
    }
    // The same rule as the personal-data form: the number must start with a known calling code.
    if (row.values.mobile && !hasKnownCallingCode(row.values.mobile)) {
      fail(row, 'mobile', 'This number does not start with a known country calling code');
    }
    return row;
  });
}

/** A member number or an e-mail may appear once in a file: later rows name the first. */
export function checkDuplicatesInFile(rows: CheckedRow[]) {
  const customIds = new Map<string, number>();
  const emails = new Map<string, number>();
  for (const row of rows) {
    const { customId, email } = row.values;
    if (customId !== undefined) {
      const first = customIds.get(customId);
      if (first === undefined) customIds.set(customId, row.number);
      else fail(row, 'customId', `This member number is already on row ${first}`);
    }
    if (email) {
      const key = email.toLowerCase();
      const first = emails.get(key);
      if (first === undefined) emails.set(key, row.number);
      else fail(row, 'email', `This e-mail is already on row ${first}`);
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

/**
 * Checks each row against the database and the caller's scope: the locale exists and is in scope, the
 * flock belongs to it, an existing member number is in scope and stays in its locale (moves are
 * transfers), a new number is not one Congregate generates, and the e-mail is nobody else's.
 */
export function checkAgainstDatabase(
  rows: CheckedRow[],
  lookups: Lookups,
  scope: AdminScope,
  present: Set<MemberImportColumn>,
) {
  for (const row of rows) {
    const { customId, locale: localeCell, flock: flockName, email } = row.values;
    const locale = localeCell === undefined ? undefined : lookups.findLocale(localeCell);
    if (localeCell !== undefined) {
      if (!locale) fail(row, 'locale', `No locale has this ${uuidPattern.test(localeCell) ? 'id' : 'name'}`);
      else if (!scopeCoversLocale(scope, locale)) fail(row, 'locale', 'This locale is outside your scope');
      else row.localeId = locale.id;
    }
    if (row.localeId && flockName !== undefined) {
      if (flockName === null) row.flockId = null;
      else {
        const flock = lookups.flocks.get(row.localeId)?.get(flockName.toLowerCase());
        if (flock) row.flockId = flock.id;
        else fail(row, 'flock', `No flock of this name in ${locale!.name}`);
      }
    }

    const existing = customId === undefined ? undefined : lookups.existing.get(customId);
    if (existing) {
      const home = lookups.localeById.get(existing.localeId);
      if (!home || !scopeCoversLocale(scope, home)) {
        fail(row, 'customId', 'This member number belongs to a member outside your scope');
      } else {
        row.existing = existing;
        if (row.localeId && row.localeId !== existing.localeId) {
          fail(
            row,
            'locale',
            `This member belongs to ${home.name}; move members between locales with a transfer`,
          );
        }
        // An account's address changes only through the confirmed e-mail change.
        if (
          existing.userId &&
          present.has('email') &&
          email &&
          email.toLowerCase() !== existing.email?.toLowerCase()
        ) {
          fail(
            row,
            'email',
            'This member has an account: change their e-mail with the e-mail change, not an import',
          );
        }
      }
    } else if (customId !== undefined && GENERATED_CUSTOM_ID.test(customId)) {
      fail(
        row,
        'customId',
        'Numbers like M0000123 are given by Congregate: use one only for the member who has it',
      );
    }

    if (email) {
      const owners = lookups.emailOwners.get(email.toLowerCase()) ?? [];
      const mine = (o: EmailOwner) =>
        row.existing !== undefined &&
        (o.memberId === row.existing.id || (o.userId !== null && o.userId === row.existing.userId));
      if (owners.some((o) => !mine(o)))
        fail(row, 'email', 'Another member or account already uses this e-mail');
    }
  }
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
    for (const column of columns) errors.push({ row: row.number, column, message: row.errors.get(column)! });
  }
  return errors.slice(0, MEMBER_IMPORT_LIMITS.maxErrors);
}
