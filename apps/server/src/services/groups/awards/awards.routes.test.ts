import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { awardDetailSchema, awardPageSchema, awardSchema, computedAwardsSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { as, createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import { makeCheckIn, makeGathering, makeMember } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';

/** Noon on a day, Manila time (the test locales' zone). */
const manilaNoon = (day: string) => new Date(`${day}T12:00:00+08:00`);
const MARCH = ['2025-03-02', '2025-03-09', '2025-03-16', '2025-03-23', '2025-03-30'];
const FEBRUARY = ['2025-02-02', '2025-02-09', '2025-02-16', '2025-02-23'];

describe.each(routeEngines)('awards on %s', (engine) => {
  let w: EventsWorld;
  const ids: Record<string, string> = {};
  const march: { id: string; localeId: string }[] = [];

  const call = (
    caller: EventCaller | SignedIn | null,
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
  ) =>
    as(w.t.app, caller === null ? null : typeof caller === 'string' ? w.who[caller] : caller, {
      method,
      url: `/api/groups/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  /** Check-ins of one member at the first `count` gatherings of the list. */
  async function attend(gatherings: { id: string; localeId: string }[], memberId: string, count: number) {
    for (const g of gatherings.slice(0, count)) await makeCheckIn(w.t.db, g, memberId);
  }

  async function kindsOf(period: string, periodStart: string) {
    return queryRows<{ kind: string; who: string; score: number }>(
      w.t.db,
      sql`select kind, coalesce(member_id, flock_id)::text as who, score from awards
        where locale_id = ${w.ids.a} and period = ${period} and period_start = ${periodStart}::date
          and kind <> 'manual' order by kind, who`,
    );
  }
  const winners = (rows: { kind: string; who: string; score: number }[], kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => [r.who, Number(r.score)])
      .sort();

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const db = w.t.db;
    ids.joyExtra1 = (await makeMember(db, w.ids.a, { flockId: w.ids.joy })).id;
    ids.joyExtra2 = (await makeMember(db, w.ids.a, { flockId: w.ids.joy })).id;
    ids.hopeExtra = (await makeMember(db, w.ids.a, { flockId: w.ids.hope })).id;
    ids.memberB = (await makeMember(db, w.ids.b)).id;
    for (const day of MARCH) march.push(await makeGathering(db, w.ids.a, { startsAt: manilaNoon(day) }));
    const february = [];
    for (const day of FEBRUARY)
      february.push(await makeGathering(db, w.ids.a, { startsAt: manilaNoon(day) }));
    // Not counted: a cancelled worship gathering and a non-worship one in March, and locale B's.
    await makeGathering(db, w.ids.a, { startsAt: manilaNoon('2025-03-05'), cancelledAt: new Date() });
    await makeGathering(db, w.ids.a, { startsAt: manilaNoon('2025-03-06'), kind: 'event' });
    // March (5): member 5, leader 5, joyExtra1 1, member2 4, otherLeader 3, hopeExtra 3.
    await attend(march, w.ids.memberMember, 5);
    await attend(march, w.ids.leaderMember, 5);
    await attend(march, ids.joyExtra1!, 1);
    await attend(march, w.ids.member2Member, 4);
    await attend(march, w.ids.otherLeaderMember, 3);
    await attend(march, ids.hopeExtra!, 3);
    // February (4): member 4, leader 4, otherLeader 3, hopeExtra 1.
    await attend(february, w.ids.memberMember, 4);
    await attend(february, w.ids.leaderMember, 4);
    await attend(february, w.ids.otherLeaderMember, 3);
    await attend(february, ids.hopeExtra!, 1);
    // Invites in March: member 2 PEPs (one baptized in March), member2 2 PEPs, hopeExtra 1 RSVP (+1 cancelled).
    const pep = (soulWinner: string, createdAt: string, baptizedAt: string | null = null) =>
      db.execute(sql`insert into peps (locale_id, first_name, last_name, soul_winner_id, created_at, baptized_at)
        values (${w.ids.a}, 'Guest', 'Person', ${soulWinner}, ${createdAt}::timestamptz, ${baptizedAt}::timestamptz)`);
    await pep(w.ids.memberMember, '2025-03-03T10:00:00+08:00', '2025-03-20T10:00:00+08:00');
    await pep(w.ids.memberMember, '2025-03-04T10:00:00+08:00');
    await pep(w.ids.member2Member, '2025-03-05T10:00:00+08:00');
    await pep(w.ids.member2Member, '2025-03-06T10:00:00+08:00');
    await pep(w.ids.leaderMember, '2025-02-06T10:00:00+08:00');
    const [event] = await queryRows<{ id: string }>(
      db,
      sql`insert into church_events (locale_id, title, type, starts_at, ends_at)
        values (${w.ids.a}, 'Crusade', 'crusade', '2025-03-29T18:00:00+08:00', '2025-03-29T21:00:00+08:00') returning id`,
    );
    const rsvp = (status: string) =>
      db.execute(sql`insert into event_rsvps (event_id, first_name, last_name, status, source, invited_by, created_at)
        values (${event!.id}, 'Ana', 'Cruz', ${status}, 'invitation', ${ids.hopeExtra}, '2025-03-10T10:00:00+08:00')`);
    await rsvp('confirmed');
    await rsvp('cancelled');
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
  });

  it('computes a month from known check-ins, RSVPs and PEPs: known winners, ties all win', async () => {
    const response = await call('secretary', 'POST', 'awards/compute', {
      localeId: w.ids.a,
      period: 'month',
      periodStart: '2025-03-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = computedAwardsSchema.parse(response.json());
    expect(body.awards.length).toBeGreaterThan(0);
    const rows = await kindsOf('month', '2025-03-01');
    expect(winners(rows, 'perfect_attendance')).toEqual(
      [
        [w.ids.memberMember, 5],
        [w.ids.leaderMember, 5],
      ].sort(),
    );
    // Member rises: member 1, leader 1, joyExtra1 1, member2 4, hopeExtra 2; flock rates: Joy 550 from 500, Hope 666 from 333.
    expect(winners(rows, 'most_improved')).toEqual(
      [
        [w.ids.member2Member, 4],
        [w.ids.hope, 333],
      ].sort(),
    );
    expect(winners(rows, 'best_attendance')).toEqual([[w.ids.hope, 666]]);
    expect(winners(rows, 'most_invites')).toEqual(
      [
        [w.ids.memberMember, 2],
        [w.ids.member2Member, 2],
        [w.ids.hope, 3],
      ].sort(),
    );
    expect(winners(rows, 'most_baptized')).toEqual(
      [
        [w.ids.memberMember, 1],
        [w.ids.joy, 1],
      ].sort(),
    );
    expect(rows).toHaveLength(10);
    expect(await w.count('audit_log', `action = 'award.compute' and locale_id = '${w.ids.a}'`)).toBe(1);
    const march = body.awards.find((a) => a.kind === 'best_attendance')!;
    expect(march.flock).toMatchObject({ id: w.ids.hope, name: 'C2-Hope', cluster: 'C2' });
  });

  it('computes a year; no most improved without gatherings the year before', async () => {
    const response = await call('district', 'POST', 'awards/compute', {
      localeId: w.ids.a,
      period: 'year',
      periodStart: '2025-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await kindsOf('year', '2025-01-01');
    expect(winners(rows, 'perfect_attendance')).toEqual(
      [
        [w.ids.memberMember, 9],
        [w.ids.leaderMember, 9],
      ].sort(),
    );
    expect(winners(rows, 'most_improved')).toEqual([]);
  });

  it('computing again replaces the period’s computed awards and keeps the manual ones', async () => {
    const given = await call('secretary', 'POST', 'awards', {
      localeId: w.ids.a,
      recipientType: 'member',
      memberId: w.ids.member2Member,
      period: 'month',
      periodStart: '2025-03-01',
      title: 'Faithful usher',
      note: 'Every Sunday at the door',
    });
    expect(given.statusCode, given.body).toBe(201);
    const before = await kindsOf('month', '2025-03-01');
    await call('secretary', 'POST', 'awards/compute', {
      localeId: w.ids.a,
      period: 'month',
      periodStart: '2025-03-01',
    });
    expect(await kindsOf('month', '2025-03-01')).toEqual(before);
    // member2 now comes to the March Sunday they missed: perfect attendance, and a rise of 5.
    await makeCheckIn(w.t.db, march[4]!, w.ids.member2Member);
    const again = await call('secretary', 'POST', 'awards/compute', {
      localeId: w.ids.a,
      period: 'month',
      periodStart: '2025-03-01',
    });
    expect(again.statusCode).toBe(200);
    const rows = await kindsOf('month', '2025-03-01');
    expect(winners(rows, 'perfect_attendance').map((r) => r[0])).toContain(w.ids.member2Member);
    expect(winners(rows, 'perfect_attendance')).toHaveLength(3);
    expect(winners(rows, 'most_improved')).toContainEqual([w.ids.member2Member, 5]);
    expect(await w.count('awards', `kind = 'manual' and member_id = '${w.ids.member2Member}'`)).toBe(1);
  });

  it('an admin gives and removes an award by hand, audited; the member or the flock’s leaders are told', async () => {
    const given = await call('secretary', 'POST', 'awards', {
      localeId: w.ids.a,
      recipientType: 'member',
      memberId: w.ids.memberMember,
      period: 'month',
      periodStart: '2025-04-01',
      title: 'Servant heart',
      note: 'Cooked for the crusade',
    });
    expect(given.statusCode, given.body).toBe(201);
    const award = awardSchema.parse(given.json());
    expect(award).toMatchObject({ kind: 'manual', title: 'Servant heart', computedAt: null });
    expect(award.member?.name).toBe('Maria Santos');
    expect(award.givenByName).not.toBeNull();
    expect(await w.count('audit_log', `action = 'award.give' and entity_id = '${award.id}'`)).toBe(1);
    expect(await w.count('notifications', `kind = 'award.given' and user_id = '${w.ids.memberUser}'`)).toBe(
      1,
    );

    const toFlock = await call('secretary', 'POST', 'awards', {
      localeId: w.ids.a,
      recipientType: 'flock',
      flockId: w.ids.joy,
      period: 'year',
      periodStart: '2025-01-01',
      title: 'Most welcoming flock',
    });
    expect(toFlock.statusCode, toFlock.body).toBe(201);
    expect(await w.count('notifications', `kind = 'award.given' and user_id = '${w.ids.leaderUser}'`)).toBe(
      1,
    );

    const member = await call('member', 'GET', `awards/${award.id}`);
    expect(member.statusCode).toBe(200);
    expect(awardDetailSchema.parse(member.json()).note).toBe('Cooked for the crusade');

    expect((await call('leader', 'DELETE', `awards/${award.id}`)).statusCode).toBe(403);
    const removed = await call('secretary', 'DELETE', `awards/${award.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await w.count('awards', `id = '${award.id}'`)).toBe(0);
    expect(await w.count('audit_log', `action = 'award.remove' and entity_id = '${award.id}'`)).toBe(1);
  });

  it('lists a month’s awards to the locale’s members and admins, filtered by flock; others 403', async () => {
    const list = await call('member', 'GET', `awards?localeId=${w.ids.a}&year=2025&month=3`);
    expect(list.statusCode, list.body).toBe(200);
    const page = awardPageSchema.parse(list.json());
    expect(page.items.every((a) => a.period === 'month' && a.periodStart === '2025-03-01')).toBe(true);
    expect(page.items.some((a) => a.kind === 'manual')).toBe(true);

    const joy = awardPageSchema.parse(
      (
        await call('leader', 'GET', `awards?localeId=${w.ids.a}&year=2025&month=3&flockId=${w.ids.joy}`)
      ).json(),
    );
    expect(joy.items.length).toBeGreaterThan(0);
    expect(joy.items.every((a) => a.flock?.id === w.ids.joy || a.memberFlockId === w.ids.joy)).toBe(true);

    const years = awardPageSchema.parse(
      (await call('secretary', 'GET', `awards?localeId=${w.ids.a}&year=2025&period=year`)).json(),
    );
    expect(years.items.every((a) => a.period === 'year')).toBe(true);

    const paged = awardPageSchema.parse(
      (await call('secretary', 'GET', `awards?localeId=${w.ids.a}&limit=2`)).json(),
    );
    expect(paged.items).toHaveLength(2);
    const next = await call(
      'secretary',
      'GET',
      `awards?localeId=${w.ids.a}&limit=2&cursor=${paged.nextCursor}`,
    );
    expect(next.statusCode).toBe(200);
    expect(awardPageSchema.parse(next.json()).items[0]!.id).not.toBe(paged.items[0]!.id);

    for (const outsider of ['stranger', 'pending', 'secretaryB', 'districtSouth'] as const) {
      expect((await call(outsider, 'GET', `awards?localeId=${w.ids.a}`)).statusCode, outsider).toBe(403);
    }
    expect((await call('superAdmin', 'GET', `awards?localeId=${w.ids.a}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `awards?localeId=${w.ids.a}`)).statusCode).toBe(401);
    expect((await call('member', 'GET', `awards?localeId=${w.ids.a}&cursor=nonsense`)).statusCode).toBe(422);
    expect((await call('member', 'GET', `awards?localeId=${w.ids.a}&month=3`)).statusCode).toBe(422);
  });

  it('refuses: another locale’s member, non-admins, a bad period start, a future period, removing a computed award', async () => {
    const base = {
      localeId: w.ids.a,
      recipientType: 'member',
      memberId: w.ids.memberMember,
      period: 'month',
      periodStart: '2025-03-01',
      title: 'Kind soul',
    };
    const auditsBefore = await w.count('audit_log', `action like 'award.%'`);
    expect((await call('secretary', 'POST', 'awards', { ...base, memberId: ids.memberB })).statusCode).toBe(
      422,
    );
    expect(
      (await call('secretary', 'POST', 'awards', { ...base, memberId: w.ids.pendingMember })).statusCode,
    ).toBe(422);
    expect(
      (
        await call('secretary', 'POST', 'awards', {
          ...base,
          recipientType: 'flock',
          memberId: undefined,
          flockId: w.ids.joy,
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('leader', 'POST', 'awards', base)).statusCode).toBe(403);
    expect((await call('member', 'POST', 'awards', base)).statusCode).toBe(403);
    expect((await call('secretaryB', 'POST', 'awards', base)).statusCode).toBe(403);
    expect(
      (await call('secretary', 'POST', 'awards', { ...base, periodStart: '2025-03-15' })).statusCode,
    ).toBe(422);
    expect(
      (await call('secretary', 'POST', 'awards', { ...base, period: 'year', periodStart: '2025-03-01' }))
        .statusCode,
    ).toBe(422);
    expect((await call('secretary', 'POST', 'awards', { ...base, title: '  ' })).statusCode).toBe(422);
    expect((await call('secretary', 'POST', 'awards', { ...base, flockId: w.ids.joy })).statusCode).toBe(422);

    expect(
      (
        await call('secretary', 'POST', 'awards/compute', {
          localeId: w.ids.a,
          period: 'month',
          periodStart: '2099-01-01',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await call('leader', 'POST', 'awards/compute', {
          localeId: w.ids.a,
          period: 'month',
          periodStart: '2025-03-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('secretaryB', 'POST', 'awards/compute', {
          localeId: w.ids.a,
          period: 'month',
          periodStart: '2025-03-01',
        })
      ).statusCode,
    ).toBe(403);

    const [computed] = await queryRows<{ id: string }>(
      w.t.db,
      sql`select id from awards where kind <> 'manual' and locale_id = ${w.ids.a} limit 1`,
    );
    expect((await call('secretary', 'DELETE', `awards/${computed!.id}`)).statusCode).toBe(409);
    expect((await call('member', 'GET', `awards/${computed!.id}`)).statusCode).toBe(200);
    expect((await call('stranger', 'GET', `awards/${computed!.id}`)).statusCode).toBe(403);
    // Only the one flock award above was written.
    expect(await w.count('audit_log', `action like 'award.%'`)).toBe(auditsBefore + 1);
  });

  it('the housekeeping chore computes the last ended month once (idempotent)', async () => {
    const first = await w.t.app.services.housekeeping.runAll();
    expect(first['awards-compute']).toBeGreaterThanOrEqual(0);
    const computed = await w.count('audit_log', `action = 'award.compute' and actor_user_id is null`);
    expect(computed).toBeGreaterThanOrEqual(3);
    await w.t.app.services.housekeeping.runAll();
    expect(await w.count('audit_log', `action = 'award.compute' and actor_user_id is null`)).toBe(computed);
  });
});
