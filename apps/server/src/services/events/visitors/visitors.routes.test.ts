import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inviterListSchema, inviterSchema, visitorThanksSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, engines } from '../../../../test/harness.ts';
import { makeMember } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

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

describe.each(engines)('the visitor form on %s', (engine) => {
  let w: EventsWorld;
  let ipCounter = 0;
  const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  // Every form here was opened a minute ago (a person's pace) unless a test says otherwise.
  const form = (values: Record<string, unknown>) => ({
    localeId: w.ids.a,
    consentToContact: true,
    openedAt: Date.now() - 60_000,
    ...values,
  });
  const submit = (body: unknown, remoteAddress = freshIp()) =>
    w.t.app.inject({ method: 'POST', url: '/api/events/visitors', payload: body as object, remoteAddress });
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

    it('answers a bot’s form as if accepted and stores nothing', async () => {
      const lastName = `Bot ${randomUUID().slice(0, 6)}`;
      const before = { peps: await w.count('peps'), notices: await w.count('notifications') };
      const bots = [
        form({ firstName: 'Spam', lastName, website: 'https://spam.example' }),
        form({ firstName: 'Spam', lastName, openedAt: Date.now() - 1_000 }),
        form({ firstName: 'Spam', lastName, openedAt: Date.now() + 60_000 }),
      ];
      for (const body of bots) {
        const response = await submit(body);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({ ok: true });
      }
      expect(await w.count('peps')).toBe(before.peps);
      expect(await w.count('notifications')).toBe(before.notices);
    });

    it('updates the PEP of the same person (accent- and case-blind name, same mobile or e-mail) instead of adding one', async () => {
      const tag = randomUUID().slice(0, 6);
      const lastName = `Peña ${tag}`;
      const mobile = '+639189876543';
      expect((await submit(form({ firstName: 'José', lastName, mobile }))).statusCode).toBe(201);
      const [first] = await pepsNamed(lastName);
      expect(first!.soul_winner_id).toBeNull();

      // The same person again: name written without accents and in capitals, same mobile, more details.
      const again = await submit(
        form({
          firstName: 'JOSE',
          lastName: `PENA ${tag.toUpperCase()}`,
          mobile,
          email: `jose-${tag}@example.org`,
          heardFrom: 'Facebook',
          invitedBy: w.ids.member2Member,
        }),
      );
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual({ ok: true });
      expect(
        await w.count(
          'peps',
          `congregate_name_key(first_name, last_name) = congregate_name_key('Jose', 'Pena ${tag}')`,
        ),
      ).toBe(1);
      const [updated] = await queryRows<PepRecord>(w.t.db, sql`select * from peps where id = ${first!.id}`);
      expect(updated).toMatchObject({
        email: `jose-${tag}@example.org`,
        heard_from: 'Facebook',
        soul_winner_id: w.ids.member2Member,
        stage: 'contacted',
      });

      // Found by the e-mail alone; a soul winner already credited stays.
      await submit(
        form({
          firstName: 'José',
          lastName,
          email: `JOSE-${tag}@example.org`,
          invitedBy: w.ids.memberMember,
        }),
      );
      const [kept] = await queryRows<PepRecord>(w.t.db, sql`select * from peps where id = ${first!.id}`);
      expect(kept!.soul_winner_id).toBe(w.ids.member2Member);
      expect(await w.count('peps', `id = '${first!.id}'`)).toBe(1);
      expect(await w.count('pep_stage_changes', `pep_id = '${first!.id}'`)).toBe(1);

      // Another mobile is another person; another locale is another PEP.
      await submit(form({ firstName: 'José', lastName, mobile: '+639180000001' }));
      await submit(form({ firstName: 'José', lastName, mobile, localeId: w.ids.b }));
      const all = await pepsNamed(lastName);
      expect(all).toHaveLength(3);
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
      expect(items.every((m) => m.displayName.startsWith('Maricel Ñino'))).toBe(true);
      for (const item of response.json().items)
        expect(Object.keys(item).sort()).toEqual(['displayName', 'id']);
      expect(response.body).not.toContain('+63917');

      const maria = await get(`inviters?localeId=${w.ids.a}&q=${encodeURIComponent('MARÍA SAN')}`);
      expect(maria.json().items).toEqual([{ id: w.ids.memberMember, displayName: 'Maria Santos' }]);
      expect((await get(`inviters?localeId=${w.ids.b}&q=Maria`)).json().items).toEqual([]);
      expect((await get(`inviters?localeId=${w.ids.a}&q=ma`)).statusCode).toBe(422);
    });

    it('shows an invite link’s member by display name and locale; 404 for anyone not an endorsed member', async () => {
      const response = await get(`inviter/${w.ids.memberMember}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(inviterSchema.strict().parse(response.json())).toEqual({
        id: w.ids.memberMember,
        displayName: 'Maria Santos',
        localeId: w.ids.a,
      });
      expect((await get(`inviter/${w.ids.pendingMember}`)).statusCode).toBe(404);
      expect((await get(`inviter/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
