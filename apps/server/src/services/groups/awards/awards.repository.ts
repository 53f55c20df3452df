import { sql, type SQL } from 'drizzle-orm';
import type { AwardKind, AwardPeriod, AwardRecipientType } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { awards } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** An award with its recipient's and giver's names, as the answers need it. */
export interface AwardRow {
  id: string;
  localeId: string;
  localeName: string;
  districtId: string | null;
  kind: AwardKind;
  period: AwardPeriod;
  periodStart: string;
  recipientType: AwardRecipientType;
  memberId: string | null;
  memberFirstName: string | null;
  memberLastName: string | null;
  memberPhoto: string | null;
  memberFlockId: string | null;
  flockId: string | null;
  flockName: string | null;
  flockCluster: string | null;
  title: string | null;
  note: string | null;
  score: number | null;
  computedAt: Date | string | null;
  givenByName: string | null;
  createdAt: Date | string;
}

const selectAwards = sql`select a.id, a.locale_id as "localeId", l.name as "localeName", l.district_id as "districtId",
    a.kind, a.period, to_char(a.period_start, 'YYYY-MM-DD') as "periodStart", a.recipient_type as "recipientType",
    a.member_id as "memberId", m.first_name as "memberFirstName", m.last_name as "memberLastName",
    m.photo as "memberPhoto", m.flock_id as "memberFlockId",
    a.flock_id as "flockId", f.name as "flockName", f.cluster as "flockCluster",
    a.title, a.note, a.score, a.computed_at as "computedAt",
    nullif(btrim(coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')), '') as "givenByName",
    a.created_at as "createdAt"
  from awards a
  join locales l on l.id = a.locale_id
  left join members m on m.id = a.member_id
  left join flocks f on f.id = a.flock_id
  left join members g on g.user_id = a.given_by`;

export async function findAward(db: Executor, id: string): Promise<AwardRow | null> {
  const [row] = await queryRows<AwardRow>(db, sql`${selectAwards} where a.id = ${id}`);
  return row ?? null;
}

export interface AwardFilter {
  localeId: string;
  /** Period starts in [from, to) (ISO dates). */
  from?: string;
  to?: string;
  period?: AwardPeriod;
  flockId?: string;
  memberId?: string;
  kind?: AwardKind;
  /** After this (periodStart, id) in the order: newest period first, then id. */
  after: { periodStart: string; id: string } | null;
  limit: number;
}

/** Awards newest period first, then by id upwards; the cursor `[period start, id]`. */
export const awardKeys = keyset({
  direction: 'desc',
  parts: [
    { column: sql`a.period_start`, kind: 'date' },
    { column: sql`a.id`, kind: 'uuid', direction: 'asc' },
  ],
});

export async function listAwards(db: Executor, filter: AwardFilter): Promise<AwardRow[]> {
  const where: SQL[] = [sql`a.locale_id = ${filter.localeId}`];
  if (filter.from) where.push(sql`a.period_start >= ${filter.from}::date`);
  if (filter.to) where.push(sql`a.period_start < ${filter.to}::date`);
  if (filter.period) where.push(sql`a.period = ${filter.period}`);
  if (filter.kind) where.push(sql`a.kind = ${filter.kind}`);
  if (filter.memberId) where.push(sql`a.member_id = ${filter.memberId}`);
  if (filter.flockId) where.push(sql`(a.flock_id = ${filter.flockId} or m.flock_id = ${filter.flockId})`);
  const after = awardKeys.after(filter.after && [filter.after.periodStart, filter.after.id]);
  if (after) where.push(after);
  return queryRows<AwardRow>(
    db,
    sql`${selectAwards} where ${sql.join(where, sql` and `)}
      order by ${sql.join(awardKeys.orderBy(), sql`, `)} limit ${filter.limit}`,
  );
}

/** An endorsed member of the locale (a manual award's recipient), with their account for the notice. */
export async function findLocaleMember(db: Executor, localeId: string, memberId: string) {
  const [row] = await queryRows<{ id: string; userId: string | null }>(
    db,
    sql`select id, user_id as "userId" from members
      where id = ${memberId} and current_locale_id = ${localeId} and endorsed`,
  );
  return row ?? null;
}

/** A flock of the locale that is not archived, with the accounts of its leaders and assistants. */
export async function findLocaleFlock(db: Executor, localeId: string, flockId: string) {
  const [row] = await queryRows<{ id: string; leaderUserIds: string[] }>(
    db,
    sql`select f.id, coalesce((select array_agg(distinct r.user_id::text) from role_assignments r
        where r.role = 'flock_leader' and r.scope_id = f.id), '{}') as "leaderUserIds"
      from flocks f where f.id = ${flockId} and f.locale_id = ${localeId} and f.archived_at is null`,
  );
  return row ?? null;
}

export async function insertAward(db: Executor, values: typeof awards.$inferInsert): Promise<string> {
  const [row] = await db.insert(awards).values(values).returning({ id: awards.id });
  return row!.id;
}

export async function deleteAward(db: Executor, id: string): Promise<void> {
  await db.execute(sql`delete from awards where id = ${id}`);
}

/**
 * THE award rules (one copy: the compute call, the housekeeping chore and the demo use it). Deletes the period's
 * computed awards of the locale and inserts the new ones, set-based; run it inside a transaction. The period is
 * [periodStart, periodStart + 1 month/year) on the locale's clock; the previous period (most improved) is the
 * same length just before. Counted: endorsed members whose current locale is the locale (for flocks: their
 * current flock, not archived); worship gatherings of the locale, not cancelled, starting in the period.
 * Answers the ids inserted.
 */
export async function replaceComputedAwards(
  db: Executor,
  input: { localeId: string; period: AwardPeriod; periodStart: string; computedAt: Date },
): Promise<string[]> {
  const { localeId, period, periodStart, computedAt } = input;
  const length = period === 'month' ? '1 month' : '1 year';
  await db.execute(sql`delete from awards where locale_id = ${localeId} and period = ${period}
    and period_start = ${periodStart}::date and kind <> 'manual'`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with loc as (select id, time_zone as tz from locales where id = ${localeId}),
    bounds as (
      select (${periodStart}::date)::timestamp at time zone loc.tz as s,
        (${periodStart}::date + ${length}::interval)::timestamp at time zone loc.tz as e,
        (${periodStart}::date - ${length}::interval)::timestamp at time zone loc.tz as ps
      from loc
    ),
    g as (
      select g.id, g.starts_at >= b.s as cur from gatherings g, bounds b
      where g.locale_id = ${localeId} and g.kind = 'worship' and g.cancelled_at is null
        and g.starts_at >= b.ps and g.starts_at < b.e
    ),
    gc as (select count(*) filter (where cur)::int as n, count(*) filter (where not cur)::int as pn from g),
    m as (select id, flock_id from members where current_locale_id = ${localeId} and endorsed),
    ci as (
      select c.member_id, count(distinct c.gathering_id) filter (where g.cur)::int as n,
        count(distinct c.gathering_id) filter (where not g.cur)::int as pn
      from check_ins c join g on g.id = c.gathering_id join m on m.id = c.member_id
      group by c.member_id
    ),
    fl as (
      select f.id as flock_id, count(m.id)::int as size from flocks f join m on m.flock_id = f.id
      where f.locale_id = ${localeId} and f.archived_at is null group by f.id
    ),
    fci as (
      select m.flock_id, sum(ci.n)::int as n, sum(ci.pn)::int as pn
      from ci join m on m.id = ci.member_id where m.flock_id is not null group by m.flock_id
    ),
    frate as (
      select fl.flock_id, fl.size,
        case when gc.n > 0 then (coalesce(fci.n, 0) * 1000 / (fl.size * gc.n))::int end as rate,
        case when gc.pn > 0 then (coalesce(fci.pn, 0) * 1000 / (fl.size * gc.pn))::int end as prate
      from fl cross join gc left join fci on fci.flock_id = fl.flock_id
    ),
    inv as (
      select who, count(*)::int as n from (
        select r.invited_by as who from event_rsvps r, bounds b
        where r.invited_by is not null and r.status <> 'cancelled' and r.cancelled_at is null
          and r.created_at >= b.s and r.created_at < b.e
        union all
        select p.soul_winner_id from peps p, bounds b
        where p.soul_winner_id is not null and p.created_at >= b.s and p.created_at < b.e
      ) x join m on m.id = x.who group by who
    ),
    bap as (
      select p.soul_winner_id as who, count(*)::int as n from peps p join m on m.id = p.soul_winner_id, bounds b
      where p.baptized_at >= b.s and p.baptized_at < b.e group by p.soul_winner_id
    ),
    finv as (select m.flock_id, sum(inv.n)::int as n from inv join m on m.id = inv.who
      join fl on fl.flock_id = m.flock_id group by m.flock_id),
    fbap as (select m.flock_id, sum(bap.n)::int as n from bap join m on m.id = bap.who
      join fl on fl.flock_id = m.flock_id group by m.flock_id),
    winners as (
      select 'perfect_attendance' as kind, 'member' as rt, ci.member_id as mid, null::uuid as fid, gc.n as score
        from ci, gc where gc.n >= 2 and ci.n = gc.n
      union all
      select 'most_improved', 'member', member_id, null, rise from (
        select ci.member_id, ci.n - ci.pn as rise, max(ci.n - ci.pn) over () as best from ci, gc
        where gc.n > 0 and gc.pn > 0) x where rise > 0 and rise = best
      union all
      select 'most_improved', 'flock', null, flock_id, rise from (
        select flock_id, rate - prate as rise, max(rate - prate) over () as best from frate
        where rate is not null and prate is not null) x where rise > 0 and rise = best
      union all
      select 'best_attendance', 'flock', null, flock_id, rate from (
        select flock_id, rate, max(rate) over () as best from frate where size >= 3 and rate is not null) x
        where rate > 0 and rate = best
      union all
      select 'most_invites', 'member', who, null, n from (select who, n, max(n) over () as best from inv) x
        where n > 0 and n = best
      union all
      select 'most_invites', 'flock', null, flock_id, n from (
        select flock_id, n, max(n) over () as best from finv) x where n > 0 and n = best
      union all
      select 'most_baptized', 'member', who, null, n from (select who, n, max(n) over () as best from bap) x
        where n > 0 and n = best
      union all
      select 'most_baptized', 'flock', null, flock_id, n from (
        select flock_id, n, max(n) over () as best from fbap) x where n > 0 and n = best
    )
    insert into awards (locale_id, kind, period, period_start, recipient_type, member_id, flock_id, score,
      computed_at)
    select ${localeId}::uuid, w.kind, ${period}::text, ${periodStart}::date, w.rt, w.mid, w.fid, w.score,
      ${computedAt.toISOString()}::timestamptz
    from winners w
    returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Per locale, the periods the chore computes that have never been computed (no computed award and no
 * `award.compute` audit entry): the last ended month, and in January the last ended year.
 */
export async function findUncomputedPeriods(
  db: Executor,
): Promise<{ localeId: string; period: AwardPeriod; periodStart: string }[]> {
  return queryRows(
    db,
    sql`with due as (
      select l.id as locale_id, 'month' as period,
        (date_trunc('month', now() at time zone l.time_zone) - interval '1 month')::date as period_start
      from locales l
      union all
      select l.id, 'year', (date_trunc('year', now() at time zone l.time_zone) - interval '1 year')::date
      from locales l where extract(month from now() at time zone l.time_zone) = 1
    )
    select d.locale_id as "localeId", d.period, to_char(d.period_start, 'YYYY-MM-DD') as "periodStart"
    from due d
    where not exists (select 1 from awards a where a.locale_id = d.locale_id and a.period = d.period
        and a.period_start = d.period_start and a.kind <> 'manual')
      and not exists (select 1 from audit_log x where x.action = 'award.compute'
        and x.entity_type = 'award_period'
        and x.entity_id = d.locale_id::text || ':' || d.period || ':' || to_char(d.period_start, 'YYYY-MM-DD'))`,
  );
}

/** Today's date (ISO) on the locale's clock. */
export async function localeToday(db: Executor, localeId: string): Promise<string | null> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as today from locales
      where id = ${localeId}`,
  );
  return row?.today ?? null;
}
