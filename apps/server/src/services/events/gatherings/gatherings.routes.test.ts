import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentGatheringSchema,
  gatheringPageSchema,
  gatheringSchema,
  gatheringSummarySchema,
} from '@congregate/contracts';
import { createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import {
  makeAccount,
  makeCheckIn,
  makeGathering,
  makeLocale,
  localeAdminGrant,
} from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

/** The weekday and `HH:MM` of an instant on a zone's wall clock. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { day, time: `${parts.hour}:${parts.minute}` };
}

describe.each(routeEngines)('gatherings on %s', (engine) => {
  let w: EventsWorld;
  let kioskA: SignedIn;

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    kioskA = await w.pairKiosk(w.ids.a, 'secretary');
  });
  afterAll(() => w.t.close());

  describe('GET /gatherings/current', () => {
    it('makes the schedule’s occurrence open now, once, with a stable id', async () => {
      const zone = 'America/New_York';
      // A service that began 20 minutes ago on the locale's clock (minutes rounded down).
      const start = wallClock(new Date(Date.now() - 20 * 60_000), zone);
      const locale = await makeLocale(w.t.db, {
        timeZone: zone,
        serviceSchedule: [{ day: start.day, time: start.time, name: 'Morning Worship', durationMinutes: 90 }],
      });
      const first = await w.call('member', 'GET', `gatherings/current?localeId=${locale.id}`);
      expect(first.statusCode, first.body).toBe(200);
      const answer = currentGatheringSchema.parse(first.json());
      expect(answer.current).toMatchObject({
        title: 'Morning Worship',
        source: 'schedule',
        localeId: locale.id,
      });
      const startsAt = new Date(answer.current!.startsAt);
      expect(wallClock(startsAt, zone)).toEqual(start);
      expect(new Date(answer.current!.endsAt).getTime() - startsAt.getTime()).toBe(90 * 60_000);
      expect(new Date(answer.current!.checkInOpensAt).getTime()).toBe(startsAt.getTime() - 60 * 60_000);
      // Next week's occurrence is the next one.
      expect(new Date(answer.next!.startsAt).getTime() - startsAt.getTime()).toBeGreaterThan(6 * 86_400_000);
      const again = await w.call(kioskA, 'GET', `gatherings/current?localeId=${locale.id}`);
      expect(again.json().current.id).toBe(answer.current!.id);
      expect(
        await w.count('gatherings', `locale_id = '${locale.id}' and starts_at = '${startsAt.toISOString()}'`),
      ).toBe(1);
    });

    it('answers the next gathering with its time when none is open, and 404 for an unknown locale', async () => {
      const later = await makeGathering(w.t.db, w.ids.c, {
        name: 'Vigil',
        startsAt: new Date(Date.now() + 3 * 3600_000),
        endsAt: new Date(Date.now() + 4 * 3600_000),
      });
      const response = await w.call('stranger', 'GET', `gatherings/current?localeId=${w.ids.c}`);
      expect(response.json()).toMatchObject({ current: null, next: { id: later.id, title: 'Vigil' } });
      expect((await w.call('member', 'GET', `gatherings/current?localeId=${randomUUID()}`)).statusCode).toBe(
        404,
      );
      expect((await w.call(null, 'GET', `gatherings/current?localeId=${w.ids.a}`)).statusCode).toBe(401);
    });
  });

  describe('GET /gatherings', () => {
    it('keeps Sunday 9:00 on the wall clock through a daylight-saving change (New York)', async () => {
      const locale = await makeLocale(w.t.db, {
        timeZone: 'America/New_York',
        createdAt: new Date('2025-01-01T00:00:00Z'),
        serviceSchedule: [{ day: 0, time: '09:00', name: 'Sunday Worship', durationMinutes: 120 }],
      });
      const response = await w.call(
        'superAdmin',
        'GET',
        `gatherings?localeId=${locale.id}&from=2025-03-01T00:00:00Z&to=2025-03-20T00:00:00Z`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = gatheringPageSchema.parse(response.json());
      expect(page.items.map((g) => g.startsAt)).toEqual([
        '2025-03-16T13:00:00.000Z',
        '2025-03-09T13:00:00.000Z',
        '2025-03-02T14:00:00.000Z',
      ]);
    });

    it('puts Sunday 8:00 in Tokyo on Saturday in UTC', async () => {
      const locale = await makeLocale(w.t.db, {
        timeZone: 'Asia/Tokyo',
        createdAt: new Date('2025-01-01T00:00:00Z'),
        serviceSchedule: [{ day: 0, time: '08:00', name: 'Early Service', durationMinutes: 60 }],
      });
      const response = await w.call(
        'superAdmin',
        'GET',
        `gatherings?localeId=${locale.id}&from=2025-06-07T00:00:00Z&to=2025-06-08T00:00:00Z`,
      );
      const [only] = gatheringPageSchema.parse(response.json()).items;
      expect(only!.startsAt).toBe('2025-06-07T23:00:00.000Z');
    });

    it('pages newest first with check-in and first-timer counts', async () => {
      const locale = await makeLocale(w.t.db, { serviceSchedule: [] });
      const admin = await makeAccount(w.t.db, {
        localeId: locale.id,
        userType: 'admin',
        grants: [localeAdminGrant(locale.id)],
      });
      const day = 86_400_000;
      const g1 = await makeGathering(w.t.db, locale.id, {
        name: 'One',
        startsAt: new Date(Date.now() - 14 * day),
      });
      const g2 = await makeGathering(w.t.db, locale.id, {
        name: 'Two',
        startsAt: new Date(Date.now() - 7 * day),
      });
      const [m1, m2] = [
        await makeAccount(w.t.db, { localeId: locale.id }),
        await makeAccount(w.t.db, { localeId: locale.id }),
      ];
      await makeCheckIn(w.t.db, g1, m1.memberId, { checkedInAt: g1.startsAt });
      await makeCheckIn(w.t.db, g2, m1.memberId, { checkedInAt: g2.startsAt });
      await makeCheckIn(w.t.db, g2, m2.memberId, { checkedInAt: g2.startsAt });
      const { signIn } = await import('../../../../test/harness.ts');
      const who = await signIn(w.t.app, admin.email, admin.password);
      const first = await w.call(who, 'GET', `gatherings?localeId=${locale.id}&limit=1`);
      const page1 = gatheringPageSchema.parse(first.json());
      expect(page1.items[0]).toMatchObject({ id: g2.id, checkIns: 2, firstTimers: 1, source: 'ad-hoc' });
      const second = await w.call(
        who,
        'GET',
        `gatherings?localeId=${locale.id}&limit=1&cursor=${page1.nextCursor}`,
      );
      const page2 = gatheringPageSchema.parse(second.json());
      expect(page2.items[0]).toMatchObject({ id: g1.id, checkIns: 1, firstTimers: 1 });
      expect(page2.nextCursor).toBeNull();
    });

    it('refuses outsiders and bad ranges', async () => {
      expect((await w.call('member', 'GET', `gatherings?localeId=${w.ids.a}`)).statusCode).toBe(200);
      expect((await w.call(kioskA, 'GET', `gatherings?localeId=${w.ids.a}`)).statusCode).toBe(200);
      expect((await w.call('stranger', 'GET', `gatherings?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'GET', `gatherings?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await w.call('pending', 'GET', `gatherings?localeId=${w.ids.a}`)).statusCode).toBe(403);
      const backwards = await w.call(
        'secretary',
        'GET',
        `gatherings?localeId=${w.ids.a}&from=2025-03-01T00:00:00Z&to=2025-02-01T00:00:00Z`,
      );
      expect(backwards.statusCode).toBe(422);
      const tooLong = await w.call(
        'secretary',
        'GET',
        `gatherings?localeId=${w.ids.a}&from=2020-01-01T00:00:00Z&to=2025-01-01T00:00:00Z`,
      );
      expect(tooLong.statusCode).toBe(422);
      expect(
        (await w.call('secretary', 'GET', `gatherings?localeId=${w.ids.a}&cursor=nonsense`)).statusCode,
      ).toBe(422);
    });
  });

  describe('GET /gatherings/:id', () => {
    it('answers one gathering with its counts, to whoever may read the list', async () => {
      const g = await makeGathering(w.t.db, w.ids.a, {
        name: 'Shared link',
        startsAt: new Date(Date.now() - 86_400_000),
      });
      const [m1, m2] = [
        await makeAccount(w.t.db, { localeId: w.ids.a }),
        await makeAccount(w.t.db, { localeId: w.ids.a }),
      ];
      await makeCheckIn(w.t.db, g, m1.memberId, { checkedInAt: g.startsAt });
      await makeCheckIn(w.t.db, g, m2.memberId, { checkedInAt: g.startsAt });
      for (const caller of ['secretary', 'member', 'district', 'superAdmin', kioskA] as const) {
        const response = await w.call(caller, 'GET', `gatherings/${g.id}`);
        expect(response.statusCode, String(caller)).toBe(200);
        const one = gatheringSummarySchema.parse(response.json());
        expect(one).toMatchObject({ id: g.id, localeId: w.ids.a, title: 'Shared link', source: 'ad-hoc' });
        expect(one.startsAt).toBe(g.startsAt.toISOString());
        expect(one).toMatchObject({ checkIns: 2, firstTimers: expect.any(Number) });
      }
      for (const caller of ['stranger', 'secretaryB', 'pending'] as const) {
        expect((await w.call(caller, 'GET', `gatherings/${g.id}`)).statusCode, caller).toBe(403);
      }
      // An unknown id: 404 to a super admin, who may see everything; 403 to the others (it reveals nothing).
      expect((await w.call('superAdmin', 'GET', `gatherings/${randomUUID()}`)).statusCode).toBe(404);
      expect((await w.call('secretary', 'GET', `gatherings/${randomUUID()}`)).statusCode).toBe(403);
      // `current` is still its own call.
      expect((await w.call('member', 'GET', `gatherings/current?localeId=${w.ids.a}`)).statusCode).toBe(200);
    });
  });

  describe('POST, PATCH and DELETE /gatherings', () => {
    const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

    it('adds an ad-hoc gathering for the locale admin (201, audited)', async () => {
      const audits = await w.count('audit_log', `action = 'gathering.create'`);
      const response = await w.call('secretary', 'POST', 'gatherings', {
        localeId: w.ids.a,
        title: 'Prayer Vigil',
        startsAt: soon(24),
        endsAt: soon(26),
      });
      expect(response.statusCode, response.body).toBe(201);
      const made = gatheringSchema.parse(response.json());
      expect(made).toMatchObject({
        title: 'Prayer Vigil',
        source: 'ad-hoc',
        localeId: w.ids.a,
        cancelledAt: null,
      });
      expect(await w.count('gatherings', `id = '${made.id}'`)).toBe(1);
      expect(await w.count('audit_log', `action = 'gathering.create'`)).toBe(audits + 1);
    });

    it('refuses other locales’ admins and members, and bad times, writing nothing', async () => {
      const before = await w.count('gatherings');
      const body = { localeId: w.ids.a, title: 'X', startsAt: soon(1), endsAt: soon(2) };
      expect((await w.call('secretaryB', 'POST', 'gatherings', body)).statusCode).toBe(403);
      expect((await w.call('member', 'POST', 'gatherings', body)).statusCode).toBe(403);
      expect((await w.call('leader', 'POST', 'gatherings', body)).statusCode).toBe(403);
      const backwards = await w.call('secretary', 'POST', 'gatherings', { ...body, endsAt: soon(0) });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().error.details.issues[0].path).toBe('endsAt');
      expect(
        (await w.call('secretary', 'POST', 'gatherings', { ...body, endsAt: soon(30) })).statusCode,
      ).toBe(422);
      expect((await w.call('secretary', 'POST', 'gatherings', { ...body, title: ' ' })).statusCode).toBe(422);
      expect(await w.count('gatherings')).toBe(before);
    });

    it('changes a gathering’s title and time (audited)', async () => {
      const made = (
        await w.call('secretary', 'POST', 'gatherings', {
          localeId: w.ids.a,
          title: 'Old',
          startsAt: soon(5),
          endsAt: soon(6),
        })
      ).json();
      const changed = await w.call('district', 'PATCH', `gatherings/${made.id}`, {
        title: 'New',
        endsAt: soon(7),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ title: 'New', startsAt: made.startsAt });
      expect(
        (await w.call('secretaryB', 'PATCH', `gatherings/${made.id}`, { title: 'Nope' })).statusCode,
      ).toBe(403);
      expect((await w.call('secretary', 'PATCH', `gatherings/${made.id}`, {})).statusCode).toBe(422);
      expect(
        (await w.call('secretary', 'PATCH', `gatherings/${made.id}`, { endsAt: soon(4) })).statusCode,
      ).toBe(422);
      expect(await w.count('audit_log', `action = 'gathering.update' and entity_id = '${made.id}'`)).toBe(1);
    });

    it('deletes an empty ad-hoc gathering, cancels one with check-ins, and a cancelled one takes no check-in', async () => {
      const empty = (
        await w.call('secretary', 'POST', 'gatherings', {
          localeId: w.ids.a,
          title: 'Empty',
          startsAt: soon(5),
          endsAt: soon(6),
        })
      ).json();
      const removed = await w.call('secretary', 'DELETE', `gatherings/${empty.id}`);
      expect(removed.json()).toMatchObject({ outcome: 'deleted', gathering: { id: empty.id } });
      expect(await w.count('gatherings', `id = '${empty.id}'`)).toBe(0);

      const used = await makeGathering(w.t.db, w.ids.a, {
        name: 'Used',
        startsAt: new Date(Date.now() - 3600_000),
        endsAt: new Date(Date.now() + 3600_000),
      });
      await makeCheckIn(w.t.db, used, w.ids.memberMember);
      expect((await w.call('secretaryB', 'DELETE', `gatherings/${used.id}`)).statusCode).toBe(403);
      const cancelled = await w.call('secretary', 'DELETE', `gatherings/${used.id}`);
      expect(cancelled.json().outcome).toBe('cancelled');
      expect(cancelled.json().gathering.cancelledAt).not.toBeNull();
      expect(await w.count('check_ins', `gathering_id = '${used.id}'`)).toBe(1);
      const late = await w.call('secretary', 'POST', 'checkins', {
        gatheringId: used.id,
        memberId: w.ids.member2Member,
        method: 'manual',
        clientId: randomUUID(),
      });
      expect(late.statusCode).toBe(409);
    });

    it('cancels a scheduled occurrence rather than deleting it, so the schedule does not make it again', async () => {
      const zone = 'Asia/Manila';
      const start = wallClock(new Date(Date.now() - 10 * 60_000), zone);
      const locale = await makeLocale(w.t.db, {
        timeZone: zone,
        serviceSchedule: [{ day: start.day, time: start.time, name: 'Worship', durationMinutes: 60 }],
      });
      const superAdmin = 'superAdmin' as const;
      const current = (await w.call(superAdmin, 'GET', `gatherings/current?localeId=${locale.id}`)).json()
        .current;
      const removed = await w.call(superAdmin, 'DELETE', `gatherings/${current.id}`);
      expect(removed.json().outcome).toBe('cancelled');
      const after = (await w.call(superAdmin, 'GET', `gatherings/current?localeId=${locale.id}`)).json();
      expect(after.current).toBeNull();
      expect(
        await w.count(
          'gatherings',
          `locale_id = '${locale.id}' and schedule_slot is not null and starts_at < now()`,
        ),
      ).toBe(1);
    });
  });
});
