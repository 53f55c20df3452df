import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../test/harness.ts';
import { makeEventsWorld, type EventsWorld } from '../../../test/events-fixture.ts';
import { formTokenFor } from '../../../test/form-tokens.ts';

/** The notices the events service writes (issue 16): follow-ups assigned and overdue, tomorrow's events. */
describe.each(routeEngines)('events notices on %s', (engine) => {
  let w: EventsWorld;

  beforeAll(async () => {
    // No worker and no schedules: the hourly run at the real clock must not add notices to what a test counts.
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0, jobsWorker: false }));
  });
  afterAll(() => w.t.close());

  const services = () => w.t.app.services;
  const notices = (where: string) =>
    queryRows<{
      user_id: string;
      kind: string;
      message: string;
      link: string | null;
      dedupe_key: string | null;
    }>(
      w.t.db,
      sql.raw(
        `select user_id, kind, message, link, dedupe_key from notifications where ${where} order by seq`,
      ),
    );
  /** What each notice is made of (`data.words`), for the app to word it in the reader's language. */
  const words = async (where: string) =>
    (
      await queryRows<{ words: unknown }>(
        w.t.db,
        sql.raw(`select data->'words' as words from notifications where ${where} order by seq`),
      )
    ).map((row) => (typeof row.words === 'string' ? JSON.parse(row.words) : row.words));
  /** A day (YYYY-MM-DD) some days from today, UTC. */
  const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  async function makePep(caller: 'member' | 'secretary') {
    const response = await w.call(caller, 'POST', 'peps', {
      firstName: 'Ana',
      lastName: `Cruz ${randomUUID().slice(0, 6)}`,
      localeId: w.ids.a,
    });
    if (response.statusCode !== 201) throw new Error(`PEP not made: ${response.body}`);
    return response.json() as { id: string; lastName: string };
  }

  describe('PEP follow-ups', () => {
    it('tells the assignee of a follow-up another person gave them, with a link to the PEP', async () => {
      const pep = await makePep('secretary');
      const made = await w.call('secretary', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(3),
        note: 'Visit',
        assigneeId: w.ids.member2Member,
      });
      expect(made.statusCode, made.body).toBe(201);
      const told = await notices(`kind = 'pep.follow-up-assigned' and data->>'pepId' = '${pep.id}'`);
      expect(told).toEqual([
        expect.objectContaining({
          user_id: w.ids.member2User,
          link: `/pep/${pep.id}`,
          message: `You have a follow-up with Ana ${pep.lastName}, due ${dayOffset(3)}.`,
        }),
      ]);
      expect(await words(`kind = 'pep.follow-up-assigned' and data->>'pepId' = '${pep.id}'`)).toEqual([
        { pep: `Ana ${pep.lastName}`, dueOn: dayOffset(3) },
      ]);

      // Reassigned to someone else: they are told; the same assignee again: nobody.
      const id = made.json().id as string;
      expect(
        (await w.call('secretary', 'PATCH', `follow-ups/${id}`, { assigneeId: w.ids.memberMember }))
          .statusCode,
      ).toBe(200);
      expect(
        (await w.call('secretary', 'PATCH', `follow-ups/${id}`, { assigneeId: w.ids.memberMember }))
          .statusCode,
      ).toBe(200);
      const after = await notices(`kind = 'pep.follow-up-assigned' and data->>'pepId' = '${pep.id}'`);
      expect(after.map((n) => n.user_id)).toEqual([w.ids.member2User, w.ids.memberUser]);
    });

    it('does not tell someone of a follow-up they gave themselves', async () => {
      const pep = await makePep('member');
      const made = await w.call('member', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(2),
        note: 'Call',
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(await notices(`kind = 'pep.follow-up-assigned' and data->>'pepId' = '${pep.id}'`)).toEqual([]);
    });

    it('tells the assignee of an overdue follow-up once a day, from 07:00 on the locale’s clock', async () => {
      const pep = await makePep('secretary');
      const made = await w.call('secretary', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(-3),
        note: 'Call her',
        assigneeId: w.ids.member2Member,
      });
      const followUpId = made.json().id as string;
      const done = await w.call('secretary', 'POST', `peps/${pep.id}/follow-ups`, {
        dueOn: dayOffset(-3),
        note: 'Done already',
        assigneeId: w.ids.member2Member,
      });
      await w.call('member2', 'PATCH', `follow-ups/${done.json().id}`, { done: true });
      const overdue = `kind = 'pep.follow-up-overdue' and data->>'pepId' = '${pep.id}'`;

      // 05:30 in Manila (UTC+8): too early.
      const early = new Date(`${dayOffset(0)}T21:30:00Z`);
      early.setUTCDate(early.getUTCDate() - 1);
      await services().pepFollowUps.overdueNotices(early);
      expect(await notices(overdue)).toEqual([]);

      // 09:00 in Manila, twice (two runs of the day): one notice.
      const morning = new Date(`${dayOffset(0)}T01:00:00Z`);
      await services().pepFollowUps.overdueNotices(morning);
      await services().pepFollowUps.overdueNotices(new Date(morning.getTime() + 3_600_000));
      const told = await notices(overdue);
      expect(told).toEqual([
        expect.objectContaining({
          user_id: w.ids.member2User,
          link: `/pep/${pep.id}`,
          dedupe_key: `follow-up-overdue:${followUpId}:${dayOffset(0)}`,
        }),
      ]);
      // The next day, still open: another.
      await services().pepFollowUps.overdueNotices(new Date(morning.getTime() + 86_400_000));
      expect(await notices(overdue)).toHaveLength(2);
    });
  });

  describe('event reminders', () => {
    /** A time some days ahead at 09:00 in Manila (01:00 UTC). */
    const morningIn = (days: number) => new Date(`${dayOffset(days)}T01:00:00Z`);

    async function makeEvent(localeId: string, admin: 'secretary' | 'secretaryB', startsAt: Date) {
      const response = await w.call(admin, 'POST', 'events', {
        localeId,
        title: `Crusade ${randomUUID().slice(0, 6)}`,
        type: 'crusade',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
        venue: 'Main hall',
      });
      if (response.statusCode !== 201) throw new Error(`event not made: ${response.body}`);
      return response.json().id as string;
    }

    const reminderMails = async (email: string) =>
      (
        await queryRows<{ n: number }>(
          w.t.db,
          sql`select count(*)::int as n from pgboss.job
              where name = 'email.send' and data->>'purpose' = 'event-reminder' and data->'message'->>'to' = ${email}`,
        )
      )[0]!.n;

    it('reminds the locale’s members in the app and its guests by e-mail, once, the day before', async () => {
      const now = morningIn(10);
      const startsAt = new Date(now.getTime() + 26 * 3_600_000);
      const tomorrow = await makeEvent(w.ids.a, 'secretary', startsAt);
      const later = await makeEvent(w.ids.a, 'secretary', new Date(now.getTime() + 50 * 3_600_000));
      const elsewhere = await makeEvent(w.ids.b, 'secretaryB', new Date(now.getTime() + 50 * 3_600_000));
      const email = `guest.${randomUUID().slice(0, 6)}@example.org`;
      const guest = await w.t.app.inject({
        method: 'POST',
        url: `/api/events/events/${tomorrow}/rsvps`,
        payload: {
          firstName: 'Ana',
          lastName: `Guest ${randomUUID().slice(0, 6)}`,
          email,
          partySize: 2,
          invitedBy: w.ids.memberMember,
          formToken: await formTokenFor(w.t.app, 'rsvp'),
        },
        remoteAddress: '10.88.0.1',
      });
      expect(guest.statusCode, guest.body).toBe(201);

      const first = await services().eventReminders.reminderNotices(now);
      const again = await services().eventReminders.reminderNotices(new Date(now.getTime() + 3_600_000));
      expect(again.memberNotices).toBe(0);

      const reminded = await notices(`kind = 'event.reminder' and data->>'eventId' = '${tomorrow}'`);
      const expected = await queryRows<{ user_id: string }>(
        w.t.db,
        sql`select user_id from members where current_locale_id = ${w.ids.a} and endorsed and user_id is not null`,
      );
      expect(first.memberNotices).toBe(expected.length);
      expect(reminded.map((n) => n.user_id).sort()).toEqual(expected.map((e) => e.user_id).sort());
      expect(reminded.map((n) => n.user_id)).toContain(w.ids.memberUser);
      // Nobody of another locale, nor the registration waiting for endorsement.
      for (const outsider of [w.ids.secretaryBUser, w.ids.strangerUser, w.ids.pendingUser])
        expect(reminded.map((n) => n.user_id)).not.toContain(outsider);
      expect(reminded.find((n) => n.user_id === w.ids.memberUser)).toMatchObject({
        link: `/invitation/${tomorrow}/${w.ids.memberMember}`,
        dedupe_key: `event-reminder:${tomorrow}`,
      });
      expect(
        await words(
          `kind = 'event.reminder' and data->>'eventId' = '${tomorrow}' and user_id = '${w.ids.memberUser}'`,
        ),
      ).toEqual([
        {
          variant: 'venue',
          venue: 'Main hall',
          event: expect.stringMatching(/^Crusade /),
          startsAt: startsAt.toISOString(),
          timeZone: expect.any(String),
        },
      ]);
      // Only tomorrow's event: the day after's are reminded the next day.
      expect(
        await notices(`kind = 'event.reminder' and data->>'eventId' in ('${later}', '${elsewhere}')`),
      ).toEqual([]);
      // The guest is e-mailed once, however often it runs.
      expect(await reminderMails(email)).toBe(1);
      const next = await services().eventReminders.reminderNotices(morningIn(11));
      expect(next.events).toBeGreaterThanOrEqual(2);
      expect(
        await notices(
          `kind = 'event.reminder' and data->>'eventId' = '${elsewhere}' and user_id = '${w.ids.secretaryBUser}'`,
        ),
      ).toHaveLength(1);
      expect(
        await notices(
          `kind = 'event.reminder' and data->>'eventId' = '${elsewhere}' and user_id = '${w.ids.memberUser}'`,
        ),
      ).toEqual([]);
      expect(await reminderMails(email)).toBe(1);
    });

    it('reminds nobody before 07:00 on the locale’s clock, nor of a cancelled event', async () => {
      const now = morningIn(20);
      const early = new Date(now.getTime() - 3 * 3_600_000); // 06:00 in Manila
      const event = await makeEvent(w.ids.a, 'secretary', new Date(now.getTime() + 24 * 3_600_000));
      await services().eventReminders.reminderNotices(early);
      expect(await notices(`kind = 'event.reminder' and data->>'eventId' = '${event}'`)).toEqual([]);
      await w.t.db.execute(sql`update church_events set cancelled_at = now() where id = ${event}`);
      await services().eventReminders.reminderNotices(now);
      expect(await notices(`kind = 'event.reminder' and data->>'eventId' = '${event}'`)).toEqual([]);
    });
  });
});
