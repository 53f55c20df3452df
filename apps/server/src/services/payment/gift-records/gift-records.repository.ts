import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { funds, locales, members } from '../../../db/schema/index.ts';

/** A member as finance records a gift for them. */
export interface GiverRow {
  id: string;
  firstName: string;
  lastName: string;
  customId: string | null;
}

const giverColumns = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  customId: members.customId,
};

/** The member of the locale with this id, or null (another locale's member is not found). */
export async function findGiverInLocale(
  db: Executor,
  localeId: string,
  memberId: string,
): Promise<GiverRow | null> {
  const [row] = await db
    .select(giverColumns)
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.currentLocaleId, localeId)))
    .limit(1);
  return row ?? null;
}

/**
 * The member of the locale a reference's member part names: their number (`M0000004`), or, for a member without
 * one, the first eight characters of their id (as the give page wrote it).
 */
export async function findGiverByReference(
  db: Executor,
  localeId: string,
  part: string,
): Promise<GiverRow | null> {
  const byIdStart = /^[0-9A-F]{8}$/.test(part)
    ? sql`${members.id}::text like ${`${part.toLowerCase()}%`}`
    : sql`false`;
  const rows = await db
    .select(giverColumns)
    .from(members)
    .where(and(eq(members.currentLocaleId, localeId), or(eq(members.customId, part), byIdStart)))
    .limit(2);
  // Two members starting alike (no number, the same first eight characters) are not told apart by a reference.
  return rows.length === 1 ? rows[0]! : null;
}

/** A fund as a record or an import needs it: its locale's currency, whether it still takes gifts. */
export interface FundRow {
  id: string;
  name: string;
  localeId: string;
  currency: string;
  archived: boolean;
}

/** The locale's funds still taking gifts, by name. */
export async function activeFunds(db: Executor, localeId: string): Promise<FundRow[]> {
  return db
    .select({
      id: funds.id,
      name: funds.name,
      localeId: funds.localeId,
      currency: locales.currency,
      archived: sql<boolean>`false`,
    })
    .from(funds)
    .innerJoin(locales, eq(locales.id, funds.localeId))
    .where(and(eq(funds.localeId, localeId), isNull(funds.archivedAt)))
    .orderBy(asc(funds.name));
}

/** One fund with its locale's currency, or null. */
export async function findFund(db: Executor, fundId: string): Promise<FundRow | null> {
  const [row] = await db
    .select({
      id: funds.id,
      name: funds.name,
      localeId: funds.localeId,
      currency: locales.currency,
      archived: sql<boolean>`${funds.archivedAt} is not null`,
    })
    .from(funds)
    .innerJoin(locales, eq(locales.id, funds.localeId))
    .where(eq(funds.id, fundId))
    .limit(1);
  return row ?? null;
}

/** The locale's time zone and currency. */
export async function localeMoneyPlace(
  db: Executor,
  localeId: string,
): Promise<{ timeZone: string; currency: string } | null> {
  const [row] = await db
    .select({ timeZone: locales.timeZone, currency: locales.currency })
    .from(locales)
    .where(eq(locales.id, localeId))
    .limit(1);
  return row ?? null;
}

/** A gift finance records by hand: received on a day (given at noon of it in the locale's zone). */
export interface RecordedGiftValues {
  localeId: string;
  memberId: string;
  fundId: string;
  amountMinor: number;
  currency: string;
  method: 'bank_transfer' | 'cash' | 'cheque' | 'other';
  reference: string | null;
  receivedOn: string;
  recordedBy: string;
}

/** Inserts the gifts in order (receipt numbers follow it); answers their ids. */
export async function insertRecordedGifts(tx: Executor, values: RecordedGiftValues[]): Promise<string[]> {
  const ids: string[] = [];
  for (const v of values) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into gifts (locale_id, member_id, fund_id, amount_minor, currency, method, provider, frequency,
          given_at, reference, recorded_by)
        select ${v.localeId}, ${v.memberId}, ${v.fundId}, ${v.amountMinor}, ${v.currency}, ${v.method}, 'manual',
          'once', (${v.receivedOn}::date + time '12:00') at time zone l.time_zone, ${v.reference}, ${v.recordedBy}
        from locales l where l.id = ${v.localeId}
        returning id`,
    );
    ids.push(row!.id);
  }
  return ids;
}

/**
 * The gifts already recorded with these references in the locale, as `reference|amount|day` (the day in the
 * locale's zone): a statement imported again finds its lines here.
 */
export async function recordedTransferKeys(
  db: Executor,
  localeId: string,
  references: string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await queryRows<{ reference: string; amount: number; day: string }>(
    db,
    sql`select g.reference, g.amount_minor as amount, to_char(g.given_at at time zone l.time_zone, 'YYYY-MM-DD') as day
      from gifts g join locales l on l.id = g.locale_id
      where g.locale_id = ${localeId} and g.reference = any(${sql.param(references)}::text[])`,
  );
  return new Set(rows.map((row) => `${row.reference}|${Number(row.amount)}|${row.day}`));
}

/** The locale's members among these ids. */
export async function giversInLocale(db: Executor, localeId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from members where current_locale_id = ${localeId} and id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Set(rows.map((row) => row.id));
}
