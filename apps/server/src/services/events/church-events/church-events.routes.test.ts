import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  churchEventPageSchema,
  churchEventSchema,
  districtEventAnswerSchema,
  publicEventSchema,
  upcomingEventsSchema,
} from '@congregate/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { formTokenFor } from '../../../../test/form-tokens.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

const DAY_MS = 86_400_000;
const randomId = () => crypto.randomUUID();
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY_MS + hours * 3_600_000).toISOString();

describe.each(routeEngines)('church events on %s', (engine) => {
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

  describe('an event in the past (issue 37)', () => {
    it('refuses a start before now in words and writes nothing, unless the admin says they record a past event', async () => {
      const before = await w.count('church_events');
      const past = {
        ...baptism(w.ids.a),
        title: 'Last month’s prayer night',
        startsAt: inDays(-30),
        endsAt: inDays(-30, 2),
      };
      const refused = await w.call('secretary', 'POST', 'events', past);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'startsAt', message: expect.stringMatching(/has passed/) }),
      ]);
      expect(await w.count('church_events')).toBe(before);
      // A start a few minutes ago is the form's own time to fill in: kept.
      const justNow = await w.call('secretary', 'POST', 'events', {
        ...baptism(w.ids.a),
        startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        endsAt: inDays(0, 2),
      });
      expect(justNow.statusCode, justNow.body).toBe(201);
      const recorded = await w.call('secretary', 'POST', 'events', { ...past, recordsPast: true });
      expect(recorded.statusCode, recorded.body).toBe(201);
      const id = recorded.json().id as string;
      const [audit] = await queryRows<{ after: { recordedAsPast?: boolean } }>(
        w.t.db,
        sql`select after from audit_log where action = 'event.create' and entity_id = ${id}`,
      );
      expect(audit!.after.recordedAsPast).toBe(true);
      // The district form says the same of each copy.
      const district = await w.call('district', 'POST', 'events/district', {
        districtId: await districtOf(w.ids.a),
        title: 'Past crusade',
        type: 'crusade',
        copies: [{ localeId: w.ids.a, startsAt: inDays(-3), endsAt: inDays(-3, 2) }],
      });
      expect(district.statusCode).toBe(422);
      expect(district.json().error.details.issues[0]).toMatchObject({ path: 'copies.0.startsAt' });
    });

    it('refuses moving a start to before now without the admin’s word, and lets a past event be edited', async () => {
      const made = (
        await w.call('secretary', 'POST', 'events', {
          ...baptism(w.ids.a),
          title: 'Youth night',
          startsAt: inDays(-7),
          endsAt: inDays(-7, 2),
          recordsPast: true,
        })
      ).json() as { id: string; startsAt: string; endsAt: string };
      // Its title fixed, its own (past) start sent back unchanged: kept.
      const renamed = await w.call('secretary', 'PATCH', `events/${made.id}`, {
        title: 'Youth night (recorded)',
        startsAt: made.startsAt,
        endsAt: made.endsAt,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const moved = await w.call('secretary', 'PATCH', `events/${made.id}`, { startsAt: inDays(-8) });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().error.details.issues[0]).toMatchObject({ path: 'startsAt' });
      const said = await w.call('secretary', 'PATCH', `events/${made.id}`, {
        startsAt: inDays(-8),
        recordsPast: true,
      });
      expect(said.statusCode, said.body).toBe(200);
    });

    it('lists every event somewhere: a past one latest first with order=desc, however long ago', async () => {
      const ids: string[] = [];
      for (const days of [-400, -2, -40]) {
        const made = await w.call('secretaryB', 'POST', 'events', {
          ...baptism(w.ids.b),
          title: `Past ${days}`,
          startsAt: inDays(days),
          endsAt: inDays(days, 2),
          recordsPast: true,
        });
        ids.push(made.json().id as string);
      }
      const to = new Date().toISOString();
      const from = '1900-01-01T00:00:00Z';
      const first = await w.call(
        'secretaryB',
        'GET',
        `events?localeId=${w.ids.b}&from=${from}&to=${to}&order=desc&limit=2`,
      );
      expect(first.statusCode, first.body).toBe(200);
      const page = churchEventPageSchema.parse(first.json());
      expect(page.items.map((e) => e.title)).toEqual(['Past -2', 'Past -40']);
      const rest = await w.call(
        'secretaryB',
        'GET',
        `events?localeId=${w.ids.b}&from=${from}&to=${to}&order=desc&limit=2&cursor=${page.nextCursor}`,
      );
      expect(churchEventPageSchema.parse(rest.json()).items.map((e) => e.title)).toEqual(['Past -400']);
      const bad = await w.call('secretaryB', 'GET', `events?localeId=${w.ids.b}&order=newest`);
      expect(bad.statusCode).toBe(422);
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
  const districtOf = async (localeId: string) =>
    (
      await queryRows<{ d: string }>(w.t.db, sql`select district_id as d from locales where id = ${localeId}`)
    )[0]!.d;

  let guests = 0;
  // A guest's own RSVP, with a form token issued a minute ago and a mobile of their own.
  const rsvpTo = async (eventId: string, lastName: string, extra: Record<string, unknown> = {}) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/events/events/${eventId}/rsvps`,
      remoteAddress: `10.66.0.${Math.floor(Math.random() * 250)}`,
      payload: {
        firstName: 'Ana',
        lastName,
        mobile: `+63917000${String(1000 + ++guests)}`,
        partySize: 1,
        formToken: await formTokenFor(w.t.app, 'rsvp'),
        ...extra,
      },
    });

  describe('POST /events/district', () => {
    const district = (copies: { localeId: string }[]) => ({
      districtId: '',
      title: 'Holy Week Crusade',
      type: 'crusade',
      capacity: 200,
      copies: copies.map((c, i) => ({
        ...c,
        startsAt: inDays(10 + i),
        endsAt: inDays(10 + i, 3),
        venue: `Hall ${i + 1}`,
      })),
    });

    it('makes one copy per locale of the district with one series, audited each', async () => {
      const north = await districtOf(w.ids.a);
      const response = await w.call('district', 'POST', 'events/district', {
        ...district([{ localeId: w.ids.a }, { localeId: w.ids.b }]),
        districtId: north,
      });
      expect(response.statusCode, response.body).toBe(201);
      const { items } = districtEventAnswerSchema.parse(response.json());
      expect(items.map((e) => e.localeId)).toEqual([w.ids.a, w.ids.b]);
      expect(items[0]!.seriesId).not.toBeNull();
      expect(items[1]!.seriesId).toBe(items[0]!.seriesId);
      expect(items[1]!.venue).toBe('Hall 2');
      expect(
        await w.count(
          'audit_log',
          `action = 'event.create' and entity_id in ('${items[0]!.id}', '${items[1]!.id}')`,
        ),
      ).toBe(2);
    });

    it('refuses a locale outside the district (422, nothing made) and admins of another district (403)', async () => {
      const north = await districtOf(w.ids.a);
      const before = await w.count('church_events');
      const outside = await w.call('district', 'POST', 'events/district', {
        ...district([{ localeId: w.ids.a }, { localeId: w.ids.c }]),
        districtId: north,
      });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().error.details.issues[0].path).toBe('copies.1.localeId');
      expect(await w.count('church_events')).toBe(before);
      for (const caller of ['districtSouth', 'secretary', 'member'] as const) {
        const response = await w.call(caller, 'POST', 'events/district', {
          ...district([{ localeId: w.ids.a }]),
          districtId: north,
        });
        expect(response.statusCode, caller).toBe(403);
      }
      expect(await w.count('church_events')).toBe(before);
    });
  });

  describe('PATCH and DELETE /events/:id', () => {
    it('changes an event checking the period as it will be; audited with before and after', async () => {
      const made = churchEventSchema.parse(
        (await w.call('secretary', 'POST', 'events', baptism(w.ids.a))).json(),
      );
      const late = await w.call('secretary', 'PATCH', `events/${made.id}`, { startsAt: inDays(21) });
      expect(late.statusCode).toBe(422);
      const changed = await w.call('secretary', 'PATCH', `events/${made.id}`, {
        title: 'Baptism by the sea',
        venue: 'Beach',
        description: null,
        startsAt: inDays(19),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const event = churchEventSchema.parse(changed.json());
      expect(event).toMatchObject({ title: 'Baptism by the sea', venue: 'Beach' });
      expect(Date.parse(event.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
      expect(
        await w.count(
          'audit_log',
          `action = 'event.update' and entity_id = '${made.id}' and before->>'title' = 'Water Baptism'`,
        ),
      ).toBe(1);
      for (const caller of ['member', 'leader', 'secretaryB', 'districtSouth'] as const) {
        expect((await w.call(caller, 'PATCH', `events/${made.id}`, { title: 'X' })).statusCode, caller).toBe(
          403,
        );
        expect((await w.call(caller, 'DELETE', `events/${made.id}`)).statusCode, caller).toBe(403);
      }
    });

    it('deletes an event nobody RSVP’d to; cancels one with RSVPs, tells the guests, and then refuses changes', async () => {
      const bare = (await w.call('secretary', 'POST', 'events', baptism(w.ids.a))).json().id as string;
      const deleted = await w.call('secretary', 'DELETE', `events/${bare}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ outcome: 'deleted', guestsTold: 0 });
      expect(await w.count('church_events', `id = '${bare}'`)).toBe(0);
      expect(await w.count('audit_log', `action = 'event.delete' and entity_id = '${bare}'`)).toBe(1);

      const used = (
        await w.call('secretary', 'POST', 'events', { ...baptism(w.ids.a), type: 'worship' })
      ).json().id as string;
      expect((await rsvpTo(used, 'Mailed', { email: 'guest.mailed@example.org' })).statusCode).toBe(201);
      expect((await rsvpTo(used, 'Unmailed')).statusCode).toBe(201);
      const cancelled = await w.call('district', 'DELETE', `events/${used}`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toEqual({ outcome: 'cancelled', guestsTold: 1 });
      expect(await w.count('audit_log', `action = 'event.cancel' and entity_id = '${used}'`)).toBe(1);
      const after = await w.call('secretary', 'PATCH', `events/${used}`, { title: 'Again' });
      expect(after.statusCode).toBe(409);
      expect(after.json().error.details.reason).toBe('event_cancelled');
    });

    it('cancels (never deletes) an event a PEP is scheduled for', async () => {
      const event = (await w.call('secretary', 'POST', 'events', baptism(w.ids.a))).json().id as string;
      const pep = await w.call('secretary', 'POST', 'peps', {
        localeId: w.ids.a,
        firstName: 'Pia',
        lastName: 'Scheduled',
        mobile: '+639170002222',
      });
      expect(pep.statusCode, pep.body).toBe(201);
      const scheduled = await w.call('secretary', 'POST', `peps/${pep.json().id}/stage`, {
        stage: 'scheduled',
        baptismEventId: event,
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      expect((await w.call('secretary', 'DELETE', `events/${event}`)).json().outcome).toBe('cancelled');
    });
  });

  describe('GET /events/:id/public and /events/upcoming (no session)', () => {
    it('shows a guest the event without anything about anyone; 404 for unknown ids', async () => {
      const id = (
        await w.call('secretary', 'POST', 'events', {
          ...baptism(w.ids.a),
          type: 'concert',
          capacity: 1,
          venue: 'Main hall',
          startsAt: inDays(0, 1),
          endsAt: inDays(0, 3),
        })
      ).json().id as string;
      const open = await w.t.app.inject({ method: 'GET', url: `/api/events/events/${id}/public` });
      expect(open.statusCode, open.body).toBe(200);
      expect(publicEventSchema.parse(open.json())).toMatchObject({
        rsvpOpen: true,
        full: false,
        venue: 'Main hall',
      });
      await rsvpTo(id, 'Seated');
      const full = await w.t.app.inject({ method: 'GET', url: `/api/events/events/${id}/public` });
      expect(full.json()).toMatchObject({ full: true, rsvpOpen: true });
      expect(full.body).not.toMatch(/mobile|email|capacity|createdBy|"rsvps"|"people"/);
      const unknown = await w.t.app.inject({ method: 'GET', url: `/api/events/events/${randomId()}/public` });
      expect(unknown.statusCode).toBe(404);
    });

    it('lists an endorsed member’s locale’s events ahead, soonest first; 404 for anyone else', async () => {
      const soon = (
        await w.call('secretary', 'POST', 'events', {
          ...baptism(w.ids.a),
          startsAt: inDays(1),
          endsAt: inDays(1, 2),
        })
      ).json().id as string;
      const past = (
        await w.call('secretary', 'POST', 'events', {
          ...baptism(w.ids.a),
          startsAt: inDays(-2),
          endsAt: inDays(-2, 2),
          recordsPast: true,
        })
      ).json().id as string;
      const response = await w.t.app.inject({
        method: 'GET',
        url: `/api/events/events/upcoming?memberId=${w.ids.memberMember}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const upcoming = upcomingEventsSchema.parse(response.json());
      expect(upcoming.member).toEqual({ id: w.ids.memberMember, displayName: 'Maria S.' });
      const ids = upcoming.items.map((e) => e.id);
      expect(ids).toContain(soon);
      expect(ids).not.toContain(past);
      expect(upcoming.items.every((e) => !e.cancelled && e.localeId === w.ids.a)).toBe(true);
      const starts = upcoming.items.map((e) => Date.parse(e.startsAt));
      expect(starts).toEqual([...starts].sort((x, y) => x - y));
      expect(response.body).not.toMatch(/mobile|email/);
      for (const memberId of [w.ids.pendingMember, randomId()]) {
        const refused = await w.t.app.inject({
          method: 'GET',
          url: `/api/events/events/upcoming?memberId=${memberId}`,
        });
        expect(refused.statusCode).toBe(404);
      }
    });
  });
});
