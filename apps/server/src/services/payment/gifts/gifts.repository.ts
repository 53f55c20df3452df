import { sql, type SQL } from 'drizzle-orm';
import type { GiftMethod, GiftStatus } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A gift with its locale, fund and donor, as the answers need it. Amounts are numbers of minor units. */
export interface GiftRow {
  id: string;
  receiptNo: number;
  localeId: string;
  localeName: string;
  districtId: string | null;
  timeZone: string;
  memberId: string | null;
  firstName: string | null;
  lastName: string | null;
  fundId: string;
  fundName: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  method: GiftMethod;
  provider: 'stripe' | 'manual';
  providerRef: string | null;
  status: GiftStatus;
  frequency: 'once' | 'weekly' | 'monthly';
  recurringId: string | null;
  batchId: string | null;
  givenAt: Date;
  refundedAt: Date | null;
  refundReason: string | null;
  /** `given_at` in UTC to the microsecond: the keyset cursor's first part. */
  givenKey: string;
}

type RawGiftRow = Omit<GiftRow, 'givenAt' | 'refundedAt' | 'receiptNo' | 'amountMinor' | 'feeMinor'> & {
  receiptNo: number | string;
  amountMinor: number | string;
  feeMinor: number | string;
  givenAt: Date | string;
  refundedAt: Date | string | null;
};

const giftOf = (row: RawGiftRow): GiftRow => ({
  ...row,
  receiptNo: Number(row.receiptNo),
  amountMinor: Number(row.amountMinor),
  feeMinor: Number(row.feeMinor),
  givenAt: new Date(row.givenAt),
  refundedAt: row.refundedAt === null ? null : new Date(row.refundedAt),
});

const selectGifts = sql`select g.id, g.receipt_no as "receiptNo", g.locale_id as "localeId", l.name as "localeName",
    l.district_id as "districtId", l.time_zone as "timeZone", g.member_id as "memberId",
    m.first_name as "firstName", m.last_name as "lastName", g.fund_id as "fundId", f.name as "fundName",
    g.amount_minor as "amountMinor", g.fee_minor as "feeMinor", g.currency, g.method, g.provider,
    g.provider_ref as "providerRef", g.status, g.frequency, g.recurring_id as "recurringId", g.batch_id as "batchId",
    g.given_at as "givenAt", g.refunded_at as "refundedAt", g.refund_reason as "refundReason",
    to_char(g.given_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "givenKey"
  from gifts g
  join locales l on l.id = g.locale_id
  join funds f on f.id = g.fund_id
  left join members m on m.id = g.member_id`;

/**
 * Which gifts a list, its totals and its CSV read. The caller's scope is already applied by the service:
 * `memberId` and/or `localeIds` (null = every locale, only after the scope check allowed it).
 */
export interface GiftFilter {
  memberId?: string;
  localeIds: string[] | null;
  fundId?: string;
  method?: GiftMethod;
  status?: GiftStatus;
  /** Dates in the gift's locale's time zone, inclusive. */
  from?: string;
  to?: string;
  /** Donor's name (part of it), or a receipt number (`2026-000123`, `123`). */
  q?: { text: string; receipt: { receiptNo: number; year: number | null } | null };
}

/** The local date and year of a gift in its locale's zone. */
const localGivenAt = sql`(g.given_at at time zone l.time_zone)`;

function whereOf(filter: GiftFilter): SQL {
  const where: SQL[] = [];
  if (filter.memberId) where.push(sql`g.member_id = ${filter.memberId}`);
  if (filter.localeIds) {
    where.push(filter.localeIds.length > 0 ? sql`g.locale_id in ${filter.localeIds}` : sql`false`);
  }
  if (filter.fundId) where.push(sql`g.fund_id = ${filter.fundId}`);
  if (filter.method) where.push(sql`g.method = ${filter.method}`);
  if (filter.status) where.push(sql`g.status = ${filter.status}`);
  if (filter.from) where.push(sql`${localGivenAt}::date >= ${filter.from}::date`);
  if (filter.to) where.push(sql`${localGivenAt}::date <= ${filter.to}::date`);
  if (filter.q) {
    const name = sql`strpos(lower(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), lower(${filter.q.text})) > 0`;
    const receipt = filter.q.receipt;
    where.push(
      receipt
        ? sql`(${name} or (g.receipt_no = ${receipt.receiptNo}${
            receipt.year === null ? sql`` : sql` and extract(year from ${localGivenAt}) = ${receipt.year}`
          }))`
        : name,
    );
  }
  return where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
}

/** Gifts newest first by (given_at, id); the cursor `[given_at in UTC to the microsecond, id]`. */
export const giftKeys = keyset({
  direction: 'desc',
  parts: [
    { column: sql`g.given_at`, kind: 'timestamptz' },
    { column: sql`g.id`, kind: 'uuid' },
  ],
});

/** One page of gifts, newest first, after the keyset position `(given_at, id)`. */
export async function listGifts(
  db: Executor,
  filter: GiftFilter,
  after: { givenKey: string; id: string } | null,
  limit: number,
): Promise<GiftRow[]> {
  const past = after ? sql` and ${giftKeys.after([after.givenKey, after.id])}` : sql``;
  const rows = await queryRows<RawGiftRow>(
    db,
    sql`${selectGifts} where ${whereOf(filter)}${past} order by ${sql.join(giftKeys.orderBy(), sql`, `)} limit ${limit}`,
  );
  return rows.map(giftOf);
}

export interface GiftTotalRow {
  year: number;
  fundId: string;
  fundName: string;
  currency: string;
  amountMinor: number;
  count: number;
}

/** Totals of every gift the filter matches (refunds left out) per year (locale's zone), fund and currency. */
export async function totalGifts(db: Executor, filter: GiftFilter): Promise<GiftTotalRow[]> {
  const rows = await queryRows<{
    year: number | string;
    fundId: string;
    fundName: string;
    currency: string;
    amountMinor: number | string;
    count: number | string;
  }>(
    db,
    sql`select extract(year from ${localGivenAt})::int as year, g.fund_id as "fundId", f.name as "fundName",
        g.currency, sum(g.amount_minor) as "amountMinor", count(*)::int as count
      from gifts g
      join locales l on l.id = g.locale_id
      join funds f on f.id = g.fund_id
      left join members m on m.id = g.member_id
      where ${whereOf(filter)} and g.status <> 'refunded'
      group by 1, g.fund_id, f.name, f.sort_order, g.currency
      order by 1 desc, f.sort_order, f.name, g.currency`,
  );
  return rows.map((row) => ({
    ...row,
    year: Number(row.year),
    amountMinor: Number(row.amountMinor),
    count: Number(row.count),
  }));
}

export async function findGift(db: Executor, id: string): Promise<GiftRow | null> {
  const [row] = await queryRows<RawGiftRow>(db, sql`${selectGifts} where g.id = ${id}`);
  return row ? giftOf(row) : null;
}

/** Marks a gift refunded, if it is not already: false when it was (a refund that raced this one). */
export async function markGiftRefunded(
  db: Executor,
  id: string,
  values: { refundedBy: string; reason: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update gifts set status = 'refunded', refunded_at = now(), refunded_by = ${values.refundedBy},
        refund_reason = ${values.reason}
      where id = ${id} and status = 'succeeded' returning id`,
  );
  return rows.length > 0;
}

/** Where a locale is, its name, zone and currency. */
export async function findLocale(db: Executor, localeId: string) {
  const [row] = await queryRows<{
    id: string;
    districtId: string | null;
    name: string;
    timeZone: string;
    currency: string;
  }>(
    db,
    sql`select id, district_id as "districtId", name, time_zone as "timeZone", currency
      from locales where id = ${localeId}`,
  );
  return row ?? null;
}

/** A member's current locale, for the scope check of `GET gifts?memberId`. */
export async function findMemberLocale(db: Executor, memberId: string) {
  const [row] = await queryRows<{ id: string; localeId: string | null; districtId: string | null }>(
    db,
    sql`select m.id, m.current_locale_id as "localeId", l.district_id as "districtId"
      from members m left join locales l on l.id = m.current_locale_id where m.id = ${memberId}`,
  );
  return row ?? null;
}

/** The locales (among `localeIds`) where the member has given: a finance officer of those may see them. */
export async function memberGiftLocales(
  db: Executor,
  memberId: string,
  localeIds: string[],
): Promise<string[]> {
  if (localeIds.length === 0) return [];
  const rows = await queryRows<{ localeId: string }>(
    db,
    sql`select distinct locale_id as "localeId" from gifts where member_id = ${memberId} and locale_id in ${localeIds}`,
  );
  return rows.map((row) => row.localeId);
}

/** The donor's address for a receipt: their current one, else the latest they entered. */
export async function findDonorAddress(db: Executor, memberId: string): Promise<string | null> {
  const [row] = await queryRows<{
    line1: string;
    line2: string | null;
    city: string;
    province: string | null;
    postalCode: string | null;
    countryId: string;
  }>(
    db,
    sql`select line1, line2, city, province, postal_code as "postalCode", country_id as "countryId"
      from member_addresses where member_id = ${memberId}
      order by is_current desc, updated_at desc limit 1`,
  );
  if (!row) return null;
  const cityLine = [row.postalCode, row.city, row.province].filter(Boolean).join(' ');
  return [row.line1, row.line2, cityLine, row.countryId].filter(Boolean).join(', ');
}

/** A locale's funds, in their order, archived ones too (a summary shows those that received gifts). */
export async function localeFunds(db: Executor, localeId: string) {
  return queryRows<{ id: string; name: string; archived: boolean }>(
    db,
    sql`select id, name, archived_at is not null as archived from funds where locale_id = ${localeId}
      order by sort_order, name`,
  );
}

/** A locale's gifts of a year (its own zone) per month and fund, refunds left out. */
export async function monthlyGifts(db: Executor, localeId: string, year: number) {
  const rows = await queryRows<{
    month: number | string;
    fundId: string;
    amountMinor: number | string;
    count: number | string;
  }>(
    db,
    sql`select extract(month from ${localGivenAt})::int as month, g.fund_id as "fundId",
        sum(g.amount_minor) as "amountMinor", count(*)::int as count
      from gifts g join locales l on l.id = g.locale_id
      where g.locale_id = ${localeId} and g.status <> 'refunded'
        and extract(year from ${localGivenAt}) = ${year}
      group by 1, g.fund_id`,
  );
  return rows.map((row) => ({
    month: Number(row.month),
    fundId: row.fundId,
    amountMinor: Number(row.amountMinor),
    count: Number(row.count),
  }));
}
