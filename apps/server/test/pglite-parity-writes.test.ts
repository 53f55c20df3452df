import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/executor.ts';
import { DEMO_PASSWORD } from '../src/demo/demo.ts';
import { DEMO_PEOPLE } from '../src/demo/demo-names.ts';
import {
  findLocaleTimeZone,
  findMemberNamesakes,
  findMergeTarget,
  localeIdsIn,
} from '../src/services/events/baptisms/baptisms.repository.ts';
import {
  eventsStartingTomorrow,
  guestsToRemind,
} from '../src/services/events/event-reminders/event-reminders.repository.ts';
import {
  removeExpiredNonces,
  spendNonce,
} from '../src/services/events/form-tokens/form-tokens.repository.ts';
import { findLocaleRef } from '../src/services/notifications/stream/stream.repository.ts';
import { as, createDemoApp, signIn, type SignedIn, type TestApp } from './harness.ts';

/**
 * The PGlite parity suite's writes (docs/testing.md): each feature's happy path through the API, on a copy of the
 * demo church, as its admin — one app for the file, many calls per test. Route tests cover the refusals and edge
 * cases on PostgreSQL; this runs the repositories' writes on PGlite, with the answers checked.
 */
describe('PGlite parity: each feature’s happy path on the demo church', () => {
  let t: TestApp;
  let admin: SignedIn;
  let localeId: string;
  let memberId: string;

  beforeAll(async () => {
    t = await createDemoApp();
    admin = await signIn(t.app, DEMO_PEOPLE.admin.email, DEMO_PASSWORD);
    const [row] = await queryRows<{ locale: string; member: string }>(
      t.db,
      sql`select current_locale_id as locale, id as member from members where email = ${DEMO_PEOPLE.member.email}`,
    );
    localeId = row!.locale;
    memberId = row!.member;
  }, 180_000);
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    as(t.app, admin, { method, url, payload });

  it('groups: adds a group, a member to it, changes it, and takes the member out', async () => {
    const created = await call('POST', '/api/groups/groups', {
      localeId,
      name: 'Parity Prayer Team',
      type: 'prayer',
      joinPolicy: 'open',
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as { id: string; name: string };
    expect(group.name).toBe('Parity Prayer Team');
    const added = await call('POST', `/api/groups/groups/${group.id}/members`, { memberId, role: 'member' });
    expect(added.statusCode, added.body).toBe(201);
    const changed = await call('PATCH', `/api/groups/groups/${group.id}`, {
      description: 'Prays on Fridays',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ description: 'Prays on Fridays' });
    const members = await as(t.app, admin, { method: 'GET', url: `/api/groups/groups/${group.id}/members` });
    expect(JSON.stringify(members.json())).toContain(memberId);
    const removed = await call('DELETE', `/api/groups/groups/${group.id}/members/${memberId}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  });

  it('member notes: writes a note about the demo member and edits it', async () => {
    const written = await call('POST', `/api/groups/members/${memberId}/notes`, { body: 'Asked for prayer' });
    expect(written.statusCode, written.body).toBe(201);
    const note = written.json() as { id: string; body: string };
    expect(note.body).toBe('Asked for prayer');
    const edited = await call('PATCH', `/api/groups/notes/${note.id}`, { body: 'Asked for prayer for work' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Asked for prayer for work' });
  });

  it('gatherings and check-ins: schedules a gathering, renames it, checks the member in and out, removes it', async () => {
    // Begun a few minutes ago: check-in is open.
    const startsAt = new Date(Date.now() - 5 * 60_000);
    const created = await call('POST', '/api/events/gatherings', {
      localeId,
      title: 'Parity prayer meeting',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const gathering = created.json() as { id: string; title: string };
    expect(gathering.title).toBe('Parity prayer meeting');
    const renamed = await call('PATCH', `/api/events/gatherings/${gathering.id}`, { title: 'Parity vigil' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Parity vigil' });
    const checkedIn = await call('POST', '/api/events/checkins', {
      gatheringId: gathering.id,
      memberId,
      method: 'manual',
      clientId: randomUUID(),
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const checkIn = checkedIn.json() as { checkin: { id: string }; member: { id: string } };
    expect(checkIn.member.id).toBe(memberId);
    const undone = await call('DELETE', `/api/events/checkins/${checkIn.checkin.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    const removed = await call('DELETE', `/api/events/gatherings/${gathering.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  });

  it('prospects: adds a prospect, moves their stage and plans a follow-up', async () => {
    const created = await call('POST', '/api/events/peps', {
      firstName: 'Parity',
      lastName: 'Guest',
      localeId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const pep = created.json() as { id: string; firstName: string };
    expect(pep.firstName).toBe('Parity');
    const staged = await call('POST', `/api/events/peps/${pep.id}/stage`, { stage: 'attending' });
    expect(staged.statusCode, staged.body).toBe(200);
    expect(staged.json()).toMatchObject({ stage: 'attending' });
    const dueOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const followUp = await call('POST', `/api/events/peps/${pep.id}/follow-ups`, {
      dueOn,
      note: 'Call after work',
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect(followUp.json()).toMatchObject({ note: 'Call after work' });
  });

  it('announcements: schedules one for the locale and cancels it', async () => {
    const created = await call('POST', '/api/notifications/announcements', {
      localeId,
      audience: 'locale',
      title: 'Parity notice',
      body: 'Choir practice moves to Saturday',
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const announcement = created.json() as { id: string; title: string };
    expect(announcement.title).toBe('Parity notice');
    const cancelled = await call('POST', `/api/notifications/announcements/${announcement.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
  });

  it('password reset: accepts a request for the demo member and issues a reset', async () => {
    const queuedBefore = await resetCount();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/login/auth/password-reset',
      payload: { email: DEMO_PEOPLE.member.email },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ accepted: true });
    expect(await resetCount()).toBeGreaterThan(queuedBefore);
  });

  const resetCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from password_resets`))[0]!.n;

  /**
   * The statements of the repositories no route of the PGlite parity walks reaches on the demo church (a baptism's
   * namesakes, tomorrow's event reminders, the public forms' spent nonces, the notification stream's locale), on the
   * same copy: `npm run test:pglite-coverage` requires every repository file to run on PGlite.
   */
  describe('repositories the parity walks do not reach', () => {
    let member: { id: string; first_name: string; last_name: string; email: string; locale_id: string };

    beforeAll(async () => {
      const rows = await queryRows<typeof member>(
        t.db,
        sql`select id, first_name, last_name, email, current_locale_id as locale_id
              from members where email = 'member@example.org'`,
      );
      member = rows[0]!;
    });
    it('finds a baptism’s namesakes, its merge target and its locale’s clock', async () => {
      expect(await localeIdsIn(t.db, { all: true })).toBeNull();
      const namesakes = await findMemberNamesakes(t.db, {
        localeId: member.locale_id,
        firstName: member.first_name,
        lastName: member.last_name,
        mobile: null,
        email: member.email.toUpperCase(),
      });
      expect(namesakes.map((row) => row.id)).toContain(member.id);
      expect(await findMergeTarget(t.db, member.id)).toMatchObject({ email: member.email });
      expect(await findLocaleTimeZone(t.db, member.locale_id)).toBe('Asia/Manila');
    });

    it('finds the events starting tomorrow on their locale’s clock, and their guests to remind', async () => {
      const [event] = await queryRows<{ id: string; starts_at: string }>(
        t.db,
        sql`select id, starts_at::text from church_events where cancelled_at is null order by starts_at, id limit 1`,
      );
      const dayBefore = new Date(new Date(event!.starts_at).getTime() - 24 * 60 * 60 * 1000);
      const due = await eventsStartingTomorrow(t.db, dayBefore, 0);
      expect(due.map((row) => row.id)).toContain(event!.id);
      expect(Array.isArray(await guestsToRemind(t.db, event!.id))).toBe(true);
    });

    it('spends a form token’s nonce once, and forgets it once its token expired', async () => {
      const later = new Date(Date.now() + 60_000);
      expect(await spendNonce(t.db, 'parity-nonce', later)).toBe(true);
      expect(await spendNonce(t.db, 'parity-nonce', later)).toBe(false);
      expect(await spendNonce(t.db, 'parity-expired', new Date(Date.now() - 60_000))).toBe(true);
      expect(await removeExpiredNonces(t.db)).toBeGreaterThanOrEqual(1);
      expect(await spendNonce(t.db, 'parity-expired', later)).toBe(true);
      expect(await spendNonce(t.db, 'parity-nonce', later)).toBe(false);
    });

    it('places a locale for the notification stream’s counters', async () => {
      expect(await findLocaleRef(t.db, member.locale_id)).toMatchObject({ id: member.locale_id });
      expect(await findLocaleRef(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    });
  });
});
