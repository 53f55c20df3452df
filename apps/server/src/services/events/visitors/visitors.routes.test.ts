import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  inviterListSchema,
  inviterSchema,
  pepVisitListSchema,
  visitorThanksSchema,
} from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeMember } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';
import { formTokenFor } from '../../../../test/form-tokens.ts';

interface PepRecord {
  id: string;
  first_name: string;
  mobile: string | null;
  email: string | null;
  source: string;
  stage: string;
  soul_winner_id: string | null;
  heard_from: string | null;
  contact_consent_at: Date | null;
  search_text: string;
}

describe.each(routeEngines)('the visitor form on %s', (engine) => {
  let w: EventsWorld;
  let ipCounter = 0;
  const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const form = (values: Record<string, unknown>) => ({
    localeId: w.ids.a,
    consentToContact: true,
    ...values,
  });
  // Every form here carries a token issued a minute ago (a person's pace) unless the body brings its own.
  const submit = async (body: Record<string, unknown>, remoteAddress = freshIp()) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/events/visitors',
      payload: { formToken: await formTokenFor(w.t.app, 'visitor'), ...body },
      remoteAddress,
    });
  const pepsNamed = (lastName: string) =>
    queryRows<PepRecord>(
      w.t.db,
      sql`select * from peps where last_name = ${lastName} order by created_at, id`,
    );

  beforeAll(async () => {
    // The request limit stays on (default): the form's own per-address limit is part of what is tested.
    w = await makeEventsWorld(await createTestApp(engine));
  });
  afterAll(() => w.t.close());

  describe('POST /visitors', () => {
    it('makes a PEP at contacted, credited to the inviter, and tells them and the locale’s admins', async () => {
      const lastName = `Dela Cruz ${randomUUID().slice(0, 6)}`;
      const response = await submit(
        form({
          firstName: 'Juan',
          lastName,
          mobile: '+639171234567',
          heardFrom: 'A friend',
          invitedBy: w.ids.memberMember,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(visitorThanksSchema.strict().parse(response.json())).toEqual({ ok: true });
      const [pep, ...more] = await pepsNamed(lastName);
      expect(more).toHaveLength(0);
      expect(pep).toMatchObject({
        source: 'visitor-form',
        stage: 'contacted',
        soul_winner_id: w.ids.memberMember,
        heard_from: 'A friend',
        mobile: '+639171234567',
      });
      expect(pep!.contact_consent_at).not.toBeNull();
      expect(pep!.search_text).toContain('juan');
      expect(await w.count('pep_stage_changes', `pep_id = '${pep!.id}' and to_stage = 'contacted'`)).toBe(1);
      expect(
        await w.count(
          'notifications',
          `kind = 'pep.visitor' and data->>'pepId' = '${pep!.id}' and locale_id = '${w.ids.a}'`,
        ),
      ).toBe(1);
      expect(
        await w.count(
          'notifications',
          `kind = 'visitor.new' and data->>'pepId' = '${pep!.id}' and user_id = '${w.ids.memberUser}' and link = '/pep/${pep!.id}'`,
        ),
      ).toBe(1);
      // The soul winner finds the guest among their own PEPs.
      const mine = await w.call('member', 'GET', `peps/${pep!.id}`);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().soulWinner.id).toBe(w.ids.memberMember);
    });

    it('credits nobody when the inviter is not an endorsed member of that locale', async () => {
      for (const invitedBy of [w.ids.strangerMember, w.ids.pendingMember, randomUUID()]) {
        const lastName = `Nobody ${randomUUID().slice(0, 6)}`;
        const response = await submit(
          form({ firstName: 'Ana', lastName, email: `${randomUUID()}@example.org`, invitedBy }),
        );
        expect(response.statusCode, response.body).toBe(201);
        const [pep] = await pepsNamed(lastName);
        expect(pep!.soul_winner_id).toBeNull();
        expect(await w.count('notifications', `data->>'pepId' = '${pep!.id}' and kind = 'visitor.new'`)).toBe(
          0,
        );
      }
    });

    it('answers a bot’s form (honeypot filled, or sent within seconds of its token) as if accepted and stores nothing', async () => {
      const lastName = `Bot ${randomUUID().slice(0, 6)}`;
      const before = { peps: await w.count('peps'), notices: await w.count('notifications') };
      const bots = [
        form({ firstName: 'Spam', lastName, website: 'https://spam.example' }),
        form({ firstName: 'Spam', lastName, formToken: await formTokenFor(w.t.app, 'visitor', 1_000) }),
        // A client's own clock is not believed: an old `openedAt` does not make a fresh token slow.
        form({
          firstName: 'Spam',
          lastName,
          openedAt: Date.now() - 600_000,
          formToken: await formTokenFor(w.t.app, 'visitor', 0),
        }),
      ];
      for (const body of bots) {
        const response = await submit(body);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({ ok: true });
      }
      expect(await w.count('peps')).toBe(before.peps);
      expect(await w.count('notifications')).toBe(before.notices);
    });

    it('refuses a form without a token the server issued, a forged, spent, expired or other form’s one, writing nothing', async () => {
      const lastName = `Tokenless ${randomUUID().slice(0, 6)}`;
      const body = form({ firstName: 'Tina', lastName, mobile: '+639170001111' });
      const before = { peps: await w.count('peps'), notices: await w.count('notifications') };
      const { formToken: _none, ...withoutToken } = { formToken: undefined, ...body };
      const missing = await w.t.app.inject({
        method: 'POST',
        url: '/api/events/visitors',
        payload: { ...withoutToken, openedAt: Date.now() - 60_000 },
        remoteAddress: freshIp(),
      });
      expect(missing.statusCode).toBe(422);
      const spent = await formTokenFor(w.t.app, 'visitor');
      const tokens = {
        forged: `${spent.slice(0, -6)}AAAAAA`,
        other: await formTokenFor(w.t.app, 'rsvp'),
        expired: await formTokenFor(w.t.app, 'visitor', 13 * 3_600_000),
      };
      for (const [why, formToken] of Object.entries(tokens)) {
        const response = await submit({ ...body, formToken });
        expect(response.statusCode, why).toBe(422);
        expect(response.json().error.details.issues[0]).toMatchObject({
          path: 'formToken',
          code: 'form_token_invalid',
        });
      }
      expect(await w.count('peps')).toBe(before.peps);
      expect(await w.count('notifications')).toBe(before.notices);
      // Good once: the same token again is refused.
      expect((await submit({ ...body, formToken: spent })).statusCode).toBe(201);
      expect((await submit({ ...body, formToken: spent })).statusCode).toBe(422);
      expect(await pepsNamed(lastName)).toHaveLength(1);
    });

    it('issues tokens that work once: POST /form-tokens, then the form after the minimum time', async () => {
      const issued = await w.t.app.inject({
        method: 'POST',
        url: '/api/events/form-tokens',
        payload: { form: 'visitor' },
        remoteAddress: freshIp(),
      });
      expect(issued.statusCode, issued.body).toBe(201);
      expect(issued.json()).toMatchObject({ token: expect.any(String), minSeconds: 3 });
      expect(issued.headers['cache-control']).toBe('no-store');
      const lastName = `Issued ${randomUUID().slice(0, 6)}`;
      // Sent at once: taken for a bot's (nothing stored), and the token is still good for the person's send.
      expect(
        (await submit(form({ firstName: 'Ira', lastName, formToken: issued.json().token }))).statusCode,
      ).toBe(201);
      expect(await pepsNamed(lastName)).toHaveLength(0);
      expect(
        (
          await w.t.app.inject({
            method: 'POST',
            url: '/api/events/form-tokens',
            payload: { form: 'survey' },
          })
        ).statusCode,
      ).toBe(422);
    });

    it('never changes a known prospect: a repeat visit is kept beside them, and its new contact offered to staff only', async () => {
      const tag = randomUUID().slice(0, 6);
      const lastName = `Peña ${tag}`;
      const mobile = '+639189876543';
      expect((await submit(form({ firstName: 'José', lastName, mobile }))).statusCode).toBe(201);
      const [first] = await pepsNamed(lastName);
      expect(first!.soul_winner_id).toBeNull();

      // The same person (or someone who knows their name and number) again, with another e-mail and an inviter.
      const again = await submit(
        form({
          firstName: 'JOSE',
          lastName: `PENA ${tag.toUpperCase()}`,
          mobile,
          email: `stranger-${tag}@example.org`,
          heardFrom: 'Facebook',
          invitedBy: w.ids.member2Member,
        }),
      );
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual({ ok: true });
      const [kept] = await queryRows<PepRecord>(w.t.db, sql`select * from peps where id = ${first!.id}`);
      expect(kept).toMatchObject({ mobile, email: null, heard_from: null, soul_winner_id: null });
      expect(kept!.contact_consent_at).toEqual(first!.contact_consent_at);
      expect(await pepsNamed(lastName)).toHaveLength(1);
      expect(await w.count('pep_stage_changes', `pep_id = '${first!.id}'`)).toBe(1);
      expect(
        await w.count(
          'notifications',
          `kind = 'pep.visitor' and data->>'pepId' = '${first!.id}' and message like '%again%'`,
        ),
      ).toBeGreaterThan(0);

      // Staff see the visit, old and new side by side.
      const visits = await w.call('secretary', 'GET', `peps/${first!.id}/visits`);
      expect(visits.statusCode, visits.body).toBe(200);
      const list = pepVisitListSchema.parse(visits.json());
      expect(list.current).toEqual({ mobile, email: null });
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({
        source: 'visitor-form',
        email: `stranger-${tag}@example.org`,
        heardFrom: 'Facebook',
        invitedByName: expect.stringMatching(/^\S+ [A-Z]\.$/),
        contactDiffers: true,
        decision: null,
      });
      const visitId = list.items[0]!.id;

      // Only an admin over the locale decides: not the public, not a member, not another locale's admin.
      expect(
        (
          await w.t.app.inject({
            method: 'POST',
            url: `/api/events/peps/${first!.id}/visits/${visitId}/apply`,
          })
        ).statusCode,
      ).toBe(401);
      expect((await w.call('member', 'POST', `peps/${first!.id}/visits/${visitId}/apply`)).statusCode).toBe(
        403,
      );
      expect(
        (await w.call('secretaryB', 'POST', `peps/${first!.id}/visits/${visitId}/apply`)).statusCode,
      ).toBe(403);
      expect((await w.call('secretaryB', 'GET', `peps/${first!.id}/visits`)).statusCode).toBe(403);
      const [unchanged] = await queryRows<PepRecord>(w.t.db, sql`select * from peps where id = ${first!.id}`);
      expect(unchanged!.email).toBeNull();

      const applied = await w.call('secretary', 'POST', `peps/${first!.id}/visits/${visitId}/apply`);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({ email: `stranger-${tag}@example.org`, emailConfirmed: false });
      expect(await w.count('audit_log', `action = 'pep.visit_apply' and entity_id = '${first!.id}'`)).toBe(1);
      expect(
        (await w.call('secretary', 'POST', `peps/${first!.id}/visits/${visitId}/apply`)).statusCode,
      ).toBe(409);
      const after = pepVisitListSchema.parse(
        (await w.call('secretary', 'GET', `peps/${first!.id}/visits`)).json(),
      );
      expect(after.items[0]).toMatchObject({ decision: 'applied', contactDiffers: false });

      // Another visit with another mobile: dismissed, the PEP keeps its own.
      await submit(
        form({ firstName: 'José', lastName, email: `stranger-${tag}@example.org`, mobile: '+639180000009' }),
      );
      const second = pepVisitListSchema.parse(
        (await w.call('secretary', 'GET', `peps/${first!.id}/visits`)).json(),
      );
      const open = second.items.find((v) => v.decision === null)!;
      expect(open.contactDiffers).toBe(true);
      const dismissed = await w.call('secretary', 'POST', `peps/${first!.id}/visits/${open.id}/dismiss`);
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(dismissed.json()).toMatchObject({ decision: 'dismissed', contactDiffers: false });
      const [final] = await queryRows<PepRecord>(w.t.db, sql`select * from peps where id = ${first!.id}`);
      expect(final!.mobile).toBe(mobile);
      expect(await w.count('audit_log', `action = 'pep.visit_dismiss' and entity_id = '${first!.id}'`)).toBe(
        1,
      );

      // Another mobile is another person; another locale is another PEP.
      await submit(form({ firstName: 'José', lastName, mobile: '+639180000001' }));
      await submit(form({ firstName: 'José', lastName, mobile, localeId: w.ids.b }));
      expect(await pepsNamed(lastName)).toHaveLength(3);
    });

    it('mails a new prospect’s e-mail a link that confirms it, and nothing else does', async () => {
      const lastName = `Confirm ${randomUUID().slice(0, 6)}`;
      const email = `confirm-${randomUUID().slice(0, 6)}@example.org`;
      expect((await submit(form({ firstName: 'Cora', lastName, email }))).statusCode).toBe(201);
      const [pep] = await pepsNamed(lastName);
      const [job] = await queryRows<{ data: { message: { to: string; text: string } } }>(
        w.t.db,
        sql`select data from pgboss.job where name = 'email.send' and data->'message'->>'to' = ${email}`,
      );
      const link = /\/visitor-form\?confirm=([^\s]+)/.exec(job!.data.message.text)!;
      const token = decodeURIComponent(link[1]!);
      const confirm = (body: unknown) =>
        w.t.app.inject({
          method: 'POST',
          url: '/api/events/visitors/confirm-email',
          payload: body as object,
          remoteAddress: freshIp(),
        });
      expect((await confirm({ token: `${token.slice(0, -4)}AAAA` })).json()).toEqual({ confirmed: false });
      expect((await w.call('secretary', 'GET', `peps/${pep!.id}`)).json().emailConfirmed).toBe(false);
      const confirmed = await confirm({ token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ confirmed: true });
      expect((await w.call('secretary', 'GET', `peps/${pep!.id}`)).json().emailConfirmed).toBe(true);
    });

    it('refuses a form without consent or for a locale that does not exist, saying nothing about anyone', async () => {
      const noConsent = await submit(
        form({ firstName: 'Lea', lastName: 'Salonga', consentToContact: false }),
      );
      expect(noConsent.statusCode).toBe(422);
      const unknown = await submit(form({ firstName: 'Lea', lastName: 'Salonga', localeId: randomUUID() }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.body).not.toContain('Salonga');
    });

    it('limits the forms one address may send (429 past ten an hour)', async () => {
      const ip = freshIp();
      const bot = form({ firstName: 'Spam', lastName: 'Limit', website: 'x' });
      // (A honeypot form still counts: the limit is per address, whatever the form says.)
      for (let i = 0; i < 10; i++) expect((await submit(bot, ip)).statusCode).toBe(201);
      const refused = await submit(bot, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      // Another address is not held back.
      expect((await submit(bot, freshIp())).statusCode).toBe(201);
    });
  });

  describe('GET /visitors/inviters and /visitors/inviter/{id}', () => {
    const get = (url: string) =>
      w.t.app.inject({ method: 'GET', url: `/api/events/visitors/${url}`, remoteAddress: freshIp() });

    it('finds endorsed members of the locale by display name only, accent-blind, at most ten', async () => {
      const tag = randomUUID().slice(0, 5);
      for (let i = 0; i < 12; i++) {
        await makeMember(w.t.db, w.ids.a, {
          firstName: 'Maricel',
          lastName: `Ñino${tag} ${i}`,
          mobile: '+639170000000',
        });
      }
      await makeMember(w.t.db, w.ids.a, {
        firstName: 'Hidden',
        lastName: `Ñino${tag}`,
        endorsed: false,
        endorsedAt: null,
      });
      await makeMember(w.t.db, w.ids.b, { firstName: 'Elsewhere', lastName: `Ñino${tag}` });
      const response = await get(`inviters?localeId=${w.ids.a}&q=${encodeURIComponent(`nino${tag}`)}`);
      expect(response.statusCode, response.body).toBe(200);
      const { items } = inviterListSchema.parse(response.json());
      expect(items).toHaveLength(10);
      expect(items.every((m) => m.displayName === 'Maricel Ñ.')).toBe(true);
      for (const item of response.json().items)
        expect(Object.keys(item).sort()).toEqual(['displayName', 'handle']);
      expect(response.body).not.toContain('+63917');
      expect(response.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

      // The handle is opaque (no member id, different each answer) and credits the member when sent back.
      const maria = await get(`inviters?localeId=${w.ids.a}&q=${encodeURIComponent('MARÍA SAN')}`);
      const [picked] = inviterListSchema.parse(maria.json()).items;
      expect(picked).toMatchObject({ displayName: 'Maria S.' });
      expect(picked!.handle).not.toContain(w.ids.memberMember);
      const again = await get(`inviters?localeId=${w.ids.a}&q=${encodeURIComponent('MARÍA SAN')}`);
      expect(again.json().items[0].handle).not.toBe(picked!.handle);
      const lastName = `Handled ${randomUUID().slice(0, 6)}`;
      expect(
        (await submit(form({ firstName: 'Hana', lastName, invitedBy: picked!.handle }))).statusCode,
      ).toBe(201);
      expect((await pepsNamed(lastName))[0]!.soul_winner_id).toBe(w.ids.memberMember);
      const forged = `h1.${'A'.repeat(59)}`;
      const lastName2 = `Forged ${randomUUID().slice(0, 6)}`;
      expect(
        (await submit(form({ firstName: 'Fe', lastName: lastName2, invitedBy: forged }))).statusCode,
      ).toBe(201);
      expect((await pepsNamed(lastName2))[0]!.soul_winner_id).toBeNull();
      expect((await get(`inviters?localeId=${w.ids.b}&q=Maria`)).json().items).toEqual([]);
      expect((await get(`inviters?localeId=${w.ids.a}&q=ma`)).statusCode).toBe(422);
    });

    it('shows an invite link’s member by display name and locale; 404 for anyone not an endorsed member', async () => {
      const response = await get(`inviter/${w.ids.memberMember}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(inviterSchema.strict().parse(response.json())).toEqual({
        id: w.ids.memberMember,
        displayName: 'Maria S.',
        localeId: w.ids.a,
      });
      expect((await get(`inviter/${w.ids.pendingMember}`)).statusCode).toBe(404);
      expect((await get(`inviter/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
