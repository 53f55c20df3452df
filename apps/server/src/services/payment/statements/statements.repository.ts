import { sql, type SQL } from 'drizzle-orm';
import type { StatementRunStatus } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';

/** A member as their statement prints them, with their locale for the scope check. */
export interface StatementMemberRow {
  id: string;
  userId: string | null;
  customId: string;
  firstName: string;
  lastName: string;
  localeId: string | null;
  districtId: string | null;
  /** The current address, one line per part (empty when none is recorded). */
  addressLines: string[];
}

/** One gift as a statement lists it. */
export interface StatementGiftRow {
  id: string;
  receiptNo: number;
  givenAt: Date;
  timeZone: string;
  fundName: string;
  amountMinor: number;
  currency: string;
  method: string;
  status: 'succeeded' | 'refunded';
}

export interface StatementRunRow {
  id: string;
  localeId: string;
  districtId: string | null;
  year: number;
  status: StatementRunStatus;
  notifyMembers: boolean;
  total: number;
  done: number;
  fileKey: string | null;
  error: string | null;
  requestedByName: string | null;
  createdAt: Date | string;
  finishedAt: Date | string | null;
}

/** Where a locale is, for scope checks, and its time zone (where its year begins). */
export async function findLocale(db: Executor, localeId: string) {
  const [row] = await queryRows<{ id: string; districtId: string | null; name: string; timeZone: string }>(
    db,
    sql`select id, district_id as "districtId", name, time_zone as "timeZone" from locales where id = ${localeId}`,
  );
  return row ?? null;
}

const selectMembers = sql`select m.id, m.user_id as "userId", m.custom_id as "customId",
    m.first_name as "firstName", m.last_name as "lastName", m.current_locale_id as "localeId",
    l.district_id as "districtId",
    a.line1, a.line2, a.city, a.province, a.postal_code as "postalCode", a.country_id as "countryId"
  from members m
  left join locales l on l.id = m.current_locale_id
  left join member_addresses a on a.member_id = m.id and a.is_current`;

interface MemberSqlRow extends Omit<StatementMemberRow, 'addressLines'> {
  line1: string | null;
  line2: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  countryId: string | null;
}

const memberOf = (row: MemberSqlRow): StatementMemberRow => ({
  id: row.id,
  userId: row.userId,
  customId: row.customId,
  firstName: row.firstName,
  lastName: row.lastName,
  localeId: row.localeId,
  districtId: row.districtId,
  addressLines:
    row.line1 === null
      ? []
      : [
          row.line1,
          row.line2,
          [row.city, row.province, row.postalCode].filter(Boolean).join(', '),
          row.countryId,
        ].filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
});

export async function findMember(db: Executor, memberId: string): Promise<StatementMemberRow | null> {
  const [row] = await queryRows<MemberSqlRow>(db, sql`${selectMembers} where m.id = ${memberId}`);
  return row ? memberOf(row) : null;
}

/** Members by id, in the order asked. */
export async function findMembers(db: Executor, memberIds: string[]): Promise<StatementMemberRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await queryRows<MemberSqlRow>(
    db,
    sql`${selectMembers} where m.id in (${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, memberOf(row)]));
  return memberIds.map((id) => byId.get(id)).filter((row): row is StatementMemberRow => row !== undefined);
}

/** A gift falls in `year` by the calendar of its own locale's time zone. */
const inYear = (year: number) =>
  sql`g.given_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, l.time_zone)
    and g.given_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, l.time_zone)`;

/**
 * A member's gifts of a year, oldest first, refunded ones included (the statement shows them as such).
 * `localeIds`: only the gifts given at these locales (null: everywhere).
 */
export async function giftsOfYear(
  db: Executor,
  memberId: string,
  year: number,
  localeIds: string[] | null,
): Promise<StatementGiftRow[]> {
  const where: SQL[] = [sql`g.member_id = ${memberId}`, inYear(year)];
  if (localeIds !== null) {
    if (localeIds.length === 0) return [];
    where.push(
      sql`g.locale_id in (${sql.join(
        localeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const rows = await queryRows<StatementGiftRow>(
    db,
    sql`select g.id, g.receipt_no as "receiptNo", g.given_at as "givenAt", l.time_zone as "timeZone",
        f.name as "fundName", g.amount_minor as "amountMinor", g.currency, g.method, g.status
      from gifts g
      join locales l on l.id = g.locale_id
      join funds f on f.id = g.fund_id
      where ${sql.join(where, sql` and `)}
      order by g.given_at, g.receipt_no`,
  );
  return rows.map((row) => ({
    ...row,
    receiptNo: Number(row.receiptNo),
    amountMinor: Number(row.amountMinor),
    givenAt: new Date(row.givenAt),
  }));
}

/** The members who gave at a locale in a year (refunded gifts count: their statement shows them), by name. */
export async function giversOfYear(db: Executor, localeId: string, year: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select m.id from members m
      where exists (select 1 from gifts g join locales l on l.id = g.locale_id
                    where g.member_id = m.id and g.locale_id = ${localeId} and ${inYear(year)})
      order by m.last_name, m.first_name, m.id`,
  );
  return rows.map((row) => row.id);
}

const selectRuns = sql`select r.id, r.locale_id as "localeId", l.district_id as "districtId", r.year, r.status,
    r.notify_members as "notifyMembers", r.total, r.done, r.file_key as "fileKey", r.error,
    nullif(btrim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), '') as "requestedByName",
    r.created_at as "createdAt", r.finished_at as "finishedAt"
  from statement_runs r
  join locales l on l.id = r.locale_id
  left join members m on m.user_id = r.requested_by`;

export async function findRun(db: Executor, id: string): Promise<StatementRunRow | null> {
  const [row] = await queryRows<StatementRunRow>(db, sql`${selectRuns} where r.id = ${id}`);
  return row ?? null;
}

/** A locale's runs, newest first (a few a year: no paging needed beyond the limit). */
export async function listRuns(db: Executor, localeId: string, limit: number): Promise<StatementRunRow[]> {
  return queryRows<StatementRunRow>(
    db,
    sql`${selectRuns} where r.locale_id = ${localeId} order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

/**
 * A queued run; null when the locale has one queued or running for the year already (the partial unique
 * index `statement_runs_one_active` decides, so two requests at once make one run).
 */
export async function insertRun(
  db: Executor,
  run: { localeId: string; year: number; notifyMembers: boolean; requestedBy: string },
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into statement_runs (locale_id, year, notify_members, requested_by)
      values (${run.localeId}, ${run.year}, ${run.notifyMembers}, ${run.requestedBy})
      on conflict (locale_id, year) where status in ('queued', 'running') do nothing
      returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Marks a queued run running with its total; false when it is not queued (done, or taken by another try). */
export async function startRun(db: Executor, id: string, total: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update statement_runs set status = 'running', total = ${total}, done = 0, started_at = now(), error = null
      where id = ${id} and status in ('queued', 'running') returning id`,
  );
  return rows.length > 0;
}

export async function setProgress(db: Executor, id: string, done: number): Promise<void> {
  await db.execute(sql`update statement_runs set done = ${done} where id = ${id}`);
}

export async function finishRun(db: Executor, id: string, fileKey: string, done: number): Promise<void> {
  await db.execute(
    sql`update statement_runs set status = 'done', done = ${done}, file_key = ${fileKey}, finished_at = now()
      where id = ${id}`,
  );
}

export async function failRun(db: Executor, id: string, message: string): Promise<void> {
  await db.execute(
    sql`update statement_runs set status = 'failed', error = ${message}, finished_at = now()
      where id = ${id} and status in ('queued', 'running')`,
  );
}
