import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceSummarySchema,
  flockReportSchema,
  localeTrendSchema,
  myAttendanceSummarySchema,
} from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines, signIn, type SignedIn } from '../../../../test/harness.ts';
import {
  makeAccount,
  makeCheckIn,
  makeDistrict,
  makeFlock,
  makeGathering,
  makeLocale,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  districtAdminGrant,
} from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';
import { addDays, todayIn, weekStart } from './report-periods.ts';

/** An instant from a Manila wall-clock date and hour (UTC+8 all year). */
const manila = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

describe.each(routeEngines)('attendance reports on %s', (engine) => {
  let w: EventsWorld;

  /** A locale of its own (Manila) with an admin, flocks C1-Joy and C1-Faith (cluster C1) and C2-Hope, and a leader of Joy. */
  async function makeParish() {
    const district = await makeDistrict(w.t.db);
    const locale = await makeLocale(w.t.db, { districtId: district.id, serviceSchedule: [] });
    const joy = await makeFlock(w.t.db, locale.id, 'C1-Joy');
    const faith = await makeFlock(w.t.db, locale.id, 'C1-Faith');
    const hope = await makeFlock(w.t.db, locale.id, 'C2-Hope');
    const admin = await makeAccount(w.t.db, {
      localeId: locale.id,
      userType: 'admin',
      grants: [localeAdminGrant(locale.id)],
    });
    const leader = await makeAccount(w.t.db, {
      localeId: locale.id,
      flockId: joy.id,
      firstName: 'Lito',
      lastName: 'Leader',
      grants: [flockLeaderGrant(joy.id)],
    });
    const person = (flockId: string | null, firstName: string) =>
      makeAccount(w.t.db, { localeId: locale.id, flockId, firstName, lastName: 'Cruz' });
    const [ana, ben, cora, dan] = [
      await person(joy.id, 'Ana'),
      await person(joy.id, 'Ben'),
      await person(hope.id, 'Cora'),
      await person(null, 'Dan'),
    ];
    return {
      district,
      locale,
      joy,
      faith,
      hope,
      people: { ana: ana!, ben: ben!, cora: cora!, dan: dan! },
      admin: await signIn(w.t.app, admin.email, TEST_PASSWORD),
      leader: { ...(await signIn(w.t.app, leader.email, TEST_PASSWORD)), memberId: leader.memberId },
    };
  }

  /** A gathering's roll-up, summed over its rows. */
  async function rolledUp(gatheringId: string) {
    const [row] = await queryRows<{ present: number; first: number }>(
      w.t.db,
      sql`select coalesce(sum(present), 0)::int as present, coalesce(sum(first_timers), 0)::int as first
            from attendance_daily where gathering_id = ${gatheringId}`,
    );
    return { present: Number(row!.present), firstTimers: Number(row!.first) };
  }

  const run = (statement: string) => w.t.db.execute(sql.raw(statement));

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(() => w.t.close());

  describe('roll-ups', () => {
    it('marks a check-in’s gathering dirty, and the chore rolls it up by flock, cluster and member type', async () => {
      const p = await makeParish();
      const g = await makeGathering(w.t.db, p.locale.id, { startsAt: manila('2025-03-02') });
      await makeCheckIn(w.t.db, g, p.people.ana.memberId);
      await makeCheckIn(w.t.db, g, p.people.ben.memberId);
      await makeCheckIn(w.t.db, g, p.people.dan.memberId);
      expect(await w.count('attendance_dirty', `gathering_id = '${g.id}'`)).toBeGreaterThan(0);
      expect(await w.count('attendance_daily', `gathering_id = '${g.id}'`)).toBe(0);

      const done = await w.t.app.services.housekeeping.runAll();
      expect(done['attendance-rollups']).toBeGreaterThan(0);
      expect(await w.count('attendance_dirty', `gathering_id = '${g.id}'`)).toBe(0);
      expect(
        await w.count(
          'attendance_daily',
          `gathering_id = '${g.id}' and flock_id = '${p.joy.id}' and cluster = 'C1' and member_type = 'member'
           and present = 2 and first_timers = 2 and day = '2025-03-02' and locale_id = '${p.locale.id}'`,
        ),
      ).toBe(1);
      expect(
        await w.count(
          'attendance_daily',
          `gathering_id = '${g.id}' and flock_id is null and cluster = 'No Cluster' and present = 1`,
        ),
      ).toBe(1);
    });

    it('follows a removed check-in, and hands the first-timer mark to the member’s next check-in', async () => {
      const p = await makeParish();
      const early = await makeGathering(w.t.db, p.locale.id, { startsAt: manila('2025-03-02') });
      const late = await makeGathering(w.t.db, p.locale.id, { startsAt: manila('2025-03-09') });
      const first = await makeCheckIn(w.t.db, early, p.people.ana.memberId, { checkedInAt: early.startsAt });
      await makeCheckIn(w.t.db, late, p.people.ana.memberId, { checkedInAt: late.startsAt });
      await w.t.app.services.attendanceReports.rollUpDirty();
      expect(await rolledUp(early.id)).toEqual({ present: 1, firstTimers: 1 });
      expect(await rolledUp(late.id)).toEqual({ present: 1, firstTimers: 0 });

      await run(`delete from check_ins where id = '${first.id}'`);
      await w.t.app.services.attendanceReports.rollUpDirty();
      expect(await rolledUp(early.id)).toEqual({ present: 0, firstTimers: 0 });
      expect(await rolledUp(late.id)).toEqual({ present: 1, firstTimers: 1 });

      // A check-in recorded later for an earlier gathering takes the mark back.
      const earliest = await makeGathering(w.t.db, p.locale.id, { startsAt: manila('2025-02-23') });
      await makeCheckIn(w.t.db, earliest, p.people.ana.memberId, { checkedInAt: earliest.startsAt });
      await w.t.app.services.attendanceReports.rollUpDirty();
      expect(await rolledUp(earliest.id)).toEqual({ present: 1, firstTimers: 1 });
      expect(await rolledUp(late.id)).toEqual({ present: 1, firstTimers: 0 });
    });

    it('puts a gathering on its locale’s date east of UTC, and moves it when the gathering moves', async () => {
      const p = await makeParish();
      // Sunday 17:00 UTC is Monday 01:00 in Manila: Monday's date, and the week that Monday starts.
      const g = await makeGathering(w.t.db, p.locale.id, { startsAt: new Date('2025-06-01T17:00:00Z') });
      await makeCheckIn(w.t.db, g, p.people.ana.memberId);
      await w.t.app.services.attendanceReports.rollUpDirty();
      expect(await w.count('attendance_daily', `gathering_id = '${g.id}' and day = '2025-06-02'`)).toBe(1);
      const trend = await w.call(
        p.admin,
        'GET',
        `attendance/locales/${p.locale.id}/trend?period=week&from=2025-05-26&to=2025-06-08`,
      );
      expect(trend.statusCode, trend.body).toBe(200);
      expect(localeTrendSchema.parse(trend.json()).periods.map((x) => [x.start, x.present])).toEqual([
        ['2025-05-26', 0],
        ['2025-06-02', 1],
      ]);

      await run(`update gatherings set starts_at = '2025-06-01T10:00:00Z' where id = '${g.id}'`);
      const moved = await w.call(
        p.admin,
        'GET',
        `attendance/locales/${p.locale.id}/trend?period=week&from=2025-05-26&to=2025-06-08`,
      );
      expect(moved.json().periods.map((x: { present: number }) => x.present)).toEqual([1, 0]);
    });
  });

  describe('GET /attendance/locales/:localeId/trend', () => {
    it('is never stale: a check-in recorded through the API counts at once, and its removal too', async () => {
      const p = await makeParish();
      const today = todayIn('Asia/Manila');
      const g = await makeGathering(w.t.db, p.locale.id, {
        name: 'Sunday Worship',
        startsAt: new Date(Date.now() - 30 * 60_000),
        endsAt: new Date(Date.now() + 60 * 60_000),
      });
      // A week back, so that the gathering is in it whatever the hour.
      const url = `attendance/locales/${p.locale.id}/trend?period=month&from=${addDays(today, -7)}&to=${today}`;
      const read = async () => {
        const trend = localeTrendSchema.parse((await w.call(p.admin, 'GET', url)).json());
        const sum = (field: 'present' | 'firstTimers' | 'gatherings') =>
          trend.periods.reduce((total, period) => total + period[field], 0);
        return {
          ...trend,
          totals: { present: sum('present'), firstTimers: sum('firstTimers'), gatherings: sum('gatherings') },
        };
      };
      expect((await read()).totals).toEqual({ present: 0, firstTimers: 0, gatherings: 1 });

      const made = await w.call(p.admin, 'POST', 'checkins', {
        gatheringId: g.id,
        memberId: p.people.cora.memberId,
        method: 'manual',
        clientId: randomUUID(),
      });
      expect(made.statusCode, made.body).toBe(201);
      const after = await read();
      expect(after.totals).toEqual({ present: 1, firstTimers: 1, gatherings: 1 });
      expect(after.byService).toEqual([expect.objectContaining({ title: 'Sunday Worship', total: 1 })]);
      expect(after.byCluster).toEqual([expect.objectContaining({ cluster: 'C2', total: 1 })]);

      const removed = await w.call(p.admin, 'DELETE', `checkins/${made.json().checkin.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      const gone = await read();
      expect(gone.totals).toEqual({ present: 0, firstTimers: 0, gatherings: 1 });
      expect(gone.byService).toEqual([]);
    });

    it('counts by month, by service and by cluster, with twelve periods by default', async () => {
      const p = await makeParish();
      const worship = await makeGathering(w.t.db, p.locale.id, {
        name: 'Worship',
        startsAt: manila('2025-04-06'),
      });
      const prayer = await makeGathering(w.t.db, p.locale.id, {
        name: 'Prayer',
        startsAt: manila('2025-05-07'),
      });
      for (const who of [p.people.ana, p.people.ben, p.people.cora])
        await makeCheckIn(w.t.db, worship, who.memberId);
      await makeCheckIn(w.t.db, prayer, p.people.ana.memberId);
      const response = await w.call(
        p.admin,
        'GET',
        `attendance/locales/${p.locale.id}/trend?period=month&from=2025-04-01&to=2025-05-31`,
      );
      const trend = localeTrendSchema.parse(response.json());
      expect(trend.periods).toEqual([
        { start: '2025-04-01', end: '2025-04-30', gatherings: 1, present: 3, firstTimers: 3 },
        { start: '2025-05-01', end: '2025-05-31', gatherings: 1, present: 1, firstTimers: 0 },
      ]);
      expect(trend.byService).toEqual([
        { title: 'Worship', present: [3, 0], total: 3 },
        { title: 'Prayer', present: [0, 1], total: 1 },
      ]);
      expect(trend.byCluster).toEqual([
        { cluster: 'C1', present: [2, 1], total: 3 },
        { cluster: 'C2', present: [1, 0], total: 1 },
      ]);

      const byDefault = localeTrendSchema.parse(
        (await w.call(p.admin, 'GET', `attendance/locales/${p.locale.id}/trend`)).json(),
      );
      expect(byDefault.period).toBe('week');
      expect(byDefault.periods).toHaveLength(12);
      expect(byDefault.to).toBe(todayIn('Asia/Manila'));
    });

    it('refuses an admin of another locale, a flock leader and a member; 401 without a session', async () => {
      const url = `attendance/locales/${w.ids.a}/trend`;
      for (const caller of ['secretaryB', 'districtSouth', 'leader', 'member'] as const) {
        const response = await w.call(caller, 'GET', url);
        expect(response.statusCode, caller).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
      expect((await w.call(null, 'GET', url)).statusCode).toBe(401);
      for (const caller of ['secretary', 'district', 'superAdmin'] as const) {
        expect((await w.call(caller, 'GET', url)).statusCode, caller).toBe(200);
      }
    });

    it('answers 422 with the envelope for a range backwards, longer than two years, or not a date', async () => {
      for (const query of [
        'from=2025-05-01&to=2025-04-01',
        'from=2023-01-01&to=2025-06-01',
        'from=2025-13-01',
        'period=day',
      ]) {
        const response = await w.call('secretary', 'GET', `attendance/locales/${w.ids.a}/trend?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().error.code, query).toBe('invalid_input');
      }
    });
  });

  describe('GET /attendance/summary', () => {
    it('rolls a district up by locale, a locale by cluster, a cluster by flock and a flock by member', async () => {
      const p = await makeParish();
      const second = await makeLocale(w.t.db, {
        districtId: p.district.id,
        name: `Annex ${randomUUID().slice(0, 6)}`,
      });
      const g1 = await makeGathering(w.t.db, p.locale.id, { startsAt: manila('2025-04-06') });
      const g2 = await makeGathering(w.t.db, p.locale.id, { startsAt: manila('2025-04-13') });
      const g3 = await makeGathering(w.t.db, second.id, { startsAt: manila('2025-04-13') });
      const visitor = await makeAccount(w.t.db, { localeId: second.id });
      await makeCheckIn(w.t.db, g1, p.people.ana.memberId);
      await makeCheckIn(w.t.db, g2, p.people.ana.memberId);
      await makeCheckIn(w.t.db, g2, p.people.ben.memberId);
      await makeCheckIn(w.t.db, g2, p.people.cora.memberId);
      await makeCheckIn(w.t.db, g1, p.people.dan.memberId);
      await makeCheckIn(w.t.db, g3, visitor.memberId);
      const district = await makeAccount(w.t.db, {
        localeId: p.locale.id,
        userType: 'admin',
        grants: [districtAdminGrant(p.district.id)],
      });
      const districtAdmin = await signIn(w.t.app, district.email, TEST_PASSWORD);
      const range = 'period=week&from=2025-04-07&to=2025-04-20';
      const summary = async (who: SignedIn, query: string) => {
        const response = await w.call(who, 'GET', `attendance/summary?${query}&${range}`);
        expect(response.statusCode, response.body).toBe(200);
        return attendanceSummarySchema.parse(response.json());
      };

      const byLocale = await summary(districtAdmin, `scope=district&id=${p.district.id}`);
      expect(byLocale.periods.map((x) => [x.start, x.present, x.gatherings])).toEqual([
        ['2025-04-07', 4, 2],
        ['2025-04-14', 0, 0],
      ]);
      // By name: "Annex …" before "Locale …".
      expect(byLocale.rows.map((r) => [r.id, r.present])).toEqual([
        [second.id, [1, 0]],
        [p.locale.id, [3, 0]],
      ]);

      const byCluster = await summary(p.admin, `scope=locale&id=${p.locale.id}`);
      expect(byCluster.rows.map((r) => [r.name, r.present[0]])).toEqual([
        ['C1', 2],
        ['C2', 1],
      ]);

      const byFlock = await summary(p.admin, `scope=cluster&id=${p.locale.id}&cluster=C1`);
      expect(byFlock.periods[0]!.present).toBe(2);
      expect(byFlock.rows.map((r) => [r.name, r.present[0]])).toEqual([
        ['C1-Faith', 0],
        ['C1-Joy', 2],
      ]);

      const byMember = await summary(p.leader, `scope=flock&id=${p.joy.id}`);
      expect(byMember.name).toBe('C1-Joy');
      expect(byMember.rows.map((r) => [r.name, r.present, r.firstTimers])).toEqual([
        ['Ana Cruz', [1, 0], [0, 0]],
        ['Ben Cruz', [1, 0], [1, 0]],
        ['Lito Leader', [0, 0], [0, 0]],
      ]);
    });

    it('refuses callers outside the scope', async () => {
      const refusals: [Parameters<EventsWorld['call']>[0], string][] = [
        ['secretary', `scope=district&id=${(await makeDistrict(w.t.db)).id}`],
        ['secretary', `scope=locale&id=${w.ids.b}`],
        ['secretaryB', `scope=cluster&id=${w.ids.a}&cluster=C1`],
        ['districtSouth', `scope=locale&id=${w.ids.a}`],
        ['member', `scope=flock&id=${w.ids.joy}`],
        ['otherLeader', `scope=flock&id=${w.ids.joy}`],
        ['leader', `scope=locale&id=${w.ids.a}`],
      ];
      for (const [caller, query] of refusals) {
        const response = await w.call(caller, 'GET', `attendance/summary?${query}`);
        expect(response.statusCode, `${String(caller)} ${query}`).toBe(403);
      }
      expect(
        (await w.call('leader', 'GET', `attendance/summary?scope=flock&id=${w.ids.joy}`)).statusCode,
      ).toBe(200);
      expect(
        (await w.call('superAdmin', 'GET', `attendance/summary?scope=flock&id=${randomUUID()}`)).statusCode,
      ).toBe(404);
    });

    it('answers 422 for a cluster summary without its cluster and for a bad range', async () => {
      for (const query of [
        `scope=cluster&id=${w.ids.a}`,
        `scope=locale&id=${w.ids.a}&cluster=C1`,
        `scope=locale&id=${w.ids.a}&from=2025-02-01&to=2025-01-01`,
        `scope=town&id=${w.ids.a}`,
      ]) {
        const response = await w.call('secretary', 'GET', `attendance/summary?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().error.code).toBe('invalid_input');
      }
    });
  });

  describe('GET /attendance/flocks/:flockId', () => {
    it('shows a week’s present and absent members and the care list of those gone three gathering weeks', async () => {
      const p = await makeParish();
      const thisWeek = weekStart(todayIn('Asia/Manila'));
      const weeks = [3, 2, 1].map((k) => addDays(thisWeek, -7 * k));
      const past = [];
      for (const day of weeks) past.push(await makeGathering(w.t.db, p.locale.id, { startsAt: manila(day) }));
      // Ana comes every week; Ben came only in a week before the three; the leader came in the last one.
      const older = await makeGathering(w.t.db, p.locale.id, { startsAt: manila(addDays(thisWeek, -28)) });
      for (const g of past) await makeCheckIn(w.t.db, g, p.people.ana.memberId);
      await makeCheckIn(w.t.db, older, p.people.ben.memberId);
      await makeCheckIn(w.t.db, past[2]!, p.leader.memberId);
      // The members counted since before the weeks began.
      await run(`update members set endorsed_at = now() - interval '60 days' where flock_id = '${p.joy.id}'`);

      const response = await w.call(p.leader, 'GET', `attendance/flocks/${p.joy.id}?week=${weeks[2]}`);
      expect(response.statusCode, response.body).toBe(200);
      const report = flockReportSchema.parse(response.json());
      expect(report.from).toBe(weeks[2]);
      expect(report.gatherings.map((g) => g.id)).toEqual([past[2]!.id]);
      expect(report.present.map((m) => [m.displayName, m.attended])).toEqual([
        ['Ana Cruz', 1],
        ['Lito Leader', 1],
      ]);
      expect(report.absent).toEqual([
        expect.objectContaining({ displayName: 'Ben Cruz', lastAttendedOn: addDays(thisWeek, -28) }),
      ]);
      expect(report.careSince).toBe(weeks[0]);
      expect(report.careList.map((m) => [m.displayName, m.lastAttendedOn])).toEqual([
        ['Ben Cruz', addDays(thisWeek, -28)],
      ]);

      const one = await w.call(p.admin, 'GET', `attendance/flocks/${p.joy.id}?gatheringId=${past[0]!.id}`);
      expect(flockReportSchema.parse(one.json()).present.map((m) => m.displayName)).toEqual(['Ana Cruz']);
      const elsewhere = await w.call(
        p.admin,
        'GET',
        `attendance/flocks/${p.joy.id}?gatheringId=${w.ids.openA}`,
      );
      expect(elsewhere.statusCode).toBe(422);
    });

    it('gives the absent and the care list their mobile and first name, so the leader or an admin can call them', async () => {
      const p = await makeParish();
      const thisWeek = weekStart(todayIn('Asia/Manila'));
      const weeks = [3, 2, 1].map((k) => addDays(thisWeek, -7 * k));
      const past = [];
      for (const day of weeks) past.push(await makeGathering(w.t.db, p.locale.id, { startsAt: manila(day) }));
      for (const g of past) await makeCheckIn(w.t.db, g, p.people.ana.memberId);
      await run(`update members set endorsed_at = now() - interval '60 days' where flock_id = '${p.joy.id}'`);
      await run(`update members set mobile = '+639171234567' where id = '${p.people.ben.memberId}'`);
      await run(`update members set mobile = null where id = '${p.leader.memberId}'`);

      for (const caller of [p.leader, p.admin]) {
        const response = await w.call(caller, 'GET', `attendance/flocks/${p.joy.id}?week=${weeks[2]}`);
        expect(response.statusCode, response.body).toBe(200);
        const report = flockReportSchema.parse(response.json());
        expect(report.absent.map((m) => [m.displayName, m.mobile])).toEqual([
          ['Ben Cruz', '+639171234567'],
          ['Lito Leader', null],
        ]);
        expect(report.careList.map((m) => [m.displayName, m.mobile])).toEqual([
          ['Ben Cruz', '+639171234567'],
          ['Lito Leader', null],
        ]);
        // A short "who to call" (home's leader card) names them by their first name.
        expect(report.careList.map((m) => m.firstName)).toEqual(['Ben', 'Lito']);
        expect(report.absent.map((m) => m.firstName)).toEqual(['Ben', 'Lito']);
        // Those who came are not on a list to be called.
        expect(report.present[0]).not.toHaveProperty('mobile');
      }
    });

    it('lets only the flock’s leader and the locale’s admins read it', async () => {
      const url = `attendance/flocks/${w.ids.joy}`;
      for (const caller of ['member', 'otherLeader', 'secretaryB', 'districtSouth', 'stranger'] as const) {
        expect((await w.call(caller, 'GET', url)).statusCode, caller).toBe(403);
      }
      for (const caller of ['leader', 'secretary', 'district', 'superAdmin'] as const) {
        expect((await w.call(caller, 'GET', url)).statusCode, caller).toBe(200);
      }
      expect((await w.call('leader', 'GET', `attendance/flocks/${randomUUID()}`)).statusCode).toBe(403);
    });
  });

  describe('GET /attendance/me', () => {
    it('counts the streak up to this week, the last twelve weeks and the totals', async () => {
      const p = await makeParish();
      const me = await signIn(w.t.app, p.people.ben.email, TEST_PASSWORD);
      const thisWeek = weekStart(todayIn('Asia/Manila'));
      for (const k of [1, 2, 3, 5]) {
        const g = await makeGathering(w.t.db, p.locale.id, { startsAt: manila(addDays(thisWeek, -7 * k)) });
        await makeCheckIn(w.t.db, g, p.people.ben.memberId);
      }
      await makeGathering(w.t.db, p.locale.id, { startsAt: manila(addDays(thisWeek, -7), 18) });

      const first = myAttendanceSummarySchema.parse((await w.call(me, 'GET', 'attendance/me')).json());
      expect(first).toMatchObject({
        memberId: p.people.ben.memberId,
        streakWeeks: 3,
        attendedThisWeek: false,
      });
      expect(first.weeks).toHaveLength(12);
      expect(first.weeks.at(-1)!.start).toBe(thisWeek);
      expect(first.weeks.at(-2)).toEqual({
        start: addDays(thisWeek, -7),
        end: addDays(thisWeek, -1),
        attended: 1,
        gatherings: 2,
      });
      expect(first.totals).toEqual({
        checkIns: 4,
        inWeeksShown: 4,
        firstCheckInOn: addDays(thisWeek, -35),
        lastCheckInOn: addDays(thisWeek, -7),
      });

      const now = await makeGathering(w.t.db, p.locale.id, { startsAt: new Date(Date.now() - 60_000) });
      await makeCheckIn(w.t.db, now, p.people.ben.memberId);
      const second = myAttendanceSummarySchema.parse((await w.call(me, 'GET', 'attendance/me')).json());
      expect(second).toMatchObject({ streakWeeks: 4, attendedThisWeek: true });
    });

    it('refuses a caller without a member record, and one not endorsed', async () => {
      const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
      expect((await w.call(kiosk, 'GET', 'attendance/me')).statusCode).toBe(403);
      expect((await w.call('pending', 'GET', 'attendance/me')).statusCode).toBe(403);
      expect((await w.call(null, 'GET', 'attendance/me')).statusCode).toBe(401);
    });
  });
});
