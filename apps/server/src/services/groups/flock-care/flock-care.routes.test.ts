import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  celebrantListSchema,
  flockMemberDetailSchema,
  flockMemberPageSchema,
  flockOverviewSchema,
  ledFlockListSchema,
} from '@congregate/contracts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeAddress, makeCheckIn, makeGathering, makeMember } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { churchEvents, eventRsvps, joinRequests, memberRelatives, peps } from '../../../db/schema/index.ts';

// The week of Sunday 2026-03-01 in Manila (UTC+8): worship at 09:00 local is 01:00Z.
const WEEK = '2026-03-04';

describe.each(routeEngines)('a leader’s flock on %s', (engine) => {
  let w: EventsWorld;
  let plainId: string;
  const call = (caller: EventCaller, method: InjectOptions['method'], path: string) =>
    as(w.t.app, w.who[caller], { method, url: `/api/groups/${path}` });

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const { a, joy, memberMember, leaderMember, member2Member } = w.ids;
    // A member of C1-Joy without an account: a birthday on Mar 31 and a wedding anniversary on Apr 2.
    plainId = (
      await makeMember(w.t.db, a, {
        flockId: joy,
        firstName: 'Pia',
        lastName: 'Cruz',
        birthDate: '1990-03-31',
        weddingDate: '2015-04-02',
        civilStatus: 'married',
        mobile: '+639171234567',
      })
    ).id;
    await makeMember(w.t.db, a, {
      flockId: joy,
      firstName: 'Leap',
      lastName: 'Day',
      birthDate: '2000-02-29',
    });
    // Check-ins: Maria at this week's worship, the leader only the week after, Maria at a prayer meeting.
    const worship = await makeGathering(w.t.db, a, { startsAt: new Date('2026-03-01T01:00:00Z') });
    const nextWeek = await makeGathering(w.t.db, a, { startsAt: new Date('2026-03-08T01:00:00Z') });
    await makeCheckIn(w.t.db, worship, memberMember, { checkedInAt: new Date('2026-03-01T01:00:00Z') });
    await makeCheckIn(w.t.db, nextWeek, leaderMember, { checkedInAt: new Date('2026-03-08T01:00:00Z') });
    // An ad-hoc prayer meeting on Wednesday evening (19:00 local) that Pia attended: it counts for the week.
    const prayer = await makeGathering(w.t.db, a, {
      name: 'Prayer meeting',
      kind: 'special',
      startsAt: new Date('2026-03-04T11:00:00Z'),
    });
    await makeCheckIn(w.t.db, prayer, plainId, { checkedInAt: new Date('2026-03-04T11:05:00Z') });
    // A cancelled meeting of the same week counts for nothing.
    await makeGathering(w.t.db, a, {
      name: 'Cancelled vigil',
      kind: 'special',
      startsAt: new Date('2026-03-06T11:00:00Z'),
      cancelledAt: new Date('2026-03-05T00:00:00Z'),
    });
    // PEPs: one Maria is winning, one placed in the flock, one baptized (closed).
    await w.t.db.insert(peps).values([
      {
        firstName: 'Open',
        lastName: 'Prospect',
        localeId: a,
        soulWinnerId: memberMember,
        stage: 'attending',
      },
      { firstName: 'Placed', lastName: 'Prospect', localeId: a, flockId: joy, stage: 'contacted' },
      {
        firstName: 'Done',
        lastName: 'Prospect',
        localeId: a,
        soulWinnerId: memberMember,
        stage: 'baptized',
        baptizedAt: new Date(),
      },
    ]);
    const [event] = await w.t.db
      .insert(churchEvents)
      .values({
        localeId: a,
        title: 'Easter Crusade',
        type: 'crusade',
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 2 * 86_400_000),
      })
      .returning();
    await w.t.db.insert(eventRsvps).values({
      eventId: event!.id,
      firstName: 'Guest',
      lastName: 'Friend',
      status: 'confirmed',
      source: 'invitation',
      invitedBy: memberMember,
      partySize: 2,
    });
    await w.t.db
      .insert(joinRequests)
      .values({ memberId: member2Member, localeId: a, flockId: joy, message: 'May I join?' });
  });
  afterAll(async () => {
    await w.t.close();
  });

  describe('GET /flocks/led', () => {
    it('answers the flocks the caller leads, with their position', async () => {
      const response = await call('leader', 'GET', 'flocks/led');
      expect(response.statusCode).toBe(200);
      const flocks = ledFlockListSchema.parse(response.json());
      expect(flocks).toEqual([
        expect.objectContaining({ id: w.ids.joy, name: 'C1-Joy', cluster: 'C1', position: 'leader' }),
      ]);
    });

    it('answers an assistant’s position', async () => {
      await w.t.db.execute(
        sql`update role_assignments set position = 'assistant' where user_id = ${w.ids.otherLeaderUser} and role = 'flock_leader'`,
      );
      const response = await call('otherLeader', 'GET', 'flocks/led');
      expect(response.json()).toEqual([expect.objectContaining({ id: w.ids.hope, position: 'assistant' })]);
    });

    it('is empty for members and admins', async () => {
      expect((await call('member', 'GET', 'flocks/led')).json()).toEqual([]);
      expect((await call('secretary', 'GET', 'flocks/led')).json()).toEqual([]);
    });
  });

  describe('who may see a flock', () => {
    const paths = () => [
      `flocks/${w.ids.joy}/overview?date=${WEEK}`,
      `flocks/${w.ids.joy}/members`,
      `flocks/${w.ids.joy}/members/${w.ids.memberMember}`,
      `flocks/${w.ids.joy}/celebrants?period=month&date=${WEEK}`,
    ];

    it.each(['leader', 'secretary', 'district', 'superAdmin'] as const)('answers %s', async (caller) => {
      for (const path of paths()) expect((await call(caller, 'GET', path)).statusCode, path).toBe(200);
    });

    it.each([
      'otherLeader',
      'member',
      'member2',
      'secretaryB',
      'districtSouth',
      'stranger',
      'pending',
    ] as const)('refuses %s', async (caller) => {
      for (const path of paths()) expect((await call(caller, 'GET', path)).statusCode, path).toBe(403);
    });

    it('asks for a session', async () => {
      const response = await as(w.t.app, null, { method: 'GET', url: `/api/groups/${paths()[0]}` });
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 for an unknown flock, 404 to a super admin', async () => {
      expect((await call('secretary', 'GET', `flocks/${randomUUID()}/overview`)).statusCode).toBe(403);
      expect((await call('superAdmin', 'GET', `flocks/${randomUUID()}/overview`)).statusCode).toBe(404);
    });

    it('refuses bad input with 422', async () => {
      expect((await call('leader', 'GET', `flocks/${w.ids.joy}/overview?date=soon`)).statusCode).toBe(422);
      expect((await call('leader', 'GET', `flocks/${w.ids.joy}/celebrants?period=year`)).statusCode).toBe(
        422,
      );
      expect((await call('leader', 'GET', `flocks/${w.ids.joy}/members?cursor=nope`)).statusCode).toBe(422);
    });
  });

  describe('GET /flocks/:id/overview', () => {
    it('counts the week’s attendance at worship and at extra gatherings, and lists the absentees', async () => {
      const response = await call('leader', 'GET', `flocks/${w.ids.joy}/overview?date=${WEEK}`);
      expect(response.statusCode).toBe(200);
      const overview = flockOverviewSchema.parse(response.json());
      expect(overview.week).toMatchObject({ start: '2026-03-01', end: '2026-03-07', attended: 2 });
      expect(overview.week.gatherings.map((g) => g.name)).toEqual(['Sunday Worship', 'Prayer meeting']);
      expect(overview.week.present.map((m) => m.id).sort()).toEqual([w.ids.memberMember, plainId].sort());
      const absent = overview.week.absentees.map((m) => m.id);
      expect(absent).toContain(w.ids.leaderMember);
      expect(absent).not.toContain(plainId);
      expect(absent).not.toContain(w.ids.memberMember);
      expect(overview.memberCount).toBe(4);
      expect(overview.flock).toMatchObject({ name: 'C1-Joy', cluster: 'C1', timeZone: 'Asia/Manila' });
      expect(overview.flock.leaders).toEqual([
        { memberId: w.ids.leaderMember, name: 'Lito Leader', position: 'leader' },
      ]);
    });

    it('lists open PEPs, upcoming RSVPs and pending join requests', async () => {
      const overview = flockOverviewSchema.parse(
        (await call('secretary', 'GET', `flocks/${w.ids.joy}/overview?date=${WEEK}`)).json(),
      );
      expect(overview.openPeps.map((p) => p.name).sort()).toEqual(['Open Prospect', 'Placed Prospect']);
      expect(overview.openPeps.find((p) => p.name === 'Open Prospect')?.soulWinnerName).toBe('Maria Santos');
      expect(overview.rsvps).toEqual([
        expect.objectContaining({
          eventName: 'Easter Crusade',
          guestName: 'Guest Friend',
          partySize: 2,
          invitedByName: 'Maria Santos',
        }),
      ]);
      expect(overview.pendingJoinRequests).toEqual([
        expect.objectContaining({
          memberId: w.ids.member2Member,
          memberName: 'Jose Reyes',
          message: 'May I join?',
        }),
      ]);
    });

    it('answers the celebrants of the week', async () => {
      const overview = flockOverviewSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/overview?date=2026-03-31`)).json(),
      );
      expect(overview.celebrants.map((c) => [c.kind, c.date])).toEqual([
        ['birthday', '2026-03-31'],
        ['wedding', '2026-04-02'],
      ]);
    });
  });

  describe('GET /flocks/:id/celebrants', () => {
    it('answers birthdays and anniversaries of a week across a month end, by date', async () => {
      const response = await call(
        'leader',
        'GET',
        `flocks/${w.ids.joy}/celebrants?period=week&date=2026-03-31`,
      );
      const celebrants = celebrantListSchema.parse(response.json());
      expect(celebrants).toEqual([
        expect.objectContaining({
          memberId: plainId,
          kind: 'birthday',
          date: '2026-03-31',
          years: 36,
          name: 'Pia Cruz',
        }),
        expect.objectContaining({ memberId: plainId, kind: 'wedding', date: '2026-04-02', years: 11 }),
      ]);
    });

    it('keeps a month to its own days', async () => {
      const march = celebrantListSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/celebrants?period=month&date=2026-03-15`)).json(),
      );
      expect(march.map((c) => [c.kind, c.date])).toEqual([['birthday', '2026-03-31']]);
      const april = celebrantListSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/celebrants?period=month&date=2026-04-30`)).json(),
      );
      expect(april.map((c) => [c.kind, c.date, c.years])).toEqual([['wedding', '2026-04-02', 11]]);
    });

    it('shows a Feb 29 birthday on Feb 28 in a common year, on Feb 29 in a leap year', async () => {
      const common = celebrantListSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/celebrants?period=month&date=2026-02-10`)).json(),
      );
      expect(common).toEqual([expect.objectContaining({ name: 'Leap Day', date: '2026-02-28', years: 26 })]);
      const leap = celebrantListSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/celebrants?period=month&date=2028-02-10`)).json(),
      );
      expect(leap).toEqual([expect.objectContaining({ name: 'Leap Day', date: '2028-02-29', years: 28 })]);
    });
  });

  describe('GET /flocks/:id/members', () => {
    it('lists the flock by name with the last attendance', async () => {
      const page = flockMemberPageSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/members`)).json(),
      );
      expect(page.total).toBe(4);
      expect(page.nextCursor).toBeNull();
      expect(page.timeZone).toBe('Asia/Manila');
      expect(page.items.map((m) => m.lastName)).toEqual(['Cruz', 'Day', 'Leader', 'Santos']);
      expect(page.items.find((m) => m.id === w.ids.memberMember)?.lastAttendedAt).toBe(
        '2026-03-01T01:00:00.000Z',
      );
      // Pia's last was the prayer meeting of Wednesday.
      expect(page.items.find((m) => m.id === plainId)?.lastAttendedAt).toBe('2026-03-04T11:05:00.000Z');
    });

    it('searches', async () => {
      const page = flockMemberPageSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/members?q=santos`)).json(),
      );
      expect(page.items.map((m) => m.id)).toEqual([w.ids.memberMember]);
      expect(page.total).toBe(1);
    });
  });

  describe('GET /flocks/:id/members/:memberId', () => {
    it('answers the member as their leader sees them', async () => {
      await makeAddress(w.t.db, w.ids.memberMember, {
        line1: '12 Mabini St.',
        city: 'Quezon City',
        isCurrent: true,
      });
      await w.t.db.insert(memberRelatives).values({
        memberId: w.ids.memberMember,
        relationship: 'spouse',
        firstName: 'Juan',
        lastName: 'Santos',
      });
      const response = await call('leader', 'GET', `flocks/${w.ids.joy}/members/${w.ids.memberMember}`);
      expect(response.statusCode).toBe(200);
      const detail = flockMemberDetailSchema.parse(response.json());
      expect(detail.address).toContain('12 Mabini St., Quezon City');
      expect(detail.relatives).toEqual([
        expect.objectContaining({ relationship: 'spouse', name: 'Juan Santos' }),
      ]);
      expect(detail.attendance.weeks).toHaveLength(12);
      expect(detail.attendance.recent).toEqual([
        expect.objectContaining({
          gatheringName: 'Sunday Worship',
          checkedInAt: '2026-03-01T01:00:00.000Z',
          method: 'qr',
        }),
      ]);
      expect(detail.pepsWon.map((p) => [p.name, p.stage]).sort()).toEqual([
        ['Done Prospect', 'baptized'],
        ['Open Prospect', 'attending'],
      ]);
      expect(detail.notesVisible).toBe(true);
      expect(detail.timeZone).toBe('Asia/Manila');
    });

    it('answers the wedding date', async () => {
      const detail = flockMemberDetailSchema.parse(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/members/${plainId}`)).json(),
      );
      expect(detail).toMatchObject({
        weddingDate: '2015-04-02',
        civilStatus: 'married',
        mobile: '+639171234567',
      });
    });

    it('answers 404 for a member of another flock', async () => {
      expect(
        (await call('leader', 'GET', `flocks/${w.ids.joy}/members/${w.ids.member2Member}`)).statusCode,
      ).toBe(404);
    });

    it('refuses a leader asking through a flock they do not lead', async () => {
      expect(
        (await call('leader', 'GET', `flocks/${w.ids.hope}/members/${w.ids.member2Member}`)).statusCode,
      ).toBe(403);
    });
  });
});
