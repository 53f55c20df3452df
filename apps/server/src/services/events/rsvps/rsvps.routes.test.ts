import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import {
  arrivalAnswerSchema,
  DOOR_WINDOW,
  eventSummarySchema,
  registeredGuestRsvpSchema,
  guestRsvpViewSchema,
  RSVP_CODE_TYPE,
  rsvpPageSchema,
  rsvpReceiptSchema,
  rsvpSchema,
  type GuestRsvp,
} from '@congregate/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, routeEngines, signIn, type SignedIn } from '../../../../test/harness.ts';
import { flockLeaderGrant, makeAccount, makeFlock, TEST_PASSWORD } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';
import { formTokenFor } from '../../../../test/form-tokens.ts';
import { queryRows } from '../../../db/executor.ts';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.ts';

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describe.each(routeEngines)('RSVPs on %s', (engine) => {
  let w: EventsWorld;
  let mailbox: Mailbox;
  /** An endorsed flock leader of locale B: an usher there, not in A. */
  let leaderB: SignedIn;
  let ipCounter = 0;
  const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0, smtpUrl: mailbox.url }));
    const flockB = await makeFlock(w.t.db, w.ids.b, 'B1-Faith');
    const account = await makeAccount(w.t.db, {
      localeId: w.ids.b,
      flockId: flockB.id,
      grants: [flockLeaderGrant(flockB.id)],
    });
    leaderB = await signIn(w.t.app, account.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await w.t.close();
    await mailbox.close();
  });

  /** An event of locale A (as its secretary), starting in two hours unless told otherwise. */
  async function makeEvent(values: Record<string, unknown> = {}): Promise<string> {
    const response = await w.call('secretary', 'POST', 'events', {
      localeId: w.ids.a,
      title: `Crusade ${randomUUID().slice(0, 6)}`,
      type: 'crusade',
      startsAt: inHours(2),
      endsAt: inHours(5),
      ...values,
    });
    if (response.statusCode !== 201) throw new Error(`event not made: ${response.body}`);
    return response.json().id as string;
  }

  /** A guest with a mobile and an e-mail of their own (their link is read back from the e-mail queued to them). */
  const guest = (values: Record<string, unknown> = {}) => ({
    firstName: 'Ana',
    lastName: `Guest ${randomUUID().slice(0, 6)}`,
    mobile: `+639${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email: `guest.${randomUUID().slice(0, 8)}@example.org`,
    partySize: 1,
    ...values,
  });
  // Every RSVP here carries a token issued a minute ago (a person's pace) unless the body brings its own.
  const rsvp = async (eventId: string, body: Record<string, unknown>, remoteAddress = freshIp()) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/events/events/${eventId}/rsvps`,
      payload: { formToken: await formTokenFor(w.t.app, 'rsvp'), ...body },
      remoteAddress,
    });
  /** The code of the newest link e-mailed to `email` (the queued message, as the guest receives it). */
  async function codeMailedTo(email: string): Promise<string> {
    const [job] = await queryRows<{ data: { message: { text: string } } }>(
      w.t.db,
      sql`select data from pgboss.job where name = 'email.send' and data->'message'->>'to' = ${email}
           order by created_on desc limit 1`,
    );
    const found = /[?&]rsvp=([^\s&]+)/.exec(job?.data.message.text ?? '');
    if (!found) throw new Error(`no RSVP link was mailed to ${email}`);
    return decodeURIComponent(found[1]!);
  }
  /** The e-mail each guest RSVP'd with, by RSVP id. */
  const emailOf = new Map<string, string>();
  const waitingEmail = (rsvp: GuestRsvp) => emailOf.get(rsvp.id)!;
  /** A guest's own RSVP, as their link shows it (with the code their mail carries). */
  async function guestRsvp(eventId: string, body: Record<string, unknown>): Promise<GuestRsvp> {
    const response = await rsvp(eventId, body);
    if (response.statusCode !== 201) throw new Error(`RSVP refused: ${response.body}`);
    expect(rsvpReceiptSchema.strict().parse(response.json())).toEqual({
      received: true,
      sentTo: { email: body.email !== undefined, mobile: body.mobile !== undefined },
    });
    const code = await codeMailedTo(body.email as string);
    const view = await publicCall('GET', `rsvps/by-code?code=${encodeURIComponent(code)}`);
    const found = guestRsvpViewSchema.parse(view.json()).rsvp;
    emailOf.set(found.id, body.email as string);
    return found;
  }
  const publicCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    w.t.app.inject({
      method,
      url: `/api/events/${url}`,
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });

  describe('POST /events/:id/rsvps (public)', () => {
    it('confirms a guest while seats remain, makes their PEP credited to the inviter, tells them', async () => {
      const eventId = await makeEvent({ capacity: 10 });
      const email = `ana.${randomUUID().slice(0, 6)}@example.org`;
      const body = guest({ email, invitedBy: w.ids.memberMember, partySize: 2, consentToContact: true });
      const answer = await guestRsvp(eventId, body);
      expect(answer).toMatchObject({ status: 'confirmed', partySize: 2, waitlistPosition: null });
      const peps = await w.count(
        'peps',
        `last_name = '${body.lastName}' and source = 'event-rsvp' and soul_winner_id = '${w.ids.memberMember}'`,
      );
      expect(peps).toBe(1);
      expect(await w.count('event_rsvps', `id = '${answer.id}' and pep_id is not null`)).toBe(1);
      expect(await w.count('notifications', `kind = 'rsvp.new' and user_id = '${w.ids.memberUser}'`)).toBe(1);
      const [mail] = await mailbox.waitFor(email);
      expect(mail!.body).toContain(`/invitation/${eventId}/${w.ids.memberMember}?rsvp=`);
    });

    it('answers a repeated RSVP exactly as a new one, changes nothing, and resends the link only to the contact on file', async () => {
      const eventId = await makeEvent({ capacity: 10 });
      const body = guest({ partySize: 2 });
      const first = await guestRsvp(eventId, body);
      const mails = () =>
        w.count('pgboss.job', `name = 'email.send' and data->'message'->>'to' = '${body.email}'`);
      expect(await mails()).toBe(1);
      // The link was sent a quarter of an hour ago (within ten minutes it is not sent again).
      await w.t.db.execute(
        sql`update event_rsvps set link_sent_at = now() - interval '15 minutes' where id = ${first.id}`,
      );
      // A stranger who knows the guest's name and e-mail: same answer as a new RSVP, no code, nothing changed.
      const stranger = await rsvp(eventId, { ...body, mobile: '+639171112222', partySize: 9 });
      const fresh = await rsvp(eventId, guest());
      expect(stranger.statusCode).toBe(fresh.statusCode);
      expect(stranger.json()).toEqual({ received: true, sentTo: { email: true, mobile: true } });
      expect(Object.keys(stranger.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(stranger.body).not.toMatch(/code|confirmed|waitlisted/);
      const [row] = await queryRows<{ mobile: string; party_size: number; code_version: number }>(
        w.t.db,
        sql`select mobile, party_size, code_version from event_rsvps where id = ${first.id}`,
      );
      expect(row).toEqual({ mobile: body.mobile, party_size: 2, code_version: 1 });
      expect(await w.count('event_rsvps', `event_id = '${eventId}' and email = '${body.email}'`)).toBe(1);
      // The link went again to the e-mail on file — once: a burst of repeats resends it at most every 10 minutes.
      expect(await mails()).toBe(2);
      await rsvp(eventId, { ...body, firstName: 'Other', lastName: 'Name' });
      expect(await mails()).toBe(2);
      // The mobile alone also finds it (one RSVP per contact per event), whatever name is given.
      await rsvp(eventId, { firstName: 'Some', lastName: 'One', mobile: body.mobile, partySize: 1 });
      expect(await w.count('event_rsvps', `event_id = '${eventId}' and mobile = '${body.mobile}'`)).toBe(1);
      // The PEP made at the first RSVP keeps its details; the repeat is kept beside it.
      expect(await w.count('peps', `last_name = '${body.lastName}'`)).toBe(1);
    });

    it('keeps a party to the event’s maximum (10 by default) and three RSVPs per address per event', async () => {
      const eventId = await makeEvent({ capacity: 300 });
      const big = await rsvp(eventId, guest({ partySize: 11 }));
      expect(big.statusCode).toBe(422);
      expect(big.json().error.details.issues[0]).toMatchObject({
        path: 'partySize',
        code: 'party_too_large',
      });
      const small = await makeEvent({ capacity: 300, maxPartySize: 4 });
      expect((await rsvp(small, guest({ partySize: 5 }))).statusCode).toBe(422);
      expect((await rsvp(small, guest({ partySize: 4 }))).statusCode).toBe(201);
      const ip = freshIp();
      for (let i = 0; i < 3; i++)
        expect((await rsvp(eventId, guest({ partySize: 10 }), ip)).statusCode).toBe(201);
      const fourth = await rsvp(eventId, guest({ partySize: 10 }), ip);
      expect(fourth.statusCode).toBe(429);
      // Refused before any match: a known contact from that address is refused the same way.
      const [known] = await queryRows<{ email: string }>(
        w.t.db,
        sql`select email from event_rsvps where event_id = ${eventId} limit 1`,
      );
      expect((await rsvp(eventId, guest({ email: known!.email }), ip)).statusCode).toBe(429);
      expect(await w.count('event_rsvps', `event_id = '${eventId}'`)).toBe(3);
      // Another event, or another address, is not held back.
      expect((await rsvp(small, guest({ partySize: 1 }), ip)).statusCode).toBe(201);
      expect((await rsvp(eventId, guest({ partySize: 1 }))).statusCode).toBe(201);
    });

    it('ignores an inviter who is not an endorsed member of the event’s locale', async () => {
      const eventId = await makeEvent();
      for (const invitedBy of [w.ids.strangerMember, w.ids.pendingMember]) {
        const answer = await guestRsvp(eventId, guest({ invitedBy }));
        expect(await w.count('event_rsvps', `id = '${answer.id}' and invited_by is null`)).toBe(1);
      }
    });

    it('fills the seats, waitlists the rest, and moves them up in order when a seat frees', async () => {
      const eventId = await makeEvent({ capacity: 3 });
      const first = await guestRsvp(eventId, guest({ partySize: 2 }));
      const second = await guestRsvp(eventId, guest({ partySize: 2 }));
      const third = await guestRsvp(eventId, guest({ partySize: 1 }));
      expect(first.status).toBe('confirmed');
      expect(second).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
      // A party that fits takes the free seat.
      expect(third.status).toBe('confirmed');
      const fourth = await guestRsvp(eventId, guest());
      expect(fourth).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
      const full = await publicCall('GET', `events/${eventId}/public`);
      expect(full.json().full).toBe(true);

      const cancelled = await publicCall('POST', 'rsvps/by-code/cancel', { code: first.code });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().status).toBe('cancelled');
      const view = async (code: string) =>
        guestRsvpViewSchema.parse((await publicCall('GET', `rsvps/by-code?code=${code}`)).json()).rsvp;
      expect((await view(second.code)).status).toBe('confirmed');
      // Three seats: second (2) and third (1) hold them; the fourth waits, now first in line.
      expect(await view(fourth.code)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

      // Raising the capacity moves the waiting list up.
      const raised = await w.call('secretary', 'PATCH', `events/${eventId}`, { capacity: 4 });
      expect(raised.statusCode, raised.body).toBe(200);
      expect((await view(fourth.code)).status).toBe('confirmed');
    });

    it('never gives the last seat twice when guests RSVP at once', async () => {
      const eventId = await makeEvent({ capacity: 2 });
      const answers = await Promise.all(Array.from({ length: 5 }, () => rsvp(eventId, guest())));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const statuses = (
        await queryRows<{ status: string }>(
          w.t.db,
          sql`select status from event_rsvps where event_id = ${eventId}`,
        )
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(2);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(3);
    });

    it('refuses a bot (filled website, sent within 3 s of its token, no token, a spent one) with 422 and writes nothing', async () => {
      const eventId = await makeEvent();
      const spent = await formTokenFor(w.t.app, 'rsvp');
      expect((await rsvp(eventId, guest({ formToken: spent }))).statusCode).toBe(201);
      const before = await w.count('event_rsvps', `event_id = '${eventId}'`);
      for (const body of [
        guest({ website: 'http://spam.example' }),
        guest({ formToken: await formTokenFor(w.t.app, 'rsvp', 500), openedAt: Date.now() - 600_000 }),
        guest({ formToken: spent }),
        guest({ formToken: await formTokenFor(w.t.app, 'visitor') }),
      ]) {
        const response = await rsvp(eventId, body);
        expect(response.statusCode).toBe(422);
      }
      const noToken = await w.t.app.inject({
        method: 'POST',
        url: `/api/events/events/${eventId}/rsvps`,
        payload: guest({ openedAt: Date.now() - 60_000 }),
        remoteAddress: freshIp(),
      });
      expect(noToken.statusCode).toBe(422);
      expect(await w.count('event_rsvps', `event_id = '${eventId}'`)).toBe(before);
    });

    it('refuses bad input (422) and writes nothing', async () => {
      const eventId = await makeEvent();
      for (const body of [
        guest({ mobile: undefined, email: undefined }),
        guest({ partySize: 0 }),
        guest({ firstName: '' }),
        guest({ extra: true }),
      ]) {
        expect((await rsvp(eventId, body)).statusCode).toBe(422);
      }
      expect(await w.count('event_rsvps', `event_id = '${eventId}'`)).toBe(0);
      expect(
        await w.count(
          'peps',
          `source = 'event-rsvp' and first_name = 'Ana' and mobile is null and email is null`,
        ),
      ).toBe(0);
    });

    it('404s an unknown event; 409s a cancelled one, one over, and RSVPs not open or closed, saying which', async () => {
      expect((await rsvp(randomUUID(), guest())).statusCode).toBe(404);
      const over = await makeEvent({ startsAt: inHours(-5), endsAt: inHours(-2), recordsPast: true });
      const notOpen = await makeEvent({ rsvpOpensAt: inHours(1) });
      const closed = await makeEvent({ rsvpOpensAt: inHours(-3), rsvpClosesAt: inHours(-1) });
      const cancelled = await makeEvent();
      await rsvp(cancelled, guest());
      expect((await w.call('secretary', 'DELETE', `events/${cancelled}`)).json().outcome).toBe('cancelled');
      for (const [eventId, reason] of [
        [over, 'event_over'],
        [notOpen, 'rsvp_not_open'],
        [closed, 'rsvp_closed'],
        [cancelled, 'event_cancelled'],
      ] as const) {
        const response = await rsvp(eventId, guest());
        expect(response.statusCode, reason).toBe(409);
        expect(response.json().error.details.reason).toBe(reason);
      }
    });
  });

  describe('codes: by-code, confirm, cancel', () => {
    it('refuses forged, tampered and stale codes with 404', async () => {
      const eventId = await makeEvent();
      const answer = await guestRsvp(eventId, guest());
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const forged = await new SignJWT({ evt: eventId, v: 1 })
        .setProtectedHeader({ alg: 'EdDSA', typ: RSVP_CODE_TYPE })
        .setSubject(answer.id)
        .sign(privateKey);
      const [head, , signature] = answer.code.split('.');
      const tampered = `${head}.${Buffer.from(
        JSON.stringify({ sub: answer.id, evt: eventId, v: 2, iat: 1 }),
      ).toString('base64url')}.${signature}`;
      for (const code of [forged, tampered, 'not-a-code-at-all']) {
        expect((await publicCall('GET', `rsvps/by-code?code=${code}`)).statusCode).toBe(404);
        expect((await publicCall('POST', 'rsvps/by-code/cancel', { code })).statusCode).toBe(404);
      }
      const view = await publicCall('GET', `rsvps/by-code?code=${answer.code}`);
      expect(view.statusCode, view.body).toBe(200);
      const body = guestRsvpViewSchema.parse(view.json());
      expect(body.event.id).toBe(eventId);
      // The guest's page shows nothing of anyone else.
      expect(JSON.stringify(view.json())).not.toMatch(/mobile|email|"people"|"rsvps"/);
    });

    it('hands the guest their event as a calendar entry with their own link; not for a cancelled RSVP (issue 37)', async () => {
      const eventId = await makeEvent({ title: 'Crusade, night one', venue: 'Araneta Coliseum' });
      const answer = await guestRsvp(eventId, guest({ partySize: 3 }));
      const calendar = await publicCall(
        'GET',
        `rsvps/by-code/calendar?code=${encodeURIComponent(answer.code)}`,
      );
      expect(calendar.statusCode, calendar.body).toBe(200);
      expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
      const lines = calendar.body.split('\r\n');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain('SUMMARY:Crusade\\, night one');
      expect(lines.find((line) => line.startsWith('LOCATION:'))).toMatch(/^LOCATION:Araneta Coliseum/);
      expect(lines).toContain(`UID:rsvp-${answer.id}@congregate`);
      const start = lines.find((line) => line.startsWith('DTSTART:'))!.slice('DTSTART:'.length);
      const view = guestRsvpViewSchema.parse(
        (await publicCall('GET', `rsvps/by-code?code=${answer.code}`)).json(),
      );
      expect(start).toBe(view.event.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
      // The guest's own link (unfolded), so the calendar entry opens their QR.
      expect(calendar.body.replace(/\r\n /g, '')).toContain(`?rsvp=${encodeURIComponent(answer.code)}`);
      expect((await publicCall('GET', 'rsvps/by-code/calendar?code=not-a-code-at-all')).statusCode).toBe(404);
      await publicCall('POST', 'rsvps/by-code/cancel', { code: answer.code });
      const cancelled = await publicCall(
        'GET',
        `rsvps/by-code/calendar?code=${encodeURIComponent(answer.code)}`,
      );
      expect(cancelled.statusCode).toBe(409);
    });

    it('tells a waitlisted guest how they will hear, and mails them their QR when a seat frees (issue 37)', async () => {
      const eventId = await makeEvent({ capacity: 1 });
      const first = await guestRsvp(eventId, guest());
      const waiting = await guestRsvp(eventId, guest({ mobile: undefined }));
      expect(waiting).toMatchObject({ status: 'waitlisted', reachBy: { mail: true, phone: false } });
      expect(first.reachBy).toEqual({ mail: true, phone: true });
      const mailsBefore = await w.count(
        'pgboss.job',
        `name = 'email.send' and data->'message'->>'to' = '${waitingEmail(waiting)}'`,
      );
      await publicCall('POST', 'rsvps/by-code/cancel', { code: first.code });
      const view = guestRsvpViewSchema.parse(
        (await publicCall('GET', `rsvps/by-code?code=${waiting.code}`)).json(),
      );
      expect(view.rsvp.status).toBe('confirmed');
      const [job] = await queryRows<{ data: { message: { subject: string; text: string } } }>(
        w.t.db,
        sql`select data from pgboss.job where name = 'email.send' and data->'message'->>'to' = ${waitingEmail(waiting)}
             order by created_on desc limit 1`,
      );
      expect(
        await w.count(
          'pgboss.job',
          `name = 'email.send' and data->'message'->>'to' = '${waitingEmail(waiting)}'`,
        ),
      ).toBe(mailsBefore + 1);
      expect(job!.data.message.text).toContain('confirmed: a seat is yours');
      expect(job!.data.message.text).toContain(`?rsvp=${encodeURIComponent(waiting.code)}`);
    });

    it('a leader’s RSVP is registered until the guest confirms through their own link; an admitted RSVP cannot be cancelled', async () => {
      const eventId = await makeEvent({ capacity: 5 });
      const email = `ben.${randomUUID().slice(0, 6)}@example.org`;
      const made = await w.call('leader', 'POST', `events/${eventId}/rsvps/on-behalf`, {
        memberId: w.ids.memberMember,
        firstName: 'Ben',
        lastName: `Guest ${randomUUID().slice(0, 6)}`,
        mobile: '+639170000123',
        email,
        partySize: 2,
      });
      expect(made.statusCode, made.body).toBe(201);
      // The leader gets no code: only the guest, through the link sent to them, can confirm.
      const answer = registeredGuestRsvpSchema.strict().parse(made.json());
      expect(made.body).not.toContain('code');
      expect(answer.status).toBe('registered');
      expect(await w.count('audit_log', `action = 'rsvp.on-behalf' and entity_id = '${answer.id}'`)).toBe(1);
      const code = await codeMailedTo(email);
      const confirmed = await publicCall('POST', 'rsvps/by-code/confirm', { code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().status).toBe('confirmed');
      const arrived = await w.call('leader', 'POST', `events/${eventId}/arrivals`, { code });
      expect(arrived.statusCode, arrived.body).toBe(200);
      const cancel = await publicCall('POST', 'rsvps/by-code/cancel', { code });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.details.reason).toBe('rsvp_attended');
    });
  });

  describe('POST /events/:id/rsvps/on-behalf', () => {
    const body = () => ({
      memberId: w.ids.memberMember,
      firstName: 'Carlo',
      lastName: `Guest ${randomUUID().slice(0, 6)}`,
      email: `carlo.${randomUUID().slice(0, 6)}@example.org`,
      partySize: 1,
    });

    it('lets the admin of the locale register for any member; refuses others', async () => {
      const eventId = await makeEvent();
      expect(
        (await w.call('secretary', 'POST', `events/${eventId}/rsvps/on-behalf`, body())).statusCode,
      ).toBe(201);
      for (const caller of ['otherLeader', 'member', 'secretaryB', 'districtSouth'] as const) {
        const response = await w.call(caller, 'POST', `events/${eventId}/rsvps/on-behalf`, body());
        expect(response.statusCode, caller).toBe(403);
      }
      const outsider = await w.call('secretary', 'POST', `events/${eventId}/rsvps/on-behalf`, {
        ...body(),
        memberId: w.ids.strangerMember,
      });
      expect(outsider.statusCode).toBe(422);
    });
  });

  describe('admins: list, export, update, summary', () => {
    it('lists, searches accent-blind, filters, pages with a total; exports CSV; refuses others', async () => {
      const eventId = await makeEvent({ capacity: 100 });
      await rsvp(eventId, guest({ firstName: 'José', lastName: 'Peñaflor', invitedBy: w.ids.memberMember }));
      await rsvp(eventId, guest({ firstName: 'Liza', firstTime: true }));
      await rsvp(eventId, guest({ firstName: 'Mara' }));
      const page = await w.call('secretary', 'GET', `events/${eventId}/rsvps?limit=2`);
      expect(page.statusCode, page.body).toBe(200);
      const first = rsvpPageSchema.parse(page.json());
      expect(first).toMatchObject({ total: 3 });
      expect(first.items.map((r) => r.firstName)).toEqual(['Mara', 'Liza']);
      const next = rsvpPageSchema.parse(
        (
          await w.call('secretary', 'GET', `events/${eventId}/rsvps?limit=2&cursor=${first.nextCursor}`)
        ).json(),
      );
      expect(next.items.map((r) => r.firstName)).toEqual(['José']);
      expect(next.items[0]!.soulWinner?.flock?.name).toBe('C1-Joy');
      const found = rsvpPageSchema.parse(
        (await w.call('secretary', 'GET', `events/${eventId}/rsvps?q=jose%20penaflor`)).json(),
      );
      expect(found.items.map((r) => r.firstName)).toEqual(['José']);
      const firstTimers = rsvpPageSchema.parse(
        (await w.call('secretary', 'GET', `events/${eventId}/rsvps?firstTime=true`)).json(),
      );
      expect(firstTimers.total).toBe(1);
      const csv = await w.call('secretary', 'GET', `events/${eventId}/rsvps/export`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      expect(csv.body).toContain('Peñaflor');
      for (const caller of ['member', 'leader', 'secretaryB', 'districtSouth'] as const) {
        expect((await w.call(caller, 'GET', `events/${eventId}/rsvps`)).statusCode, caller).toBe(403);
        expect((await w.call(caller, 'GET', `events/${eventId}/rsvps/export`)).statusCode, caller).toBe(403);
        expect((await w.call(caller, 'GET', `events/${eventId}/summary`)).statusCode, caller).toBe(403);
      }
    });

    it('updates an RSVP (audited); attended records the arrival; cancelling frees seats', async () => {
      const eventId = await makeEvent({ capacity: 1 });
      const one = await guestRsvp(eventId, guest());
      const two = await guestRsvp(eventId, guest());
      expect(two.status).toBe('waitlisted');
      const cancel = await w.call('secretary', 'PATCH', `events/${eventId}/rsvps/${one.id}`, {
        status: 'cancelled',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(rsvpSchema.parse(cancel.json()).cancelledAt).not.toBeNull();
      expect(await w.count('event_rsvps', `id = '${two.id}' and status = 'confirmed'`)).toBe(1);
      const attended = await w.call('secretary', 'PATCH', `events/${eventId}/rsvps/${two.id}`, {
        status: 'attended',
        notes: 'Came early',
      });
      expect(attended.statusCode, attended.body).toBe(200);
      expect(attended.json().arrivedAt).not.toBeNull();
      expect(await w.count('audit_log', `action = 'rsvp.update' and entity_id = '${two.id}'`)).toBe(1);
      expect(
        (await w.call('secretaryB', 'PATCH', `events/${eventId}/rsvps/${two.id}`, { notes: 'x' })).statusCode,
      ).toBe(403);
      expect(
        (await w.call('secretary', 'PATCH', `events/${eventId}/rsvps/${two.id}`, { partySize: 99 }))
          .statusCode,
      ).toBe(422);
    });

    it('sums up the event: counts, soul winners, flocks, recent arrivals', async () => {
      const eventId = await makeEvent({ capacity: 10 });
      const a = await guestRsvp(
        eventId,
        guest({ partySize: 2, invitedBy: w.ids.memberMember, firstTime: true }),
      );
      await rsvp(eventId, guest({ invitedBy: w.ids.memberMember }));
      await rsvp(eventId, guest({ invitedBy: w.ids.member2Member }));
      await w.call('secretary', 'POST', `events/${eventId}/arrivals`, { code: a.code });
      await w.call('secretary', 'POST', `events/${eventId}/walk-ins`, {
        firstName: 'Walk',
        lastName: `In ${randomUUID().slice(0, 6)}`,
        partySize: 1,
      });
      const response = await w.call('secretary', 'GET', `events/${eventId}/summary`);
      expect(response.statusCode, response.body).toBe(200);
      const summary = eventSummarySchema.parse(response.json());
      expect(summary.counts).toMatchObject({
        rsvps: 4,
        people: 5,
        confirmed: 2,
        arrived: 2,
        arrivedPeople: 3,
        walkIns: 1,
        firstTimers: 1,
        firstTimersArrived: 1,
      });
      // Admitted guests hold their seats: 2 confirmed people + 3 admitted (the party of 2 and the walk-in).
      expect(summary.seatsLeft).toBe(5);
      expect(summary.soulWinners[0]).toMatchObject({ memberId: w.ids.memberMember, rsvps: 2, arrived: 1 });
      expect(summary.flocks.find((f) => f.flockName === 'C1-Joy')).toMatchObject({ rsvps: 2 });
      expect(summary.recentArrivals).toHaveLength(2);
    });
  });

  describe('ushers: arrivals and walk-ins', () => {
    it('admits once, says when a second scan comes, and moves the PEP to attending', async () => {
      const eventId = await makeEvent();
      const answer = await guestRsvp(eventId, guest());
      const first = await w.call('leader', 'POST', `events/${eventId}/arrivals`, { code: answer.code });
      expect(first.statusCode, first.body).toBe(200);
      const arrival = arrivalAnswerSchema.parse(first.json());
      expect(arrival).toMatchObject({ previousStatus: 'confirmed', alreadyArrivedAt: null });
      expect(arrival.rsvp.status).toBe('attended');
      expect(await w.count('peps', `id = '${arrival.rsvp.pepId}' and stage = 'attending'`)).toBe(1);
      const second = arrivalAnswerSchema.parse(
        (await w.call('secretary', 'POST', `events/${eventId}/arrivals`, { code: answer.code })).json(),
      );
      expect(second.alreadyArrivedAt).toBe(arrival.rsvp.arrivedAt);
    });

    it('refuses a guest outside the door’s window in words, until the usher admits them anyway (issue 37)', async () => {
      const early = await makeEvent({ startsAt: inHours(11 * 24), endsAt: inHours(11 * 24 + 3) });
      const answer = await guestRsvp(early, guest());
      const refused = await w.call('secretary', 'POST', `events/${early}/arrivals`, { code: answer.code });
      expect(refused.statusCode).toBe(422);
      const error = refused.json().error;
      expect(error.details.issues[0].code).toBe('outside_door_window');
      expect(error.message).toMatch(/^Too early: the door opens/);
      expect(Date.parse(error.details.opensAt)).toBe(
        Date.parse(error.details.startsAt) - DOOR_WINDOW.opensMinutesBefore * 60_000,
      );
      expect(await w.count('event_rsvps', `id = '${answer.id}' and arrived_at is not null`)).toBe(0);
      const admitted = await w.call('secretary', 'POST', `events/${early}/arrivals`, {
        code: answer.code,
        admitOutsideWindow: true,
      });
      expect(admitted.statusCode, admitted.body).toBe(200);
      expect(arrivalAnswerSchema.parse(admitted.json()).rsvp.status).toBe('attended');
      // Scanned again, an admitted guest is told so, not refused.
      const again = await w.call('secretary', 'POST', `events/${early}/arrivals`, { code: answer.code });
      expect(again.statusCode).toBe(200);
      expect(again.json().alreadyArrivedAt).not.toBeNull();
    });

    it('admits a guest found by name when their phone is dead: admins who read the list, not leaders (issue 37)', async () => {
      const eventId = await makeEvent();
      const other = await makeEvent();
      const lost = await guestRsvp(eventId, guest({ firstName: 'Dead', lastName: 'Battery' }));
      const elsewhere = await guestRsvp(other, guest());
      // The usher finds them in the list by name (the admins' list, searchable).
      const found = rsvpPageSchema.parse(
        (await w.call('secretary', 'GET', `events/${eventId}/rsvps?q=battery`)).json(),
      );
      expect(found.items.map((r) => r.id)).toEqual([lost.id]);
      // A flock leader scans codes; admitting by the list is not theirs.
      const leader = await w.call('leader', 'POST', `events/${eventId}/arrivals`, { rsvpId: lost.id });
      expect(leader.statusCode).toBe(403);
      expect(await w.count('event_rsvps', `id = '${lost.id}' and arrived_at is not null`)).toBe(0);
      // An RSVP of another event, an unknown one, both a code and an id, neither: refused, nothing written.
      expect(
        (await w.call('secretary', 'POST', `events/${eventId}/arrivals`, { rsvpId: elsewhere.id }))
          .statusCode,
      ).toBe(404);
      expect(
        (await w.call('secretary', 'POST', `events/${eventId}/arrivals`, { rsvpId: randomUUID() }))
          .statusCode,
      ).toBe(404);
      for (const body of [{ rsvpId: lost.id, code: lost.code }, {}, { rsvpId: 'not-an-id' }]) {
        expect((await w.call('secretary', 'POST', `events/${eventId}/arrivals`, body)).statusCode).toBe(422);
      }
      expect(
        await w.count('event_rsvps', `arrived_at is not null and id in ('${lost.id}', '${elsewhere.id}')`),
      ).toBe(0);
      const admitted = await w.call('secretary', 'POST', `events/${eventId}/arrivals`, { rsvpId: lost.id });
      expect(admitted.statusCode, admitted.body).toBe(200);
      expect(arrivalAnswerSchema.parse(admitted.json())).toMatchObject({
        previousStatus: 'confirmed',
        alreadyArrivedAt: null,
        rsvp: { id: lost.id, status: 'attended' },
      });
      // Their code, scanned when the phone comes back to life, says they are already in.
      const scanned = await w.call('leader', 'POST', `events/${eventId}/arrivals`, { code: lost.code });
      expect(scanned.json().alreadyArrivedAt).not.toBeNull();
    });

    it('refuses forged codes, codes of another event and of a cancelled event with a code; and non-ushers', async () => {
      const eventId = await makeEvent();
      const other = await makeEvent();
      const answer = await guestRsvp(other, guest());
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const forged = await new SignJWT({ evt: eventId, v: 1 })
        .setProtectedHeader({ alg: 'EdDSA', typ: RSVP_CODE_TYPE })
        .setSubject(answer.id)
        .sign(privateKey);
      const codeOf = async (code: string, id = eventId) => {
        const response = await w.call('secretary', 'POST', `events/${id}/arrivals`, { code });
        expect(response.statusCode).toBe(422);
        return response.json().error.details.issues[0].code as string;
      };
      expect(await codeOf(forged)).toBe('rsvp_code_invalid');
      expect(await codeOf(answer.code)).toBe('rsvp_other_event');
      await w.call('secretary', 'DELETE', `events/${other}`);
      expect(await codeOf(answer.code, other)).toBe('event_cancelled');
      for (const caller of ['member', 'secretaryB', 'districtSouth'] as const) {
        expect(
          (await w.call(caller, 'POST', `events/${eventId}/arrivals`, { code: forged })).statusCode,
        ).toBe(403);
      }
      expect((await w.call(leaderB, 'POST', `events/${eventId}/arrivals`, { code: forged })).statusCode).toBe(
        403,
      );
      expect(
        (
          await w.call(leaderB, 'POST', `events/${eventId}/walk-ins`, {
            firstName: 'No',
            lastName: 'Entry',
            partySize: 1,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('registers a walk-in as attended and makes their PEP from the door', async () => {
      const eventId = await makeEvent();
      const lastName = `Walker ${randomUUID().slice(0, 6)}`;
      const response = await w.call('leader', 'POST', `events/${eventId}/walk-ins`, {
        firstName: 'Wally',
        lastName,
        mobile: '+639171112233',
        partySize: 3,
        invitedBy: w.ids.member2Member,
        firstTime: true,
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = rsvpSchema.parse(response.json());
      expect(row).toMatchObject({ status: 'attended', source: 'walk-in', partySize: 3 });
      expect(row.soulWinner?.id).toBe(w.ids.member2Member);
      expect(await w.count('peps', `last_name = '${lastName}' and source = 'walk-in'`)).toBe(1);
      const bad = await w.call('leader', 'POST', `events/${eventId}/walk-ins`, {
        firstName: 'X',
        partySize: 1,
      });
      expect(bad.statusCode).toBe(422);
    });
  });
});
