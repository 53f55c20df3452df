import {
  ATTENDANCE_REPORT_LIMITS,
  type AttendanceSummary,
  type AttendanceSummaryQuery,
  type FlockReport,
  type LocaleTrend,
  type MyAttendanceSummary,
  type ReportPeriod,
  type ReportPeriodTotals,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { summarySubject } from '../../../access/attendance-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { outsideScope, requireAdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden, invalidInput } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import type { GatheringsService } from '../gatherings/gatherings.service.ts';
import {
  clustersOfLocale,
  countCheckInsAt,
  countGatherings,
  findDistrict,
  findFlock,
  findFlockMembers,
  findGathering,
  findGatheringsBetween,
  findMemberLocale,
  flockNames,
  flocksOfCluster,
  gatheringsPerWeek,
  gatheringWeeksBefore,
  lastAttendedDays,
  latestGatheringDay,
  memberWeeks,
  sumMemberCheckIns,
  sumRollups,
  type PeriodSum,
  type ReportMemberRow,
  type ReportRange,
  type RollupKey,
} from './attendance-reports.repository.ts';
import { findDirty, rollUpGathering, type DirtyGathering } from './attendance-rollups.repository.ts';
import { addDays, periodsBetween, reportRange, todayIn, weekStart } from './report-periods.ts';

const { rowsMax, seriesMax, myWeeks, careAbsentWeeks } = ATTENDANCE_REPORT_LIMITS;
/** Dirty gatherings taken per query; a chore run stops after CHORE_MAX (the next run goes on). */
const DIRTY_BATCH = 500;
const CHORE_MAX = 20_000;

const displayName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
const person = (m: ReportMemberRow) => ({ id: m.id, displayName: displayName(m), photo: m.photo });

/** One value per period for each key, in the order of `periods`. */
function byKey(sums: PeriodSum[], periods: { start: string }[]) {
  const index = new Map(periods.map((p, i) => [p.start, i]));
  const series = new Map<string, { present: number[]; firstTimers: number[]; total: number }>();
  for (const sum of sums) {
    const at = index.get(sum.period);
    if (at === undefined) continue;
    let line = series.get(sum.key);
    if (!line) {
      line = { present: periods.map(() => 0), firstTimers: periods.map(() => 0), total: 0 };
      series.set(sum.key, line);
    }
    line.present[at]! += sum.present;
    line.firstTimers[at]! += sum.firstTimers;
    line.total += sum.present;
  }
  return series;
}

const emptyLine = (periods: unknown[]) => ({
  present: periods.map(() => 0),
  firstTimers: periods.map(() => 0),
  total: 0,
});

/**
 * Attendance reports (issue 11): the locale, district, cluster and flock reports read the daily roll-ups
 * (`attendance_daily`), which this feature keeps: the triggers mark the gatherings whose check-ins changed, and
 * their rows are recomputed by the housekeeping chore and, for the locales a report reads, before it reads — so
 * a report is never behind the check-ins. The member's and flock's own pages read their few check-ins directly.
 */
export function createAttendanceReportsService(
  db: Database,
  deps: { gatherings: GatheringsService; housekeeping: Housekeeping },
) {
  const { gatherings } = deps;

  async function rollUp(dirty: DirtyGathering[]): Promise<number> {
    for (const one of dirty) await db.transaction((tx) => rollUpGathering(tx, one));
    return dirty.length;
  }

  /** Brings the roll-ups of these locales (all, when null) up to date; answers how many gatherings it redid. */
  async function refresh(localeIds: string[] | null, max = Number.POSITIVE_INFINITY): Promise<number> {
    let done = 0;
    while (done < max) {
      const dirty = await findDirty(db, localeIds, DIRTY_BATCH);
      if (dirty.length === 0) break;
      done += await rollUp(dirty);
      if (dirty.length < DIRTY_BATCH) break;
    }
    return done;
  }

  deps.housekeeping.add({ name: 'attendance-rollups', run: () => refresh(null, CHORE_MAX) });

  /** Totals per period of the locales (roll-ups, `only` one cluster or flock) with their gatherings held. */
  async function totals(
    localeIds: string[],
    range: ReportRange,
    only: { cluster?: string; flockId?: string } = {},
  ): Promise<{ periods: ReportPeriodTotals[]; list: { start: string; end: string }[] }> {
    const list = periodsBetween(range.from, range.to, range.period);
    const [sums, held] = await Promise.all([
      sumRollups(db, localeIds, range, 'all', only),
      countGatherings(db, localeIds, range),
    ]);
    const line = byKey(sums, list).get('') ?? emptyLine(list);
    const heldBy = new Map<string, number>();
    for (const h of held) heldBy.set(h.period, (heldBy.get(h.period) ?? 0) + h.gatherings);
    return {
      list,
      periods: list.map((p, i) => ({
        ...p,
        gatherings: heldBy.get(p.start) ?? 0,
        present: line.present[i]!,
        firstTimers: line.firstTimers[i]!,
      })),
    };
  }

  async function rollupRows(localeIds: string[], range: ReportRange, key: RollupKey, only = {}) {
    return byKey(
      await sumRollups(db, localeIds, range, key, only),
      periodsBetween(range.from, range.to, range.period),
    );
  }

  function rowsOf(
    entries: { key: string; id: string | null; name: string }[],
    series: ReturnType<typeof byKey>,
    list: unknown[],
  ) {
    const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
    return {
      rows: sorted
        .slice(0, rowsMax)
        .map((e) => ({ id: e.id, name: e.name, ...(series.get(e.key) ?? emptyLine(list)) })),
      truncated: sorted.length > rowsMax,
    };
  }

  return {
    /** Rolls up the gatherings marked dirty, of all locales (the chore; tests call it). */
    rollUpDirty: () => refresh(null, CHORE_MAX),

    /** `GET attendance/me`: the signed-in endorsed member. */
    async mine(actor: Actor): Promise<MyAttendanceSummary> {
      if (!actor.memberId || !actor.endorsed) throw forbidden('Only a member has an attendance record');
      const place = await findMemberLocale(db, actor.memberId);
      if (!place) throw forbidden('Only a member has an attendance record');
      const thisWeek = weekStart(todayIn(place.timeZone));
      const firstWeek = addDays(thisWeek, -7 * (myWeeks - 1));
      const [history, held] = await Promise.all([
        memberWeeks(db, actor.memberId, place.timeZone),
        gatheringsPerWeek(db, place.localeId, firstWeek),
      ]);
      const attended = new Map(history.weeks.map((w) => [w.week, w.n]));
      let streakWeeks = 0;
      // This week breaks nothing until it is over.
      for (
        let week = attended.has(thisWeek) ? thisWeek : addDays(thisWeek, -7);
        attended.has(week);
        week = addDays(week, -7)
      ) {
        streakWeeks += 1;
      }
      const weeks = Array.from({ length: myWeeks }, (_, i) => {
        const start = addDays(firstWeek, 7 * i);
        return {
          start,
          end: addDays(start, 6),
          attended: attended.get(start) ?? 0,
          gatherings: held.get(start) ?? 0,
        };
      });
      return {
        memberId: actor.memberId,
        localeId: place.localeId,
        streakWeeks,
        attendedThisWeek: attended.has(thisWeek),
        weeks,
        totals: {
          checkIns: history.total,
          inWeeksShown: weeks.reduce((sum, w) => sum + w.attended, 0),
          firstCheckInOn: history.first,
          lastCheckInOn: history.last,
        },
      };
    },

    /** `GET attendance/flocks/{flockId}`: the flock's leader or an admin over its locale. */
    /** `allowed`: a flock the caller leads or whose locale they administer (the call's rule). */
    async flock(
      allowed: RecordInScope<'flock'>,
      query: { gatheringId?: string; week?: string },
    ): Promise<FlockReport> {
      const flock = (await findFlock(db, allowed.id))!;
      let from: string;
      let to: string;
      let held;
      if (query.gatheringId) {
        const gathering = await findGathering(db, query.gatheringId);
        if (!gathering || gathering.localeId !== flock.localeId) {
          throw invalidInput([{ path: 'gatheringId', message: 'Not a gathering of this flock’s locale' }]);
        }
        from = to = gathering.day;
        held = [gathering];
      } else {
        const day = query.week ?? (await latestGatheringDay(db, flock.localeId)) ?? todayIn(flock.timeZone);
        from = weekStart(day);
        to = addDays(from, 6);
        held = await findGatheringsBetween(db, flock.localeId, from, to);
      }
      const members = await findFlockMembers(db, flock.id, rowsMax);
      const ids = members.map((m) => m.id);
      const thisWeek = weekStart(todayIn(flock.timeZone));
      const [came, last, careWeeks] = await Promise.all([
        countCheckInsAt(
          db,
          held.map((g) => g.id),
          ids,
        ),
        lastAttendedDays(db, ids),
        gatheringWeeksBefore(db, flock.localeId, thisWeek, careAbsentWeeks),
      ]);
      const careSince = careWeeks.length === careAbsentWeeks ? careWeeks.at(-1)! : null;
      // Its readers are the flock's leader and admins over its locale: the absent and the care list come with
      // a way to reach them.
      const lastOf = (m: ReportMemberRow) => ({
        ...person(m),
        lastAttendedOn: last.get(m.id) ?? null,
        mobile: m.mobile ?? null,
        firstName: m.firstName,
      });
      return {
        flock: { id: flock.id, name: flock.name, cluster: flock.cluster, localeId: flock.localeId },
        from,
        to,
        gatherings: held.map((g) => ({ id: g.id, title: g.title, startsAt: g.startsAt.toISOString() })),
        present: members
          .filter((m) => came.has(m.id))
          .map((m) => ({ ...person(m), attended: came.get(m.id)! })),
        absent: members.filter((m) => !came.has(m.id)).map(lastOf),
        careSince,
        // Someone who joined after the weeks began has not missed them.
        careList:
          careSince === null
            ? []
            : members
                .filter(
                  (m) => todayIn(flock.timeZone, m.since) < careSince && (last.get(m.id) ?? '') < careSince,
                )
                .map(lastOf),
      };
    },

    /** `GET attendance/locales/{localeId}/trend`: admins over the locale. */
    async localeTrend(
      allowed: RecordInScope<'locale'>,
      query: { period: ReportPeriod; from?: string; to?: string },
    ): Promise<LocaleTrend> {
      const locale = (await gatherings.locale(allowed.id))!;
      const range = reportRange(query, todayIn(locale.timeZone));
      await refresh([locale.id]);
      const [{ periods }, services, clusters] = await Promise.all([
        totals([locale.id], range),
        rollupRows([locale.id], range, 'service'),
        rollupRows([locale.id], range, 'cluster'),
      ]);
      const largest = (series: ReturnType<typeof byKey>) =>
        [...series.entries()]
          .sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))
          .slice(0, seriesMax);
      return {
        localeId: locale.id,
        ...range,
        periods,
        byService: largest(services).map(([title, l]) => ({ title, present: l.present, total: l.total })),
        byCluster: largest(clusters).map(([cluster, l]) => ({ cluster, present: l.present, total: l.total })),
      };
    },

    /** `GET attendance/summary`: a district, locale, cluster or flock, one level down. */
    async summary(actor: Actor, query: AttendanceSummaryQuery): Promise<AttendanceSummary> {
      const base = { scope: query.scope, id: query.id, cluster: query.cluster ?? null, period: query.period };
      if (query.scope === 'district') {
        const scope = requireAdminScope(actor);
        const district = await findDistrict(db, query.id);
        if (!district || !(scope.all || scope.districtIds.includes(district.id))) {
          throw outsideScope(actor, district !== null, 'The district', 'This district is outside your scope');
        }
        const range = reportRange(query, todayIn('UTC'));
        const localeIds = district.locales.slice(0, rowsMax).map((l) => l.id);
        await refresh(localeIds);
        const [{ periods, list }, series] = await Promise.all([
          totals(localeIds, range),
          rollupRows(localeIds, range, 'locale'),
        ]);
        const { rows } = rowsOf(
          district.locales.slice(0, rowsMax).map((l) => ({ key: l.id, id: l.id, name: l.name })),
          series,
          list,
        );
        return {
          ...base,
          name: district.name,
          ...range,
          periods,
          rows,
          truncated: district.locales.length > rowsMax,
        };
      }

      if (query.scope === 'flock') {
        const allowed = await summarySubject(db, actor, { scope: 'flock', id: query.id });
        const flock = (await findFlock(db, allowed.id))!;
        const range = reportRange(query, todayIn(flock.timeZone));
        await refresh([flock.localeId]);
        const members = await findFlockMembers(db, flock.id, rowsMax + 1);
        const shown = members.slice(0, rowsMax);
        const [{ periods, list }, sums] = await Promise.all([
          totals([flock.localeId], range, { flockId: flock.id }),
          sumMemberCheckIns(
            db,
            flock.localeId,
            shown.map((m) => m.id),
            range,
          ),
        ]);
        const { rows } = rowsOf(
          shown.map((m) => ({ key: m.id, id: m.id, name: displayName(m) })),
          byKey(sums, list),
          list,
        );
        return { ...base, name: flock.name, ...range, periods, rows, truncated: members.length > rowsMax };
      }

      const allowed = await summarySubject(db, actor, { scope: query.scope, id: query.id });
      const locale = (await gatherings.locale(allowed.id))!;
      const range = reportRange(query, todayIn(locale.timeZone));
      await refresh([locale.id]);
      if (query.scope === 'locale') {
        const [{ periods, list }, series, clusters] = await Promise.all([
          totals([locale.id], range),
          rollupRows([locale.id], range, 'cluster'),
          clustersOfLocale(db, locale.id),
        ]);
        const names = new Set([...clusters, ...series.keys()]);
        const { rows, truncated } = rowsOf(
          [...names].map((name) => ({ key: name, id: null, name })),
          series,
          list,
        );
        return { ...base, name: locale.name, ...range, periods, rows, truncated };
      }

      const cluster = query.cluster!;
      const [{ periods, list }, series, current] = await Promise.all([
        totals([locale.id], range, { cluster }),
        rollupRows([locale.id], range, 'flock', { cluster }),
        flocksOfCluster(db, locale.id, cluster),
      ]);
      const known = new Map(current.map((f) => [f.id, f.name]));
      const gone = [...series.keys()].filter((key) => key !== '' && !known.has(key));
      for (const [id, name] of await flockNames(db, gone)) known.set(id, name);
      const entries: { key: string; id: string | null; name: string }[] = [...known].map(([id, name]) => ({
        key: id,
        id,
        name,
      }));
      // A removed flock keeps its id with an empty name; people of no flock (or of another locale's): id null.
      for (const key of gone) if (!known.has(key)) entries.push({ key, id: key, name: '' });
      if (series.has('')) entries.push({ key: '', id: null, name: '' });
      const { rows, truncated } = rowsOf(entries, series, list);
      return { ...base, name: cluster, ...range, periods, rows, truncated };
    },
  };
}
export type AttendanceReportsService = ReturnType<typeof createAttendanceReportsService>;
