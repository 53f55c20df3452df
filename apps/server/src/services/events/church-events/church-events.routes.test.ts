import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchEventPageSchema, churchEventSchema } from '@congregate/contracts';
import { createTestApp, engines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

const DAY_MS = 86_400_000;
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY_MS + hours * 3_600_000).toISOString();

describe.each(engines)('church events on %s', (engine) => {
  let w: EventsWorld;
  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(() => w.t.close());

  const baptism = (localeId: string) => ({
    localeId,
    title: 'Water Baptism',
    type: 'baptism',
    startsAt: inDays(20),
    endsAt: inDays(20, 3),
  });

  describe('POST /events', () => {
    it('lets the locale’s admin create an event; a baptism event has a baptism; audited', async () => {
      const response = await w.call('secretary', 'POST', 'events', baptism(w.ids.a));
      expect(response.statusCode, response.body).toBe(201);
      const event = churchEventSchema.parse(response.json());
      expect(event).toMatchObject({
        localeId: w.ids.a,
        type: 'baptism',
        hasBaptism: true,
        cancelledAt: null,
      });
      expect(await w.count('audit_log', `action = 'event.create' and entity_id = '${event.id}'`)).toBe(1);
    });

    it('lets the district admin create one, with a baptism on another type when asked', async () => {
      const response = await w.call('district', 'POST', 'events', {
        ...baptism(w.ids.a),
        type: 'crusade',
        hasBaptism: true,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ type: 'crusade', hasBaptism: true });
    });

    it('refuses members, leaders and admins of other locales or districts', async () => {
      for (const caller of ['member', 'leader', 'secretaryB', 'districtSouth'] as const) {
        const response = await w.call(caller, 'POST', 'events', baptism(w.ids.a));
        expect(response.statusCode, caller).toBe(403);
      }
    });

    it('refuses an end before the start (422) and writes nothing', async () => {
      const before = await w.count('church_events');
      const response = await w.call('secretary', 'POST', 'events', {
        ...baptism(w.ids.a),
        endsAt: inDays(19),
      });
      expect(response.statusCode).toBe(422);
      expect(await w.count('church_events')).toBe(before);
    });
  });

  describe('GET /events and /events/:id', () => {
    it('lists the locale’s events soonest first for its members, baptisms only when asked, paged', async () => {
      await w.call('secretary', 'POST', 'events', { ...baptism(w.ids.a), type: 'worship', title: 'Worship' });
      const all = await w.call('member', 'GET', `events?localeId=${w.ids.a}&limit=1`);
      expect(all.statusCode, all.body).toBe(200);
      const first = churchEventPageSchema.parse(all.json());
      expect(first.items).toHaveLength(1);
      expect(first.nextCursor).not.toBeNull();
      const next = await w.call(
        'member',
        'GET',
        `events?localeId=${w.ids.a}&limit=1&cursor=${first.nextCursor}`,
      );
      expect(next.json().items[0].id).not.toBe(first.items[0]!.id);
      const baptisms = await w.call('member', 'GET', `events?localeId=${w.ids.a}&hasBaptism=true`);
      const items = churchEventPageSchema.parse(baptisms.json()).items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((e) => e.hasBaptism)).toBe(true);
    });

    it('refuses a member of another locale (list and one)', async () => {
      expect((await w.call('stranger', 'GET', `events?localeId=${w.ids.a}`)).statusCode).toBe(403);
      const made = await w.call('secretary', 'POST', 'events', baptism(w.ids.a));
      const id = made.json().id as string;
      expect((await w.call('stranger', 'GET', `events/${id}`)).statusCode).toBe(403);
      expect((await w.call('member', 'GET', `events/${id}`)).statusCode).toBe(200);
      expect(
        (await w.call('superAdmin', 'GET', `events/00000000-0000-4000-8000-000000000000`)).statusCode,
      ).toBe(404);
    });
  });
});
