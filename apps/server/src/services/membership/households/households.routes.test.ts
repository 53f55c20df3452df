import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberRelatives, notifications, users } from '../../../db/schema/index.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { makeAddress } from '../../../../test/factories.ts';
import { as, createTestApp, routeEngines, type TestApp } from '../../../../test/harness.ts';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.ts';

describe.each(routeEngines)('households on %s', (engine) => {
  let t: TestApp;
  let w: EventsWorld;
  const call = (caller: EventCaller, method: InjectOptions['method'], path: string, payload?: unknown) =>
    as(t.app, w.who[caller], {
      method,
      url: `/api/membership/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const noticesOf = async (userId: string, kind: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  let householdId = '';
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      rateLimitPerMinute: 0,
      smtpUrl: mailbox.url,
      publicUrl: 'https://church.example.org',
    });
    w = await makeEventsWorld(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  describe('POST /households', () => {
    it('refuses bad input and unendorsed members, writing nothing', async () => {
      expect((await call('member', 'POST', 'households', { name: '  ' })).statusCode).toBe(422);
      expect((await call('member', 'POST', 'households', { name: 'X', extra: 1 })).statusCode).toBe(422);
      expect((await call('pending', 'POST', 'households', { name: 'Pending home' })).statusCode).toBe(403);
      const other = await makeAddress(t.db, w.ids.member2Member);
      const foreign = await call('member', 'POST', 'households', {
        name: 'Santos',
        address: { addressId: other.id },
      });
      expect(foreign.statusCode).toBe(422);
      expect(await w.count('households')).toBe(0);
    });

    it('makes the caller head with their own address, and refuses a second household (409)', async () => {
      const home = await makeAddress(t.db, w.ids.memberMember, { line1: '7 Rizal Ave.' });
      const made = await call('member', 'POST', 'households', {
        name: 'Santos',
        address: { addressId: home.id },
      });
      expect(made.statusCode).toBe(201);
      const body = made.json();
      householdId = body.id;
      expect(body).toMatchObject({ name: 'Santos', headMemberId: w.ids.memberMember, canEdit: true });
      expect(body.address).toMatchObject({ line1: '7 Rizal Ave.', addressId: home.id });
      expect(body.members).toHaveLength(1);
      const again = await call('member', 'POST', 'households', { name: 'Second' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_in_household');
      expect(await w.count('households')).toBe(1);
    });

    it('answers mine, or null', async () => {
      expect((await call('member', 'GET', 'household')).json().household.id).toBe(householdId);
      expect((await call('member2', 'GET', 'household')).json()).toEqual({ household: null });
    });
  });

  describe('invitations by e-mail', () => {
    let requestId = '';
    it('reaches the account of the address; only the invitee accepts', async () => {
      // The e-mail of member2's account, as the head might type it.
      const [row] = await t.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, w.ids.member2User));
      const invited = await call('member', 'POST', `households/${householdId}/requests`, {
        kind: 'invite',
        email: row!.email.toUpperCase(),
        message: 'Join us',
      });
      expect(invited.statusCode).toBe(201);
      requestId = invited.json().id;
      expect(invited.json()).toMatchObject({ kind: 'invite', canDecide: false, canCancel: true });
      const twice = await call('member', 'POST', `households/${householdId}/requests`, {
        kind: 'invite',
        memberId: w.ids.member2Member,
      });
      expect(twice.json().error.code).toBe('request_pending');

      const mine = (await call('member2', 'GET', 'household-requests')).json();
      expect(mine.toMe.map((r: { id: string }) => r.id)).toEqual([requestId]);
      expect(mine.toMe[0]).toMatchObject({ canDecide: true, householdName: 'Santos' });
      expect(await noticesOf(w.ids.member2User, 'household.request')).toHaveLength(1);

      expect((await call('member', 'POST', `household-requests/${requestId}/accept`)).statusCode).toBe(404);
      expect((await call('stranger', 'POST', `household-requests/${requestId}/accept`)).statusCode).toBe(404);
      const accepted = await call('member2', 'POST', `household-requests/${requestId}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().members.map((m: { memberId: string }) => m.memberId)).toEqual([
        w.ids.memberMember,
        w.ids.member2Member,
      ]);
      expect(await noticesOf(w.ids.memberUser, 'household.accepted')).toHaveLength(1);
      const again = await call('member2', 'POST', `household-requests/${requestId}/accept`);
      expect(again.json().error.code).toBe('request_decided');
    });

    it('shows members no contact data, and is 404 to outsiders', async () => {
      const seen = await call('member2', 'GET', `households/${householdId}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().canEdit).toBe(false);
      for (const m of seen.json().members)
        expect(Object.keys(m).sort()).toEqual([
          'firstName',
          'isHead',
          'joinedAt',
          'lastName',
          'localeId',
          'localeName',
          'memberId',
          'photo',
        ]);
      expect(JSON.stringify(seen.json())).not.toMatch(/@example|mobile/);
      for (const outsider of ['stranger', 'leader', 'secretaryB', 'districtSouth'] as const) {
        expect((await call(outsider, 'GET', `households/${householdId}`)).statusCode, outsider).toBe(404);
      }
      expect((await call('secretary', 'GET', `households/${householdId}`)).json().canEdit).toBe(true);
      expect((await call('district', 'GET', `households/${householdId}`)).statusCode).toBe(200);
    });

    it('e-mails an address with no account yet, with a link to sign in (or register) and answer (issue 37)', async () => {
      const email = `lola-${Date.now()}@example.org`;
      const invited = await call('member', 'POST', `households/${householdId}/requests`, {
        kind: 'invite',
        email,
        message: 'Come and join us, Lola',
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const [mail] = await mailbox.waitFor(email);
      expect(mail!.body).toContain('invites you into the household Santos');
      expect(mail!.body).toContain('Come and join us, Lola');
      expect(mail!.body).toContain('https://church.example.org/login?returnTo=%2Fhouse-hold-request');
      // Withdrawn, it was sent once: nothing is sent again.
      const withdrawn = await call('member', 'POST', `household-requests/${invited.json().id}/decline`);
      expect(withdrawn.json().status).toBe('cancelled');
      expect(mailbox.to(email)).toHaveLength(1);
    });
  });

  describe('join requests', () => {
    let joinId = '';
    it('is 404 to a stranger who cannot see the household; a linked relative may ask', async () => {
      const asked = await call('stranger', 'POST', `households/${householdId}/requests`, { kind: 'join' });
      expect(asked.statusCode).toBe(404);
      await t.db.insert(memberRelatives).values({
        memberId: w.ids.strangerMember,
        relationship: 'sibling',
        firstName: 'Maria',
        lastName: 'Santos',
        relativeMemberId: w.ids.memberMember,
      });
      const bad = await call('stranger', 'POST', `households/${householdId}/requests`, {
        kind: 'join',
        memberId: w.ids.strangerMember,
      });
      expect(bad.statusCode).toBe(422);
      const joined = await call('stranger', 'POST', `households/${householdId}/requests`, { kind: 'join' });
      expect(joined.statusCode).toBe(201);
      joinId = joined.json().id;
      expect(joined.json()).toMatchObject({ canDecide: false, canCancel: true });
      expect(await noticesOf(w.ids.memberUser, 'household.request')).toHaveLength(1);
      const toHead = (await call('member', 'GET', 'household-requests')).json();
      expect(toHead.toMe[0]).toMatchObject({ id: joinId, canDecide: true });
    });

    it('refuses the asker and other members; 409 when the joiner found another household meanwhile', async () => {
      expect((await call('stranger', 'POST', `household-requests/${joinId}/accept`)).statusCode).toBe(404);
      expect((await call('member2', 'POST', `household-requests/${joinId}/accept`)).statusCode).toBe(404);
      const own = await call('stranger', 'POST', 'households', { name: 'Stranger home' });
      expect(own.statusCode).toBe(201);
      const late = await call('member', 'POST', `household-requests/${joinId}/accept`);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('already_in_household');
      expect(await w.count('household_members', `household_id = '${householdId}'`)).toBe(2);
      expect(await w.count('household_requests', `id = '${joinId}' and status = 'pending'`)).toBe(1);
      const declined = await call('member', 'POST', `household-requests/${joinId}/decline`);
      expect(declined.json().status).toBe('declined');
      expect(await noticesOf(w.ids.strangerUser, 'household.declined')).toHaveLength(1);
      // The stranger's own household goes when they leave it.
      const ownId = own.json().id;
      expect(
        (await call('stranger', 'DELETE', `households/${ownId}/members/${w.ids.strangerMember}`)).statusCode,
      ).toBe(200);
      expect(await w.count('households', `id = '${ownId}'`)).toBe(0);
    });

    it('lets the asking side withdraw (cancelled)', async () => {
      const again = await call('stranger', 'POST', `households/${householdId}/requests`, { kind: 'join' });
      expect(again.statusCode).toBe(201);
      const withdrawn = await call('stranger', 'POST', `household-requests/${again.json().id}/decline`);
      expect(withdrawn.json().status).toBe('cancelled');
    });
  });

  describe('PATCH /households/:id', () => {
    it('lets an admin over a member’s locale edit (audited); others 403/404; bad head 422', async () => {
      expect((await call('member2', 'PATCH', `households/${householdId}`, { name: 'Mine' })).statusCode).toBe(
        403,
      );
      expect((await call('secretaryB', 'PATCH', `households/${householdId}`, { name: 'B' })).statusCode).toBe(
        404,
      );
      const badHead = await call('secretary', 'PATCH', `households/${householdId}`, {
        headMemberId: w.ids.strangerMember,
      });
      expect(badHead.statusCode).toBe(422);
      expect((await call('secretary', 'PATCH', `households/${householdId}`, {})).statusCode).toBe(422);
      const renamed = await call('secretary', 'PATCH', `households/${householdId}`, {
        name: 'Santos-Reyes',
        address: { line1: '1 Luna St.', city: 'Manila', countryId: 'PH' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Santos-Reyes',
        address: { line1: '1 Luna St.', addressId: null },
      });
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'household.update'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorUserId: w.ids.secretaryUser, localeId: w.ids.a });
    });

    it('lists households of a locale for its admins only', async () => {
      const page = await call('secretary', 'GET', `households?localeId=${w.ids.a}&q=reyes`);
      expect(page.statusCode).toBe(200);
      expect(page.json().items).toEqual([
        {
          id: householdId,
          name: 'Santos-Reyes',
          headName: 'Maria Santos',
          memberCount: 2,
          dependantCount: 0,
        },
      ]);
      expect((await call('secretaryB', 'GET', `households?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await call('member', 'GET', `households?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await call('secretary', 'GET', `households?localeId=${w.ids.a}&cursor=zz`)).statusCode).toBe(
        422,
      );
    });
  });

  describe('dependants', () => {
    it('lets the head add, correct and remove them, up to the limit', async () => {
      const child = { firstName: 'Ana', lastName: 'Santos', birthDate: '2018-05-01', relationship: 'child' };
      expect(
        (
          await call('member', 'POST', `households/${householdId}/dependants`, {
            ...child,
            relationship: 'pet',
          })
        ).statusCode,
      ).toBe(422);
      expect((await call('member2', 'POST', `households/${householdId}/dependants`, child)).statusCode).toBe(
        403,
      );
      expect((await call('stranger', 'POST', `households/${householdId}/dependants`, child)).statusCode).toBe(
        404,
      );
      expect(await w.count('household_dependants')).toBe(0);
      const added = await call('member', 'POST', `households/${householdId}/dependants`, child);
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      const fixed = await call('member', 'PATCH', `households/${householdId}/dependants/${id}`, {
        ...child,
        firstName: 'Anna',
      });
      expect(fixed.json().firstName).toBe('Anna');
      for (let i = 1; i < 20; i++) {
        const more = await call('member', 'POST', `households/${householdId}/dependants`, {
          ...child,
          firstName: `Child ${i}`,
        });
        expect(more.statusCode).toBe(201);
      }
      const over = await call('member', 'POST', `households/${householdId}/dependants`, child);
      expect(over.statusCode).toBe(409);
      expect(over.json().error.code).toBe('household_full');
      expect(await w.count('household_dependants')).toBe(20);
      const gone = await call('secretary', 'DELETE', `households/${householdId}/dependants/${id}`);
      expect(gone.statusCode).toBe(200);
      expect((await call('member', 'DELETE', `households/${householdId}/dependants/${id}`)).statusCode).toBe(
        404,
      );
      expect(await w.count('audit_log', `action = 'household.dependant_remove'`)).toBe(1);
    });
  });

  describe('DELETE /households/:id/members/:memberId', () => {
    it('refuses a member removing another; the head leaving hands over; the last leaving ends it', async () => {
      expect(
        (await call('member2', 'DELETE', `households/${householdId}/members/${w.ids.memberMember}`))
          .statusCode,
      ).toBe(403);
      const left = await call('member', 'DELETE', `households/${householdId}/members/${w.ids.memberMember}`);
      expect(left.statusCode).toBe(200);
      const now = (await call('member2', 'GET', 'household')).json().household;
      expect(now.headMemberId).toBe(w.ids.member2Member);
      expect(now.canEdit).toBe(true);
      expect((await call('member', 'GET', `households/${householdId}`)).statusCode).toBe(404);
      const last = await call(
        'member2',
        'DELETE',
        `households/${householdId}/members/${w.ids.member2Member}`,
      );
      expect(last.statusCode).toBe(200);
      expect(await w.count('households')).toBe(0);
      expect(await w.count('household_dependants')).toBe(0);
    });
  });
});
