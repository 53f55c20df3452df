import { sql } from 'drizzle-orm';
import type { BatchLineMethod, BatchStatus } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { giftBatches, giftBatchLines } from '../../../db/schema/giving.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A batch with its locale and the sums of its lines. Amounts are numbers of minor units. */
export interface BatchRow {
  id: string;
  localeId: string;
  districtId: string | null;
  serviceDate: string;
  label: string;
  currency: string;
  countedTotalMinor: number;
  linesTotalMinor: number;
  lineCount: number;
  status: BatchStatus;
  createdAt: Date;
  closedAt: Date | null;
  closedByName: string | null;
}

export interface BatchLineRow {
  id: string;
  memberId: string | null;
  firstName: string | null;
  lastName: string | null;
  fundId: string;
  fundName: string;
  amountMinor: number;
  method: BatchLineMethod;
  chequeNumber: string | null;
}

type Raw<T, K extends keyof T> = Omit<T, K> & { [P in K]: unknown };

const selectBatches = sql`select b.id, b.locale_id as "localeId", l.district_id as "districtId",
    to_char(b.service_date, 'YYYY-MM-DD') as "serviceDate", b.label, b.currency,
    b.counted_total_minor as "countedTotalMinor", coalesce(s.total, 0) as "linesTotalMinor",
    coalesce(s.n, 0) as "lineCount", b.status, b.created_at as "createdAt", b.closed_at as "closedAt",
    nullif(btrim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as "closedByName"
  from gift_batches b
  join locales l on l.id = b.locale_id
  left join members c on c.user_id = b.closed_by
  left join lateral (
    select sum(amount_minor) as total, count(*)::int as n from gift_batch_lines where batch_id = b.id
  ) s on true`;

const batchOf = (
  row: Raw<BatchRow, 'countedTotalMinor' | 'linesTotalMinor' | 'lineCount' | 'createdAt' | 'closedAt'>,
): BatchRow => ({
  ...row,
  countedTotalMinor: Number(row.countedTotalMinor),
  linesTotalMinor: Number(row.linesTotalMinor),
  lineCount: Number(row.lineCount),
  createdAt: new Date(row.createdAt as string),
  closedAt: row.closedAt === null ? null : new Date(row.closedAt as string),
});

type RawBatch = Parameters<typeof batchOf>[0];

export async function findBatch(db: Executor, id: string, options: { lock?: boolean } = {}) {
  if (options.lock) await db.execute(sql`select id from gift_batches where id = ${id} for update`);
  const [row] = await queryRows<RawBatch>(db, sql`${selectBatches} where b.id = ${id}`);
  return row ? batchOf(row) : null;
}

export async function batchLines(db: Executor, batchId: string): Promise<BatchLineRow[]> {
  const rows = await queryRows<Raw<BatchLineRow, 'amountMinor'>>(
    db,
    sql`select bl.id, bl.member_id as "memberId", m.first_name as "firstName", m.last_name as "lastName",
        bl.fund_id as "fundId", f.name as "fundName", bl.amount_minor as "amountMinor", bl.method,
        bl.cheque_number as "chequeNumber"
      from gift_batch_lines bl
      join funds f on f.id = bl.fund_id
      left join members m on m.id = bl.member_id
      where bl.batch_id = ${batchId}
      order by bl.position, bl.id`,
  );
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }));
}

/** Batches latest service first by (service_date, id); the cursor `[service date, id]`. */
export const batchKeys = keyset({
  direction: 'desc',
  parts: [
    { column: sql`b.service_date`, kind: 'date' },
    { column: sql`b.id`, kind: 'uuid' },
  ],
});

/** A locale's batches, latest service first, after the keyset position `(service_date, id)`. */
export async function listBatches(
  db: Executor,
  filter: { localeId: string; status?: BatchStatus },
  after: { serviceDate: string; id: string } | null,
  limit: number,
): Promise<BatchRow[]> {
  const rows = await queryRows<RawBatch>(
    db,
    sql`${selectBatches} where b.locale_id = ${filter.localeId}
      ${filter.status ? sql`and b.status = ${filter.status}` : sql``}
      ${after ? sql`and ${batchKeys.after([after.serviceDate, after.id])}` : sql``}
      order by ${sql.join(batchKeys.orderBy(), sql`, `)} limit ${limit}`,
  );
  return rows.map(batchOf);
}

/** Where a locale is and its currency. */
export async function findLocale(db: Executor, localeId: string) {
  const [row] = await queryRows<{ id: string; districtId: string | null; currency: string }>(
    db,
    sql`select id, district_id as "districtId", currency from locales where id = ${localeId}`,
  );
  return row ?? null;
}

/** Of these funds, the active ones of the locale. */
export async function activeLocaleFundIds(
  db: Executor,
  localeId: string,
  fundIds: string[],
): Promise<Set<string>> {
  if (fundIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from funds where id in ${fundIds} and locale_id = ${localeId} and archived_at is null`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Of these members, those whose current locale is the locale. */
export async function localeMemberIds(
  db: Executor,
  localeId: string,
  memberIds: string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from members where id in ${memberIds} and current_locale_id = ${localeId}`,
  );
  return new Set(rows.map((row) => row.id));
}

export interface BatchLineValues {
  memberId: string | null;
  fundId: string;
  amountMinor: number;
  method: BatchLineMethod;
  chequeNumber: string | null;
}

export async function insertBatch(
  db: Executor,
  values: {
    localeId: string;
    serviceDate: string;
    label: string;
    currency: string;
    countedTotalMinor: number;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(giftBatches).values(values).returning({ id: giftBatches.id });
  return row!.id;
}

export async function updateBatch(
  db: Executor,
  id: string,
  values: { serviceDate: string; label: string; countedTotalMinor: number },
): Promise<void> {
  await db.execute(
    sql`update gift_batches set service_date = ${values.serviceDate}::date, label = ${values.label},
      counted_total_minor = ${values.countedTotalMinor} where id = ${id}`,
  );
}

/** Replaces a batch's lines whole, in the given order. */
export async function replaceLines(db: Executor, batchId: string, lines: BatchLineValues[]): Promise<void> {
  await db.execute(sql`delete from gift_batch_lines where batch_id = ${batchId}`);
  if (lines.length === 0) return;
  await db.insert(giftBatchLines).values(lines.map((line, position) => ({ ...line, batchId, position })));
}

/**
 * Closes a batch: one manual gift per line (in line order, so receipt numbers follow the envelopes), given at
 * noon of the service date in the locale's time zone, then the batch marked closed. Answers the gifts made.
 */
export async function closeBatch(db: Executor, batchId: string, closedBy: string): Promise<number> {
  const made = await queryRows<{ id: string }>(
    db,
    sql`insert into gifts (locale_id, member_id, fund_id, amount_minor, currency, method, provider, frequency,
        batch_id, given_at)
      select b.locale_id, bl.member_id, bl.fund_id, bl.amount_minor, b.currency, bl.method, 'manual', 'once',
        b.id, (b.service_date + time '12:00') at time zone l.time_zone
      from gift_batch_lines bl
      join gift_batches b on b.id = bl.batch_id
      join locales l on l.id = b.locale_id
      where bl.batch_id = ${batchId}
      order by bl.position, bl.id
      returning id`,
  );
  await db.execute(
    sql`update gift_batches set status = 'closed', closed_at = now(), closed_by = ${closedBy} where id = ${batchId}`,
  );
  return made.length;
}
