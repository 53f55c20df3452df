import { sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';

/** A date range on the locales' clocks, both days included (`YYYY-MM-DD`), and how to group it. */
export interface ReportRange {
  from: string;
  to: string;
  period: ReportPeriod;
}

/** A sum for one key (a locale, cluster, flock, service or member) in one period (its first day). */
export interface PeriodSum {
  key: string;
  period: string;
  present: number;
  firstTimers: number;
}

const dayOf = (startsAt: SQL) => sql`(${startsAt} at time zone l.time_zone)::date`;
const periodOf = (period: ReportPeriod, day: SQL) =>
  sql`date_trunc(${period}, ${day}::timestamp)::date::text`;
// A coarse bound on starts_at (UTC) so the (locale_id, starts_at) index is used; the exact test is on the local day.
const startsAround = (range: ReportRange) =>
  sql`g.starts_at >= (${range.from}::date - 2)::timestamp at time zone 'UTC'
      and g.starts_at < (${range.to}::date + 2)::timestamp at time zone 'UTC'`;

/** What roll-up rows are summed by. */
export type RollupKey = 'all' | 'locale' | 'cluster' | 'flock' | 'service';
const rollupKeys: Record<RollupKey, SQL> = {
  all: sql`''`,
  locale: sql`d.locale_id::text`,
  cluster: sql`d.cluster`,
  flock: sql`coalesce(d.flock_id::text, '')`,
  service: sql`g.name`,
};

/**
 * Roll-up sums of the locales in the range by period and `key`, optionally of one cluster or one flock
 * (`flockId: null` for the people without a flock). Reads `attendance_daily` only (and the gatherings' titles).
 */
export async function sumRollups(
  db: Executor,
  localeIds: string[],
  range: ReportRange,
  key: RollupKey,
  only: { cluster?: string; flockId?: string } = {},
): Promise<PeriodSum[]> {
  if (localeIds.length === 0) return [];
  const rows = await queryRows<PeriodSum>(
    db,
    sql`select ${rollupKeys[key]} as key, ${periodOf(range.period, sql`d.day`)} as period,
               sum(d.present)::int as present, sum(d.first_timers)::int as "firstTimers"
          from attendance_daily d
          ${key === 'service' ? sql`join gatherings g on g.id = d.gathering_id` : sql``}
         where d.locale_id in ${localeIds} and d.day between ${range.from}::date and ${range.to}::date
           ${only.cluster === undefined ? sql`` : sql`and d.cluster = ${only.cluster}`}
           ${only.flockId === undefined ? sql`` : sql`and d.flock_id = ${only.flockId}`}
         group by 1, 2`,
  );
  return rows.map((r) => ({ ...r, present: Number(r.present), firstTimers: Number(r.firstTimers) }));
}

/** Gatherings held (started, not cancelled) at the locales in the range, per locale and period. */
export async function countGatherings(
  db: Executor,
  localeIds: string[],
  range: ReportRange,
): Promise<{ localeId: string; period: string; gatherings: number }[]> {
  if (localeIds.length === 0) return [];
  const rows = await queryRows<{ localeId: string; period: string; gatherings: number }>(
    db,
    sql`select g.locale_id as "localeId", ${periodOf(range.period, dayOf(sql`g.starts_at`))} as period,
               count(*)::int as gatherings
          from gatherings g join locales l on l.id = g.locale_id
         where g.locale_id in ${localeIds} and g.cancelled_at is null and g.starts_at <= now()
           and ${startsAround(range)}
           and ${dayOf(sql`g.starts_at`)} between ${range.from}::date and ${range.to}::date
         group by 1, 2`,
  );
  return rows.map((r) => ({ ...r, gatherings: Number(r.gatherings) }));
}

/** A person as reports show them. */
export interface ReportMemberRow {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  /** The member's mobile (read for a flock report's absent and care-list rows). */
  mobile?: string | null;
  /** Since when they count (endorsed, else recorded). */
  since: Date;
}

/** The endorsed members of a flock, by name, at most `limit`. */
export async function findFlockMembers(
  db: Executor,
  flockId: string,
  limit: number,
): Promise<ReportMemberRow[]> {
  const rows = await queryRows<ReportMemberRow & { since: Date | string }>(
    db,
    sql`select m.id, m.first_name as "firstName", m.last_name as "lastName", m.photo, m.mobile,
               coalesce(m.endorsed_at, m.created_at) as since
          from members m
         where m.flock_id = ${flockId} and m.endorsed
         order by m.last_name, m.first_name, m.id
         limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, since: new Date(r.since) }));
}

/** Check-ins of these members at the locale's gatherings in the range, by member and period. */
export async function sumMemberCheckIns(
  db: Executor,
  localeId: string,
  memberIds: string[],
  range: ReportRange,
): Promise<PeriodSum[]> {
  if (memberIds.length === 0) return [];
  const rows = await queryRows<PeriodSum>(
    db,
    sql`select c.member_id::text as key, ${periodOf(range.period, dayOf(sql`g.starts_at`))} as period,
               count(*)::int as present,
               (count(*) filter (where not exists (
                  select 1 from check_ins e
                   where e.member_id = c.member_id and (e.checked_in_at, e.id) < (c.checked_in_at, c.id))))::int
                 as "firstTimers"
          from check_ins c
          join gatherings g on g.id = c.gathering_id
          join locales l on l.id = g.locale_id
         where c.member_id in ${memberIds} and g.locale_id = ${localeId}
           and ${startsAround(range)}
           and ${dayOf(sql`g.starts_at`)} between ${range.from}::date and ${range.to}::date
         group by 1, 2`,
  );
  return rows.map((r) => ({ ...r, present: Number(r.present), firstTimers: Number(r.firstTimers) }));
}

/** A gathering as reports list it. */
export interface ReportGatheringRow {
  id: string;
  title: string;
  startsAt: Date;
  localeId: string;
}

/** The locale's gatherings held (started, not cancelled) on the days in [from, to], oldest first. */
export async function findGatheringsBetween(
  db: Executor,
  localeId: string,
  from: string,
  to: string,
): Promise<ReportGatheringRow[]> {
  const rows = await queryRows<ReportGatheringRow & { startsAt: Date | string }>(
    db,
    sql`select g.id, g.name as title, g.starts_at as "startsAt", g.locale_id as "localeId"
          from gatherings g join locales l on l.id = g.locale_id
         where g.locale_id = ${localeId} and g.cancelled_at is null and g.starts_at <= now()
           and ${startsAround({ from, to, period: 'week' })}
           and ${dayOf(sql`g.starts_at`)} between ${from}::date and ${to}::date
         order by g.starts_at, g.id
         limit 500`,
  );
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt) }));
}

/** One gathering with its local day. */
export async function findGathering(
  db: Executor,
  gatheringId: string,
): Promise<(ReportGatheringRow & { day: string; cancelled: boolean }) | null> {
  const [row] = await queryRows<
    ReportGatheringRow & { startsAt: Date | string; day: string; cancelled: boolean }
  >(
    db,
    sql`select g.id, g.name as title, g.starts_at as "startsAt", g.locale_id as "localeId",
               ${dayOf(sql`g.starts_at`)}::text as day, g.cancelled_at is not null as cancelled
          from gatherings g join locales l on l.id = g.locale_id
         where g.id = ${gatheringId}`,
  );
  return row ? { ...row, startsAt: new Date(row.startsAt) } : null;
}

/** The local day of the locale's latest gathering that has started (not cancelled); null when none. */
export async function latestGatheringDay(db: Executor, localeId: string): Promise<string | null> {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`select ${dayOf(sql`g.starts_at`)}::text as day
          from gatherings g join locales l on l.id = g.locale_id
         where g.locale_id = ${localeId} and g.cancelled_at is null and g.starts_at <= now()
         order by g.starts_at desc limit 1`,
  );
  return row?.day ?? null;
}

/**
 * The first days (Mondays) of the locale's latest `count` weeks before `beforeWeek` in which a gathering was held,
 * newest first.
 */
export async function gatheringWeeksBefore(
  db: Executor,
  localeId: string,
  beforeWeek: string,
  count: number,
): Promise<string[]> {
  const rows = await queryRows<{ week: string }>(
    db,
    sql`select distinct date_trunc('week', g.starts_at at time zone l.time_zone)::date::text as week
          from gatherings g join locales l on l.id = g.locale_id
         where g.locale_id = ${localeId} and g.cancelled_at is null and g.starts_at <= now()
           and g.starts_at < (${beforeWeek}::date + 1)::timestamp at time zone 'UTC'
           and (g.starts_at at time zone l.time_zone)::date < ${beforeWeek}::date
         order by week desc
         limit ${count}`,
  );
  return rows.map((r) => r.week);
}

/** How many of these gatherings each member came to. */
export async function countCheckInsAt(
  db: Executor,
  gatheringIds: string[],
  memberIds: string[],
): Promise<Map<string, number>> {
  if (gatheringIds.length === 0 || memberIds.length === 0) return new Map();
  const rows = await queryRows<{ memberId: string; n: number }>(
    db,
    sql`select member_id as "memberId", count(*)::int as n from check_ins
         where gathering_id in ${gatheringIds} and member_id in ${memberIds}
         group by member_id`,
  );
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
}

/** Each member's latest check-in, as the local day of its gathering (any locale). */
export async function lastAttendedDays(db: Executor, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await queryRows<{ memberId: string; day: string | null }>(
    db,
    sql`select m.id as "memberId",
               (select (g.starts_at at time zone l.time_zone)::date::text
                  from check_ins c join gatherings g on g.id = c.gathering_id join locales l on l.id = g.locale_id
                 where c.member_id = m.id
                 order by c.checked_in_at desc, c.id desc limit 1) as day
          from members m where m.id in ${memberIds}`,
  );
  return new Map(rows.filter((r) => r.day !== null).map((r) => [r.memberId, r.day!]));
}

/** A member's place for `attendance/me`: their locale and its clock. */
export async function findMemberLocale(
  db: Executor,
  memberId: string,
): Promise<{ localeId: string; timeZone: string } | null> {
  const [row] = await queryRows<{ localeId: string; timeZone: string }>(
    db,
    sql`select m.current_locale_id as "localeId", l.time_zone as "timeZone"
          from members m join locales l on l.id = m.current_locale_id where m.id = ${memberId}`,
  );
  return row ?? null;
}

/**
 * The weeks (Mondays, on `timeZone`'s clock) in which the member checked in, with how many check-ins, newest
 * first; and their first and last check-in days.
 */
export async function memberWeeks(
  db: Executor,
  memberId: string,
  timeZone: string,
): Promise<{
  weeks: { week: string; n: number }[];
  total: number;
  first: string | null;
  last: string | null;
}> {
  const weeks = await queryRows<{ week: string; n: number }>(
    db,
    sql`select date_trunc('week', g.starts_at at time zone ${timeZone})::date::text as week, count(*)::int as n
          from check_ins c join gatherings g on g.id = c.gathering_id
         where c.member_id = ${memberId}
         group by 1 order by 1 desc`,
  );
  const [totals] = await queryRows<{ total: number; first: string | null; last: string | null }>(
    db,
    sql`select count(*)::int as total,
               min((g.starts_at at time zone ${timeZone})::date)::text as first,
               max((g.starts_at at time zone ${timeZone})::date)::text as last
          from check_ins c join gatherings g on g.id = c.gathering_id
         where c.member_id = ${memberId}`,
  );
  return {
    weeks: weeks.map((w) => ({ week: w.week, n: Number(w.n) })),
    total: Number(totals?.total ?? 0),
    first: totals?.first ?? null,
    last: totals?.last ?? null,
  };
}

/** The locale's gatherings held per week (Mondays) from `fromWeek` on. */
export async function gatheringsPerWeek(
  db: Executor,
  localeId: string,
  fromWeek: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ week: string; n: number }>(
    db,
    sql`select date_trunc('week', g.starts_at at time zone l.time_zone)::date::text as week, count(*)::int as n
          from gatherings g join locales l on l.id = g.locale_id
         where g.locale_id = ${localeId} and g.cancelled_at is null and g.starts_at <= now()
           and g.starts_at >= (${fromWeek}::date - 2)::timestamp at time zone 'UTC'
           and (g.starts_at at time zone l.time_zone)::date >= ${fromWeek}::date
         group by 1`,
  );
  return new Map(rows.map((r) => [r.week, Number(r.n)]));
}

/** A flock with its locale, for scope checks and names. */
export async function findFlock(db: Executor, flockId: string) {
  const [row] = await queryRows<{
    id: string;
    name: string;
    cluster: string;
    localeId: string;
    districtId: string | null;
    timeZone: string;
  }>(
    db,
    sql`select f.id, f.name, f.cluster, f.locale_id as "localeId", l.district_id as "districtId",
               l.time_zone as "timeZone"
          from flocks f join locales l on l.id = f.locale_id where f.id = ${flockId}`,
  );
  return row ?? null;
}

/** Flocks by id (names for a cluster summary). */
export async function flockNames(db: Executor, flockIds: string[]): Promise<Map<string, string>> {
  if (flockIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from flocks where id in ${flockIds}`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The current flocks of a locale's cluster (shown even when nobody of them came). */
export async function flocksOfCluster(
  db: Executor,
  localeId: string,
  cluster: string,
): Promise<{ id: string; name: string }[]> {
  return queryRows(
    db,
    sql`select id, name from flocks where locale_id = ${localeId} and cluster = ${cluster} order by name limit 1000`,
  );
}

/** A district and its locales (by name). */
export async function findDistrict(db: Executor, districtId: string) {
  const [district] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from districts where id = ${districtId}`,
  );
  if (!district) return null;
  const locales = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from locales where district_id = ${districtId} order by name, id limit 1001`,
  );
  return { ...district, locales };
}

/** The clusters of a locale's current flocks (shown even when nobody of them came). */
export async function clustersOfLocale(db: Executor, localeId: string): Promise<string[]> {
  const rows = await queryRows<{ cluster: string }>(
    db,
    sql`select distinct cluster from flocks where locale_id = ${localeId} order by cluster limit 1000`,
  );
  return rows.map((r) => r.cluster);
}
