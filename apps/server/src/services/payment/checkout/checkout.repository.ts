import { sql } from 'drizzle-orm';
import type { GiftFrequency } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';

/** A checkout begun with the online provider. */
export interface CheckoutRow {
  id: string;
  localeId: string;
  memberId: string | null;
  fundId: string;
  fundName: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  frequency: GiftFrequency;
  provider: string;
  status: 'open' | 'completed';
}

/** A recurring plan as the webhook needs it. */
export interface PlanRow {
  id: string;
  localeId: string;
  memberId: string | null;
  fundId: string;
  fundName: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  frequency: 'weekly' | 'monthly';
  status: 'active' | 'failing' | 'cancelled';
}

/** The member's number (for the transfer reference) and account (for notices). */
export async function findGiver(db: Executor, memberId: string) {
  const [row] = await queryRows<{ customId: string | null; userId: string | null }>(
    db,
    sql`select custom_id as "customId", user_id as "userId" from members where id = ${memberId}`,
  );
  return row ?? null;
}

export async function insertCheckout(
  db: Executor,
  values: {
    localeId: string;
    memberId: string;
    fundId: string;
    amountMinor: number;
    feeMinor: number;
    currency: string;
    frequency: GiftFrequency;
    provider: string;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into gift_checkouts (locale_id, member_id, fund_id, amount_minor, fee_minor, currency, frequency, provider)
      values (${values.localeId}, ${values.memberId}, ${values.fundId}, ${values.amountMinor}, ${values.feeMinor},
        ${values.currency}, ${values.frequency}, ${values.provider})
      returning id`,
  );
  return row!.id;
}

export async function setCheckoutSession(db: Executor, id: string, sessionId: string): Promise<void> {
  await queryRows(db, sql`update gift_checkouts set provider_session_id = ${sessionId} where id = ${id}`);
}

export async function deleteCheckout(db: Executor, id: string): Promise<void> {
  await queryRows(db, sql`delete from gift_checkouts where id = ${id}`);
}

const selectCheckouts = sql`select c.id, c.locale_id as "localeId", c.member_id as "memberId", c.fund_id as "fundId",
    f.name as "fundName", c.amount_minor as "amountMinor", c.fee_minor as "feeMinor", c.currency, c.frequency,
    c.provider, c.status
  from gift_checkouts c join funds f on f.id = c.fund_id`;

/** The checkout of a provider's session, locked until the transaction ends. */
export async function findCheckoutBySession(db: Executor, provider: string, sessionId: string) {
  const [row] = await queryRows<CheckoutRow>(
    db,
    sql`${selectCheckouts} where c.provider = ${provider} and c.provider_session_id = ${sessionId} for update of c`,
  );
  return row ? numeric(row) : null;
}

export async function findCheckout(db: Executor, id: string) {
  const [row] = await queryRows<CheckoutRow>(db, sql`${selectCheckouts} where c.id = ${id} for update of c`);
  return row ? numeric(row) : null;
}

export async function completeCheckout(db: Executor, id: string, at: Date): Promise<void> {
  await queryRows(
    db,
    sql`update gift_checkouts set status = 'completed', completed_at = coalesce(completed_at, ${at.toISOString()}::timestamptz)
      where id = ${id}`,
  );
}

const numeric = <T extends { amountMinor: number; feeMinor: number }>(row: T): T => ({
  ...row,
  amountMinor: Number(row.amountMinor),
  feeMinor: Number(row.feeMinor),
});

/** Records a provider's event; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  db: Executor,
  provider: string,
  eventId: string,
  type: string,
): Promise<boolean> {
  const rows = await queryRows<{ eventId: string }>(
    db,
    sql`insert into payment_events (provider, event_id, type) values (${provider}, ${eventId}, ${type})
      on conflict do nothing returning event_id as "eventId"`,
  );
  return rows.length > 0;
}

/** A card gift; null when the provider's payment is recorded already (one gift per payment). */
export async function insertCardGift(
  db: Executor,
  values: {
    localeId: string;
    memberId: string | null;
    fundId: string;
    amountMinor: number;
    feeMinor: number;
    currency: string;
    provider: string;
    providerRef: string;
    frequency: GiftFrequency;
    recurringId: string | null;
    givenAt: Date;
  },
): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into gifts (locale_id, member_id, fund_id, amount_minor, fee_minor, currency, method, provider,
        provider_ref, frequency, recurring_id, given_at)
      values (${values.localeId}, ${values.memberId}, ${values.fundId}, ${values.amountMinor}, ${values.feeMinor},
        ${values.currency}, 'card', ${values.provider}, ${values.providerRef}, ${values.frequency},
        ${values.recurringId}, ${values.givenAt.toISOString()}::timestamptz)
      on conflict (provider, provider_ref) do nothing
      returning id`,
  );
  return row?.id ?? null;
}

/** Starts a plan from a completed checkout; answers the plan (the existing one when already started). */
export async function insertPlan(
  db: Executor,
  checkout: CheckoutRow,
  subscriptionRef: string,
): Promise<PlanRow> {
  await queryRows(
    db,
    sql`insert into recurring_gifts (locale_id, member_id, fund_id, amount_minor, fee_minor, currency, frequency,
        provider, provider_ref, status)
      values (${checkout.localeId}, ${checkout.memberId}, ${checkout.fundId}, ${checkout.amountMinor},
        ${checkout.feeMinor}, ${checkout.currency}, ${checkout.frequency}, ${checkout.provider}, ${subscriptionRef},
        'active')
      on conflict (provider, provider_ref) do nothing`,
  );
  return (await findPlanByRef(db, checkout.provider, subscriptionRef))!;
}

/** The plan of a provider's subscription, locked until the transaction ends. */
export async function findPlanByRef(db: Executor, provider: string, subscriptionRef: string) {
  const [row] = await queryRows<PlanRow>(
    db,
    sql`select r.id, r.locale_id as "localeId", r.member_id as "memberId", r.fund_id as "fundId",
        f.name as "fundName", r.amount_minor as "amountMinor", r.fee_minor as "feeMinor", r.currency,
        r.frequency, r.status
      from recurring_gifts r join funds f on f.id = r.fund_id
      where r.provider = ${provider} and r.provider_ref = ${subscriptionRef}
      for update of r`,
  );
  return row ? numeric(row) : null;
}

/** A charge went through: the plan is active again (a cancelled plan stays cancelled). */
export async function markPlanPaid(db: Executor, id: string): Promise<void> {
  await queryRows(
    db,
    sql`update recurring_gifts set status = 'active', failure_message = null, failing_since = null, updated_at = now()
      where id = ${id} and status <> 'cancelled'`,
  );
}

export async function markPlanFailing(db: Executor, id: string, message: string, at: Date): Promise<void> {
  await queryRows(
    db,
    sql`update recurring_gifts set status = 'failing', failure_message = ${message},
        failing_since = coalesce(failing_since, ${at.toISOString()}::timestamptz), updated_at = now()
      where id = ${id} and status <> 'cancelled'`,
  );
}

export async function markPlanCancelled(db: Executor, id: string, at: Date): Promise<void> {
  await queryRows(
    db,
    sql`update recurring_gifts set status = 'cancelled', cancelled_at = coalesce(cancelled_at, ${at.toISOString()}::timestamptz),
        updated_at = now()
      where id = ${id}`,
  );
}
