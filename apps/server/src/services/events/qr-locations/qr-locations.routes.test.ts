import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrLocationPublicSchema, qrLocationSchema } from '@congregate/contracts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeGathering } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('QR locations on %s', (engine) => {
  let w: EventsWorld;
  let posterA: string;
  let posterC: string;

  beforeAll(async () => {
    w = await makeEventsWorld(
      await createTestApp(engine, { rateLimitPerMinute: 0, qrLocation: 'https://church.example.org/qrloc/' }),
    );
    posterA = (
      await w.call('secretary', 'POST', 'qr-locations', { localeId: w.ids.a, room: 'Main hall' })
    ).json().id;
    posterC = (
      await w.call('districtSouth', 'POST', 'qr-locations', { localeId: w.ids.c, room: 'Chapel' })
    ).json().id;
  });
  afterAll(() => w.t.close());

  describe('POST, GET and DELETE /qr-locations', () => {
    it('makes a poster whose URL is the web config’s QR-location base and the id (audited)', async () => {
      const response = await w.call('secretary', 'POST', 'qr-locations', {
        localeId: w.ids.a,
        room: 'Youth room',
      });
      expect(response.statusCode, response.body).toBe(201);
      const poster = qrLocationSchema.parse(response.json());
      expect(poster.url).toBe(`https://church.example.org/qrloc/${poster.id}`);
      expect(await w.count('audit_log', `action = 'qr_location.create' and entity_id = '${poster.id}'`)).toBe(
        1,
      );
      const listed = await w.call('secretary', 'GET', `qr-locations?localeId=${w.ids.a}`);
      expect(listed.json().items.map((p: { room: string }) => p.room)).toEqual(['Main hall', 'Youth room']);
    });

    it('keeps posters to their locale’s admins', async () => {
      const before = await w.count('qr_locations');
      expect(
        (await w.call('secretaryB', 'POST', 'qr-locations', { localeId: w.ids.a, room: 'X' })).statusCode,
      ).toBe(403);
      expect(
        (await w.call('member', 'POST', 'qr-locations', { localeId: w.ids.a, room: 'X' })).statusCode,
      ).toBe(403);
      expect(
        (await w.call('secretary', 'POST', 'qr-locations', { localeId: w.ids.a, room: '  ' })).statusCode,
      ).toBe(422);
      expect((await w.call('secretaryB', 'GET', `qr-locations?localeId=${w.ids.a}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'DELETE', `qr-locations/${posterA}`)).statusCode).toBe(403);
      expect(await w.count('qr_locations')).toBe(before);
    });

    it('removes a poster; its page then answers 404', async () => {
      const id = (
        await w.call('secretary', 'POST', 'qr-locations', { localeId: w.ids.a, room: 'Annex' })
      ).json().id;
      expect((await w.call('secretary', 'DELETE', `qr-locations/${id}`)).statusCode).toBe(200);
      expect((await w.call(null, 'GET', `qr-locations/${id}/public`)).statusCode).toBe(404);
      expect(await w.count('audit_log', `action = 'qr_location.delete' and entity_id = '${id}'`)).toBe(1);
    });
  });

  describe('GET /qr-locations/:id/public', () => {
    it('shows anyone the locale, room and the gathering open now — nothing personal', async () => {
      const response = await w.call(null, 'GET', `qr-locations/${posterA}/public`);
      expect(response.statusCode, response.body).toBe(200);
      const info = qrLocationPublicSchema.parse(response.json());
      expect(info).toMatchObject({ room: 'Main hall', current: { title: 'Prayer Meeting' } });
      expect(Object.keys(response.json()).sort()).toEqual([
        'current',
        'id',
        'localeName',
        'next',
        'room',
        'timeZone',
      ]);
    });
  });

  describe('POST /qr-locations/:id/checkin', () => {
    it('checks the signed-in member in to the gathering open there, once', async () => {
      const first = await w.call('member', 'POST', `qr-locations/${posterA}/checkin`, {
        clientId: randomUUID(),
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        checkin: { memberId: w.ids.memberMember, gatheringId: w.ids.openA, method: 'qr-location' },
        member: { displayName: 'Maria Santos' },
      });
      const again = await w.call('member', 'POST', `qr-locations/${posterA}/checkin`, {
        clientId: randomUUID(),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().alreadyCheckedInAt).toBe(first.json().checkin.checkedInAt);
    });

    it('lets a visitor from another locale check in there', async () => {
      const response = await w.call('stranger', 'POST', `qr-locations/${posterA}/checkin`, {
        clientId: randomUUID(),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().checkin.localeId).toBe(w.ids.a);
    });

    it('answers 409 no_gathering with the next one outside a gathering', async () => {
      const next = await makeGathering(w.t.db, w.ids.c, {
        name: 'Sunday Worship',
        startsAt: new Date(Date.now() + 48 * 3600_000),
        endsAt: new Date(Date.now() + 50 * 3600_000),
      });
      const response = await w.call('member', 'POST', `qr-locations/${posterC}/checkin`, {
        clientId: randomUUID(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'no_gathering',
        details: { next: { id: next.id, startsAt: next.startsAt.toISOString() } },
      });
      const shown = qrLocationPublicSchema.parse(
        (await w.call(null, 'GET', `qr-locations/${posterC}/public`)).json(),
      );
      expect(shown).toMatchObject({ current: null, next: { title: 'Sunday Worship' } });
    });

    it('refuses the anonymous (401), the not yet endorsed and a kiosk (403)', async () => {
      const before = await w.count('check_ins');
      expect(
        (await w.call(null, 'POST', `qr-locations/${posterA}/checkin`, { clientId: randomUUID() }))
          .statusCode,
      ).toBe(401);
      expect(
        (await w.call('pending', 'POST', `qr-locations/${posterA}/checkin`, { clientId: randomUUID() }))
          .statusCode,
      ).toBe(403);
      const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
      expect(
        (await w.call(kiosk, 'POST', `qr-locations/${posterA}/checkin`, { clientId: randomUUID() }))
          .statusCode,
      ).toBe(403);
      expect(
        (await w.call('member', 'POST', `qr-locations/${randomUUID()}/checkin`, { clientId: randomUUID() }))
          .statusCode,
      ).toBe(404);
      expect(await w.count('check_ins')).toBe(before);
    });
  });
});
