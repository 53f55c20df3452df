import { sql, type SQL } from 'drizzle-orm';
import type { RecurringStatus } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';

/** A recurring plan with its donor, fund and locale, as the answers need it. */
export interface RecurringRow {
  id: string;
  localeId: string;
  districtId: string | null;
  memberId: string | null;
  donorFirstName: string | null;
  donorLastName: string | null;
  fundId: string;
  fundName: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  frequency: 'weekly' | 'monthly';
  provider: 'stripe' | 'manual';
  providerRef: string | null;
  status: RecurringStatus;
  failureMessage: string | null;
  failingSince: Date | string | null;
  lastGiftAt: Date | string | null;
  createdAt: Date | string;
  cancelledAt: Date | string | null;
}

const selectPlans = sql`select r.id, r.locale_id as "localeId", l.district_id as "districtId", r.member_id as "memberId",
    m.first_name as "donorFirstName", m.last_name as "donorLastName", r.fund_id as "fundId", f.name as "fundName",
    r.amount_minor as "amountMinor", r.fee_minor as "feeMinor", r.currency, r.frequency, r.provider,
    r.provider_ref as "providerRef", r.status, r.failure_message as "failureMessage",
    r.failing_since as "failingSince",
    (select max(g.given_at) from gifts g where g.recurring_id = r.id) as "lastGiftAt",
    r.created_at as "createdAt", r.cancelled_at as "cancelledAt"
  from recurring_gifts r
  join locales l on l.id = r.locale_id
  join funds f on f.id = r.fund_id
  left join members m on m.id = r.member_id`;

/** Where a member is, for scope checks. */
export async function findMemberLocale(db: Executor, memberId: string) {
  const [row] = await queryRows<{ localeId: string | null; districtId: string | null }>(
    db,
    sql`select m.current_locale_id as "localeId", l.district_id as "districtId"
      from members m left join locales l on l.id = m.current_locale_id where m.id = ${memberId}`,
  );
  return row ?? null;
}

export async function findLocaleRef(db: Executor, localeId: string) {
  const [row] = await queryRows<{ id: string; districtId: string | null }>(
    db,
    sql`select id, district_id as "districtId" from locales where id = ${localeId}`,
  );
  return row ?? null;
}

/** Plans by member and/or locale: active and failing first, newest first within. */
export async function listPlans(
  db: Executor,
  filter: { memberId?: string; localeId?: string; status?: RecurringStatus },
): Promise<RecurringRow[]> {
  const conditions: SQL[] = [];
  if (filter.memberId) conditions.push(sql`r.member_id = ${filter.memberId}`);
  if (filter.localeId) conditions.push(sql`r.locale_id = ${filter.localeId}`);
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await queryRows<RecurringRow>(
    db,
    sql`${selectPlans} where ${where}
      order by (r.status = 'cancelled'), r.created_at desc, r.id limit 500`,
  );
  return rows.map(numeric);
}

export async function findPlan(db: Executor, id: string): Promise<RecurringRow | null> {
  const [row] = await queryRows<RecurringRow>(db, sql`${selectPlans} where r.id = ${id}`);
  return row ? numeric(row) : null;
}

/** Cancels a plan that is not cancelled yet; false when it already was (meanwhile). */
export async function cancelPlan(db: Executor, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update recurring_gifts set status = 'cancelled', cancelled_at = now(), updated_at = now()
      where id = ${id} and status <> 'cancelled' returning id`,
  );
  return rows.length > 0;
}

const numeric = (row: RecurringRow): RecurringRow => ({
  ...row,
  amountMinor: Number(row.amountMinor),
  feeMinor: Number(row.feeMinor),
});
