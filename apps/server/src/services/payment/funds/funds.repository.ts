import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';

/** A locale as the giving rules need it: where it is (scope) and its currency. */
export interface GivingLocaleRow {
  id: string;
  name: string;
  districtId: string | null;
  currency: string;
}

/** A fund with its locale's currency and place. */
export interface FundRow {
  id: string;
  localeId: string;
  localeName: string;
  districtId: string | null;
  name: string;
  description: string;
  currency: string;
  archivedAt: Date | string | null;
  sortOrder: number;
}

/** A locale's giving settings row; null when the locale has none (defaults apply). */
export interface GivingSettingsRow {
  onlineEnabled: boolean;
  bankDetails: string;
  instructions: string;
  feePercentBp: number;
  feeFixedMinor: number;
}

const selectFunds = sql`select f.id, f.locale_id as "localeId", l.name as "localeName", l.district_id as "districtId",
    f.name, f.description, l.currency, f.archived_at as "archivedAt", f.sort_order as "sortOrder"
  from funds f join locales l on l.id = f.locale_id`;

export async function findGivingLocale(db: Executor, localeId: string): Promise<GivingLocaleRow | null> {
  const [row] = await queryRows<GivingLocaleRow>(
    db,
    sql`select id, name, district_id as "districtId", currency from locales where id = ${localeId}`,
  );
  return row ?? null;
}

/** Every locale the giving scope names (all of them when `all`), own locale first is the caller's concern. */
export async function listGivingLocales(
  db: Executor,
  scope: { all: true } | { all: false; localeIds: string[]; districtIds: string[] },
): Promise<GivingLocaleRow[]> {
  const where = scope.all
    ? sql`true`
    : sql`(id = any(${sql.param(scope.localeIds)}::uuid[]) or district_id = any(${sql.param(scope.districtIds)}::uuid[]))`;
  return queryRows<GivingLocaleRow>(
    db,
    sql`select id, name, district_id as "districtId", currency from locales where ${where} order by name, id`,
  );
}

export async function listFunds(
  db: Executor,
  localeId: string,
  includeArchived: boolean,
): Promise<FundRow[]> {
  return queryRows<FundRow>(
    db,
    sql`${selectFunds} where f.locale_id = ${localeId} ${includeArchived ? sql`` : sql`and f.archived_at is null`}
      order by f.sort_order, lower(f.name), f.id`,
  );
}

export async function findFund(db: Executor, id: string): Promise<FundRow | null> {
  const [row] = await queryRows<FundRow>(db, sql`${selectFunds} where f.id = ${id}`);
  return row ?? null;
}

/** Makes one locale's fund writes take turns (until the transaction ends). */
export async function lockLocaleFunds(db: Executor, localeId: string): Promise<void> {
  await queryRows(db, sql`select id from locales where id = ${localeId} for update`);
}

export async function countFunds(db: Executor, localeId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from funds where locale_id = ${localeId}`,
  );
  return Number(row?.n ?? 0);
}

/** Whether another fund of the locale has this name (case-insensitive). */
export async function fundNameTaken(db: Executor, localeId: string, name: string, exceptId: string | null) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from funds where locale_id = ${localeId} and lower(name) = lower(${name})
      ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
  );
  return row !== undefined;
}

export async function insertFund(
  db: Executor,
  values: { localeId: string; name: string; description: string },
): Promise<string> {
  // New funds go last in the locale's order.
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into funds (locale_id, name, description, sort_order)
      values (${values.localeId}, ${values.name}, ${values.description},
        (select coalesce(max(sort_order) + 1, 0) from funds where locale_id = ${values.localeId}))
      returning id`,
  );
  return row!.id;
}

export async function updateFund(
  db: Executor,
  id: string,
  patch: { name?: string; description?: string; sortOrder?: number; active?: boolean },
): Promise<void> {
  const sets = [
    patch.name !== undefined ? sql`name = ${patch.name}` : null,
    patch.description !== undefined ? sql`description = ${patch.description}` : null,
    patch.sortOrder !== undefined ? sql`sort_order = ${patch.sortOrder}` : null,
    patch.active === true ? sql`archived_at = null` : null,
    patch.active === false ? sql`archived_at = coalesce(archived_at, now())` : null,
  ].filter((part) => part !== null);
  if (sets.length === 0) return;
  await queryRows(db, sql`update funds set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export async function findGivingSettings(db: Executor, localeId: string): Promise<GivingSettingsRow | null> {
  const [row] = await queryRows<GivingSettingsRow>(
    db,
    sql`select online_enabled as "onlineEnabled", bank_details as "bankDetails", instructions,
        fee_percent_bp as "feePercentBp", fee_fixed_minor as "feeFixedMinor"
      from giving_settings where locale_id = ${localeId}`,
  );
  return row ?? null;
}

export async function upsertGivingSettings(
  db: Executor,
  localeId: string,
  values: GivingSettingsRow,
  userId: string,
): Promise<void> {
  await queryRows(
    db,
    sql`insert into giving_settings (locale_id, online_enabled, bank_details, instructions, fee_percent_bp,
        fee_fixed_minor, updated_at, updated_by)
      values (${localeId}, ${values.onlineEnabled}, ${values.bankDetails}, ${values.instructions},
        ${values.feePercentBp}, ${values.feeFixedMinor}, now(), ${userId})
      on conflict (locale_id) do update set online_enabled = excluded.online_enabled,
        bank_details = excluded.bank_details, instructions = excluded.instructions,
        fee_percent_bp = excluded.fee_percent_bp, fee_fixed_minor = excluded.fee_fixed_minor,
        updated_at = now(), updated_by = excluded.updated_by`,
  );
}
