import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kioskPairingSchema,
  kioskRosterSchema,
  kioskSessionSchema,
  kioskSyncSchema,
} from '@congregate/contracts';
import { verifyMemberCard } from '@congregate/contracts/member-card-verify';
import type { JWK } from 'jose';
import { sql } from 'drizzle-orm';
import { createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import { makeAccount, makeGathering } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('kiosks on %s', (engine) => {
  let w: EventsWorld;
  let kioskA: SignedIn & { kioskId: string };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    kioskA = await w.pairKiosk(w.ids.a, 'secretary');
  });
  afterAll(() => w.t.close());

  const pair = (code: string) =>
    w.t.app.inject({ method: 'POST', url: '/api/events/kiosks/pair', payload: { code } });

  describe('POST /kiosks and POST /kiosks/pair', () => {
    it('gives the admin a one-time code that pairs a tablet into a kiosk session (cookie and bearer)', async () => {
      const made = await w.call('secretary', 'POST', 'kiosks', { localeId: w.ids.a, name: 'Lobby kiosk' });
      expect(made.statusCode, made.body).toBe(201);
      const pairing = kioskPairingSchema.parse(made.json());
      expect(pairing.pairingCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(pairing.pairingUrl).toContain(`/kiosk?code=${pairing.pairingCode}`);
      expect(
        await w.count('audit_log', `action = 'kiosk.create' and entity_id = '${pairing.kiosk.id}'`),
      ).toBe(1);

      // Typed in lower case without the dash.
      const paired = await pair(pairing.pairingCode.replace('-', '').toLowerCase());
      expect(paired.statusCode, paired.body).toBe(200);
      const session = kioskSessionSchema.parse(paired.json());
      expect(session.session.userType).toBe('kiosk');
      expect(session.locale.id).toBe(w.ids.a);
      expect(paired.cookies.map((c) => c.name)).toContain('congregate_session');
      const roster = await w.t.app.inject({
        method: 'GET',
        url: '/api/events/kiosk/roster',
        headers: { authorization: `Bearer ${session.session.accessToken}` },
      });
      expect(roster.statusCode).toBe(200);
      // The code works once.
      const again = await pair(pairing.pairingCode);
      expect(again.statusCode).toBe(422);
      expect(again.json().error.details.issues[0].path).toBe('code');
    });

    it('refuses wrong and expired codes, and a replaced one', async () => {
      expect((await pair('ABCD-EFGH')).statusCode).toBe(422);
      expect((await pair('short')).statusCode).toBe(422);
      const made = kioskPairingSchema.parse(
        (await w.call('secretary', 'POST', 'kiosks', { localeId: w.ids.a, name: 'Side door' })).json(),
      );
      const fresh = await w.call('secretary', 'POST', `kiosks/${made.kiosk.id}/pairing-code`);
      expect(fresh.statusCode).toBe(201);
      expect((await pair(made.pairingCode)).statusCode).toBe(422);
      await w.t.db.execute(
        sql`update kiosks set pairing_expires_at = now() - interval '1 minute' where id = ${made.kiosk.id}`,
      );
      expect((await pair(fresh.json().pairingCode)).statusCode).toBe(422);
    });

    it('keeps kiosks to their locale’s admins', async () => {
      const before = await w.count('kiosks');
      expect(
        (await w.call('secretaryB', 'POST', 'kiosks', { localeId: w.ids.a, name: 'X' })).statusCode,
      ).toBe(403);
      expect((await w.call('member', 'POST', 'kiosks', { localeId: w.ids.a, name: 'X' })).statusCode).toBe(
        403,
      );
      expect((await w.call(kioskA, 'POST', 'kiosks', { localeId: w.ids.a, name: 'X' })).statusCode).toBe(403);
      expect((await w.call('secretary', 'POST', 'kiosks', { localeId: w.ids.a, name: '' })).statusCode).toBe(
        422,
      );
      expect(await w.count('kiosks')).toBe(before);
      expect((await w.call('secretaryB', 'GET', `kiosks?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'POST', `kiosks/${kioskA.kioskId}/pairing-code`)).statusCode).toBe(
        403,
      );
      expect((await w.call('secretaryB', 'DELETE', `kiosks/${kioskA.kioskId}`)).statusCode).toBe(403);
      const listed = await w.call('district', 'GET', `kiosks?localeId=${w.ids.a}`);
      expect(listed.json().items.map((k: { id: string }) => k.id)).toContain(kioskA.kioskId);
    });
  });

  describe('DELETE /kiosks/:id', () => {
    it('ends the kiosk’s session at once (audited)', async () => {
      const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
      expect((await w.call(kiosk, 'GET', 'kiosk/roster')).statusCode).toBe(200);
      const revoked = await w.call('secretary', 'DELETE', `kiosks/${kiosk.kioskId}`);
      expect(revoked.statusCode).toBe(200);
      expect((await w.call(kiosk, 'GET', 'kiosk/roster')).statusCode).toBe(401);
      const scan = await w.call(kiosk, 'POST', 'checkins', {
        memberId: w.ids.memberMember,
        method: 'kiosk-search',
        clientId: randomUUID(),
      });
      expect(scan.statusCode).toBe(401);
      expect(
        (await w.call('secretary', 'GET', `kiosks?localeId=${w.ids.a}`))
          .json()
          .items.map((k: { id: string }) => k.id),
      ).not.toContain(kiosk.kioskId);
      expect(await w.count('audit_log', `action = 'kiosk.revoke' and entity_id = '${kiosk.kioskId}'`)).toBe(
        1,
      );
    });
  });

  describe('GET /kiosk/roster', () => {
    it('lists the locale’s endorsed members a page at a time, with re-issued cards revoked', async () => {
      const reissued = await makeAccount(w.t.db, {
        localeId: w.ids.a,
        firstName: 'Aaron',
        lastName: 'Aardvark',
      });
      const oldCard = await w.cardOf(reissued.memberId);
      await w.t.app.inject({
        method: 'POST',
        url: `/api/membership/members/${reissued.memberId}/qr-card/reissue`,
        headers: { authorization: `Bearer ${w.who.superAdmin.accessToken}` },
        payload: {},
      });
      const seen: string[] = [];
      const revoked: string[] = [];
      let cursor: string | null = null;
      let roster;
      do {
        const response = await w.call(
          kioskA,
          'GET',
          `kiosk/roster?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        roster = kioskRosterSchema.parse(response.json());
        seen.push(...roster.members.map((m) => m.id));
        revoked.push(...roster.revokedCards);
        cursor = roster.nextCursor;
      } while (cursor);
      expect(seen).toContain(w.ids.memberMember);
      expect(seen).not.toContain(w.ids.pendingMember);
      expect(seen).not.toContain(w.ids.strangerMember);
      expect(new Set(seen).size).toBe(seen.length);
      expect(revoked).toContain(`${reissued.memberId}:1`);
      expect(roster.current?.id).toBe(w.ids.openA);
      // The device refuses the old card offline with what the roster gave it.
      const versions = new Map<string, number>();
      const all = await w.call(kioskA, 'GET', 'kiosk/roster?limit=5000');
      for (const m of kioskRosterSchema.parse(all.json()).members) versions.set(m.id, m.cardVersion);
      await expect(
        verifyMemberCard(oldCard, roster.cardKey.publicKeyJwk as JWK, (id) => versions.get(id)),
      ).rejects.toThrow(/replaced/);
    });

    it('is for kiosks only', async () => {
      expect((await w.call('secretary', 'GET', 'kiosk/roster')).statusCode).toBe(403);
      expect((await w.call('member', 'GET', 'kiosk/roster')).statusCode).toBe(403);
      expect((await w.call(null, 'GET', 'kiosk/roster')).statusCode).toBe(401);
      expect(
        (
          await w.call('secretary', 'POST', 'kiosk/sync', {
            items: [
              {
                clientId: randomUUID(),
                memberId: w.ids.memberMember,
                method: 'kiosk-search',
                scannedAt: new Date().toISOString(),
              },
            ],
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('POST /kiosk/sync', () => {
    it('counts a scan queued during a past gathering for that gathering, once, and answers each item', async () => {
      const past = await makeGathering(w.t.db, w.ids.a, {
        name: 'Early Worship',
        startsAt: new Date(Date.now() - 5 * 3600_000),
        endsAt: new Date(Date.now() - 3 * 3600_000),
      });
      const [x, y] = [
        await makeAccount(w.t.db, { localeId: w.ids.a }),
        await makeAccount(w.t.db, { localeId: w.ids.a }),
      ];
      const card = await w.cardOf(y.memberId);
      const scannedAt = new Date(Date.now() - 4.5 * 3600_000).toISOString();
      const items = [
        { clientId: randomUUID(), memberId: x.memberId, method: 'kiosk-search', scannedAt },
        { clientId: randomUUID(), card, method: 'qr', scannedAt },
        // Refused: from the future, too old, and when nothing was open; the others still count.
        {
          clientId: randomUUID(),
          memberId: x.memberId,
          method: 'kiosk-search',
          scannedAt: new Date(Date.now() + 3600_000).toISOString(),
        },
        {
          clientId: randomUUID(),
          memberId: x.memberId,
          method: 'kiosk-search',
          scannedAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
        },
        {
          clientId: randomUUID(),
          memberId: y.memberId,
          method: 'kiosk-search',
          scannedAt: new Date(Date.now() - 2.5 * 3600_000).toISOString(),
        },
        // The same member again for the same gathering.
        { clientId: randomUUID(), memberId: x.memberId, method: 'kiosk-search', scannedAt },
      ];
      const response = await w.call(kioskA, 'POST', 'kiosk/sync', { items });
      expect(response.statusCode, response.body).toBe(200);
      const answer = kioskSyncSchema.parse(response.json());
      expect(answer.items.map((i) => i.status)).toEqual([
        'created',
        'created',
        'refused',
        'refused',
        'refused',
        'already',
      ]);
      expect(answer.items[0]!.checkin).toMatchObject({ gatheringId: past.id, checkedInAt: scannedAt });
      expect(answer.items[4]!.error?.code).toBe('no_gathering');
      expect(await w.count('check_ins', `gathering_id = '${past.id}'`)).toBe(2);

      // Sent again after a lost answer: nothing new, the same answers.
      const retry = kioskSyncSchema.parse(
        (await w.call(kioskA, 'POST', 'kiosk/sync', { items: items.slice(0, 2) })).json(),
      );
      expect(retry.items.map((i) => i.status)).toEqual(['created', 'created']);
      expect(retry.items[0]!.checkin!.id).toBe(answer.items[0]!.checkin!.id);
      expect(await w.count('check_ins', `gathering_id = '${past.id}'`)).toBe(2);
    });

    it('refuses a re-issued card and another locale’s member by id, item by item', async () => {
      const member = await makeAccount(w.t.db, { localeId: w.ids.a });
      const old = await w.cardOf(member.memberId);
      await w.t.app.inject({
        method: 'POST',
        url: `/api/membership/members/${member.memberId}/qr-card/reissue`,
        headers: { authorization: `Bearer ${w.who.superAdmin.accessToken}` },
        payload: {},
      });
      const now = new Date().toISOString();
      const answer = kioskSyncSchema.parse(
        (
          await w.call(kioskA, 'POST', 'kiosk/sync', {
            items: [
              { clientId: randomUUID(), card: old, method: 'qr', scannedAt: now },
              {
                clientId: randomUUID(),
                memberId: w.ids.strangerMember,
                method: 'kiosk-search',
                scannedAt: now,
              },
            ],
          })
        ).json(),
      );
      expect(answer.items.map((i) => i.error?.code)).toEqual(['card_reissued', 'forbidden']);
      expect(
        await w.count('check_ins', `member_id in ('${member.memberId}', '${w.ids.strangerMember}')`),
      ).toBe(0);
    });

    it('refuses a malformed batch whole (422), writing nothing', async () => {
      const before = await w.count('check_ins');
      for (const items of [
        [],
        [{ clientId: randomUUID(), method: 'qr', scannedAt: new Date().toISOString() }],
      ]) {
        expect((await w.call(kioskA, 'POST', 'kiosk/sync', { items })).statusCode).toBe(422);
      }
      expect(await w.count('check_ins')).toBe(before);
    });
  });
});
