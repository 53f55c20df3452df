import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FACE_CONSENT_VERSION,
  checkInCreatedSchema,
  checkInPageSchema,
  faceStatusSchema,
  kioskFacesSchema,
  kioskSchema,
} from '@congregate/contracts';
import { decodeDescriptor, FACE_MATCH_DEFAULTS, FACE_MODEL } from '@congregate/contracts/face-match';
import { createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

/** A plausible faceres descriptor: 1,024 small non-negative numbers, different for each seed. */
function descriptor(seed: number): number[] {
  let x = seed * 9301 + 49297;
  return Array.from({ length: 1024 }, () => {
    x = (x * 9301 + 49297) % 233280;
    return Math.round((x / 233280) * 2 * 1000) / 1000;
  });
}

const enrolment = (seed: number, extra: Record<string, unknown> = {}) => ({
  consent: { accepted: true, textVersion: FACE_CONSENT_VERSION },
  descriptors: [descriptor(seed), descriptor(seed + 1), descriptor(seed + 2)],
  model: FACE_MODEL,
  ...extra,
});

describe.each(routeEngines)('face check-in on %s', (engine) => {
  let w: EventsWorld;
  let kiosk: SignedIn & { kioskId: string };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    kiosk = await w.pairKiosk(w.ids.a, 'secretary');
  });
  afterAll(() => w.t.close());

  const enrolled = (memberId: string) => w.count('face_enrolments', `member_id = '${memberId}'`);
  const captures = (memberId: string) => w.count('face_descriptors', `member_id = '${memberId}'`);
  const faceMode = (on: boolean, id = kiosk.kioskId) =>
    w.call('secretary', 'PATCH', `kiosks/${id}`, { faceMode: on });
  const kioskFaces = async (since?: string) => {
    const answer = await w.call(
      kiosk,
      'GET',
      `kiosk/faces${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return kioskFacesSchema.parse(answer.json());
  };

  describe('consent and enrolment', () => {
    it('stores nothing without consent to the current text, and refuses what is not a descriptor', async () => {
      const member = w.ids.memberMember;
      const refusals: [string, unknown][] = [
        ['no consent', { descriptors: enrolment(1).descriptors, model: FACE_MODEL }],
        [
          'consent not given',
          enrolment(1, { consent: { accepted: false, textVersion: FACE_CONSENT_VERSION } }),
        ],
        ['an older text', enrolment(1, { consent: { accepted: true, textVersion: '2020-01-01' } })],
        ['two captures', enrolment(1, { descriptors: [descriptor(1), descriptor(2)] })],
        [
          'a short descriptor',
          enrolment(1, { descriptors: [descriptor(1), descriptor(2), descriptor(3).slice(1)] }),
        ],
        // JSON has no NaN: a client's NaN arrives as null.
        [
          'NaN',
          enrolment(1, { descriptors: [descriptor(1), descriptor(2), [...descriptor(3).slice(1), null]] }),
        ],
        [
          'a huge value',
          enrolment(1, { descriptors: [descriptor(1), descriptor(2), [...descriptor(3).slice(1), 1e9]] }),
        ],
        [
          'a string',
          enrolment(1, { descriptors: [descriptor(1), descriptor(2), descriptor(3).map(String)] }),
        ],
        ['no model', { ...enrolment(1), model: undefined }],
        ['a photo', { ...enrolment(1), photo: 'data:image/png;base64,AAAA' }],
      ];
      for (const [what, body] of refusals) {
        const answer = await w.call('member', 'POST', 'faces/enrolment', body);
        expect(answer.statusCode, `${what}: ${answer.body}`).toBe(422);
      }
      // Raw NaN in the body is not JSON: refused before anything is read.
      const raw = await w.t.app.inject({
        method: 'POST',
        url: '/api/events/faces/enrolment',
        headers: {
          authorization: `Bearer ${w.who.member.accessToken}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(enrolment(1)).replace(/0\.\d+/, 'NaN'),
      });
      expect(raw.statusCode).toBeGreaterThanOrEqual(400);
      expect(raw.statusCode).toBeLessThan(500);
      expect(await enrolled(member)).toBe(0);
      expect(await captures(member)).toBe(0);
      const status = faceStatusSchema.parse((await w.call('member', 'GET', 'faces/status')).json());
      expect(status).toMatchObject({ enrolled: false, consentedAt: null, captures: 0 });
      expect(status.currentConsentVersion).toBe(FACE_CONSENT_VERSION);
    });

    it('enrols a member with their consent, its time and text version; the status never shows descriptors', async () => {
      const before = Date.now();
      const made = await w.call('member', 'POST', 'faces/enrolment', enrolment(10));
      expect(made.statusCode, made.body).toBe(201);
      const status = faceStatusSchema.parse(made.json());
      expect(status).toMatchObject({
        memberId: w.ids.memberMember,
        enrolled: true,
        consentVersion: FACE_CONSENT_VERSION,
        inPerson: false,
        captures: 3,
        model: FACE_MODEL,
      });
      expect(new Date(status.consentedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(made.body).not.toMatch(/descriptor/i);
      expect((await w.call('member', 'GET', 'faces/status')).json()).toEqual(status);
      expect(await captures(w.ids.memberMember)).toBe(3);
      // Audited with what was agreed to, never with the numbers.
      const [audit] = await w.t.db
        .execute(
          sql`select after from audit_log where action = 'face.enrol' and entity_id = ${w.ids.memberMember}`,
        )
        .then((r) => (r as unknown as { rows: { after: unknown }[] }).rows);
      expect(audit?.after).toMatchObject({
        consentVersion: FACE_CONSENT_VERSION,
        inPerson: false,
        captures: 3,
      });
      expect(JSON.stringify(audit)).not.toContain(String(descriptor(10)[5]));
    });

    it('refuses a member who is not endorsed yet, and someone without a member record', async () => {
      expect((await w.call('pending', 'POST', 'faces/enrolment', enrolment(20))).statusCode).toBe(403);
      expect(await enrolled(w.ids.pendingMember)).toBe(0);
      expect((await w.call(kiosk, 'POST', 'faces/enrolment', enrolment(20))).statusCode).toBe(403);
      expect((await w.call(null, 'POST', 'faces/enrolment', enrolment(20))).statusCode).toBe(401);
      expect((await w.call(null, 'GET', 'faces/status')).statusCode).toBe(401);
    });

    it('lets a locale admin enrol a member in person (audited), and nobody outside the member’s locale', async () => {
      const body = enrolment(30, { memberId: w.ids.member2Member });
      for (const outsider of ['secretaryB', 'districtSouth', 'member', 'leader'] as const) {
        expect((await w.call(outsider, 'POST', 'faces/enrolment', body)).statusCode, outsider).toBe(403);
        expect(
          (await w.call(outsider, 'GET', `faces/status?memberId=${w.ids.member2Member}`)).statusCode,
        ).toBe(403);
        expect(
          (await w.call(outsider, 'DELETE', `faces/enrolment?memberId=${w.ids.member2Member}`)).statusCode,
        ).toBe(403);
      }
      expect(await enrolled(w.ids.member2Member)).toBe(0);
      expect((await w.call('superAdmin', 'GET', `faces/status?memberId=${randomUUID()}`)).statusCode).toBe(
        404,
      );

      const made = await w.call('secretary', 'POST', 'faces/enrolment', body);
      expect(made.statusCode, made.body).toBe(201);
      expect(faceStatusSchema.parse(made.json())).toMatchObject({ inPerson: true, enrolled: true });
      expect(
        await w.count(
          'face_enrolments',
          `member_id = '${w.ids.member2Member}' and recorded_by = '${w.ids.secretaryUser}'`,
        ),
      ).toBe(1);
      expect(
        await w.count('audit_log', `action = 'face.enrol' and entity_id = '${w.ids.member2Member}'`),
      ).toBe(1);
      // The district admin of the member's district sees it too.
      expect(
        (await w.call('district', 'GET', `faces/status?memberId=${w.ids.member2Member}`)).json().enrolled,
      ).toBe(true);
    });
  });

  describe('kiosks', () => {
    it('lets only the kiosk’s locale admins turn face mode on and set its matching', async () => {
      expect(
        (await w.call('secretaryB', 'PATCH', `kiosks/${kiosk.kioskId}`, { faceMode: true })).statusCode,
      ).toBe(403);
      expect((await w.call(kiosk, 'PATCH', `kiosks/${kiosk.kioskId}`, { faceMode: true })).statusCode).toBe(
        403,
      );
      for (const bad of [{ faceThreshold: 1.5 }, { faceMargin: -0.1 }, { faceMode: 'yes' }, {}]) {
        expect(
          (await w.call('secretary', 'PATCH', `kiosks/${kiosk.kioskId}`, bad)).statusCode,
          JSON.stringify(bad),
        ).toBe(422);
      }
      const off = kioskSchema.parse((await faceMode(false)).json());
      expect(off).toMatchObject({ faceMode: false, ...{ faceThreshold: FACE_MATCH_DEFAULTS.threshold } });
      expect(off.faceMargin).toBeCloseTo(FACE_MATCH_DEFAULTS.margin, 5);
      expect(await w.count('audit_log', `action = 'kiosk.update' and entity_id = '${kiosk.kioskId}'`)).toBe(
        1,
      );
    });

    it('sends a kiosk nothing while face mode is off, then only its own locale’s consented members', async () => {
      // A member of locale B consents too: never sent to a kiosk of A.
      expect((await w.call('stranger', 'POST', 'faces/enrolment', enrolment(40))).statusCode).toBe(201);
      await faceMode(false);
      const off = await kioskFaces();
      expect(off.settings.faceMode).toBe(false);
      expect(off.members).toEqual([]);

      await faceMode(true);
      const on = await kioskFaces();
      const ids = on.members.map((m) => m.memberId);
      expect(ids).toEqual(expect.arrayContaining([w.ids.memberMember, w.ids.member2Member]));
      expect(ids).not.toContain(w.ids.strangerMember);
      expect(ids).not.toContain(w.ids.leaderMember);
      const mine = on.members.find((m) => m.memberId === w.ids.memberMember)!;
      const centroid = decodeDescriptor(mine.descriptor);
      expect(centroid).toHaveLength(1024);
      expect(Math.hypot(...centroid)).toBeCloseTo(1, 4);
      expect(mine.model).toEqual(FACE_MODEL);

      // Nothing changed: the kiosk keeps its copy.
      const again = await kioskFaces(on.version);
      expect(again).toMatchObject({ unchanged: true, members: [], version: on.version });

      // Anyone but a kiosk is refused.
      for (const caller of ['member', 'secretary', 'superAdmin'] as const) {
        expect((await w.call(caller, 'GET', 'kiosk/faces')).statusCode, caller).toBe(403);
      }
      expect((await w.call(null, 'GET', 'kiosk/faces')).statusCode).toBe(401);
    });

    it('records a face check-in with its score for review, only for a consented member at a kiosk in face mode', async () => {
      await faceMode(true);
      const face = (memberId: string, extra: Record<string, unknown> = {}) =>
        w.call(kiosk, 'POST', 'checkins', {
          memberId,
          method: 'face',
          faceScore: 0.83,
          clientId: randomUUID(),
          ...extra,
        });

      // Not enrolled: refused, not recorded.
      const leader = await face(w.ids.leaderMember);
      expect(leader.statusCode, leader.body).toBe(403);
      // A face score belongs to a face check-in only; a face check-in names the member, without a card.
      expect((await face(w.ids.memberMember, { method: 'kiosk-search' })).statusCode).toBe(422);
      expect((await face(w.ids.memberMember, { faceScore: 2 })).statusCode).toBe(422);

      const made = await face(w.ids.memberMember);
      expect(made.statusCode, made.body).toBe(201);
      const created = checkInCreatedSchema.parse(made.json());
      expect(created.checkin).toMatchObject({ method: 'face', memberId: w.ids.memberMember });
      expect(created.checkin.faceScore).toBeCloseTo(0.83, 5);

      const review = checkInPageSchema.parse(
        (await w.call('secretary', 'GET', `checkins?gatheringId=${w.ids.openA}&method=face`)).json(),
      );
      expect(review.items.map((i) => i.member.id)).toEqual([w.ids.memberMember]);
      expect(review.items[0]!.faceScore).toBeCloseTo(0.83, 5);

      // Face mode off: refused even for the consented member.
      await faceMode(false);
      expect((await face(w.ids.member2Member)).statusCode).toBe(403);
      await faceMode(true);
    });

    it('drops a withdrawn member at once: from the server, from the kiosk’s next copy, and from face check-in', async () => {
      await faceMode(true);
      const before = await kioskFaces();
      expect(before.members.map((m) => m.memberId)).toContain(w.ids.member2Member);

      expect((await w.call('member2', 'DELETE', 'faces/enrolment')).statusCode).toBe(200);
      expect(await enrolled(w.ids.member2Member)).toBe(0);
      expect(await captures(w.ids.member2Member)).toBe(0);
      expect(
        await w.count('audit_log', `action = 'face.withdraw' and entity_id = '${w.ids.member2Member}'`),
      ).toBe(1);
      expect((await w.call('member2', 'GET', 'faces/status')).json().enrolled).toBe(false);
      // Withdrawing again is fine and changes nothing.
      expect((await w.call('member2', 'DELETE', 'faces/enrolment')).statusCode).toBe(200);

      const after = await kioskFaces(before.version);
      expect(after.unchanged).toBe(false);
      expect(after.members.map((m) => m.memberId)).not.toContain(w.ids.member2Member);
      // A scan queued before the withdrawal is refused too.
      const synced = await w.call(kiosk, 'POST', 'kiosk/sync', {
        items: [
          {
            clientId: randomUUID(),
            memberId: w.ids.member2Member,
            method: 'face',
            faceScore: 0.9,
            scannedAt: new Date().toISOString(),
          },
        ],
      });
      expect(synced.statusCode, synced.body).toBe(200);
      expect(synced.json().items[0].status).toBe('refused');
      expect(await w.count('check_ins', `member_id = '${w.ids.member2Member}' and method = 'face'`)).toBe(0);
    });

    it('deletes the descriptors with the member', async () => {
      expect(await enrolled(w.ids.strangerMember)).toBe(1);
      await w.t.db.execute(sql`delete from members where id = ${w.ids.strangerMember}`);
      expect(await enrolled(w.ids.strangerMember)).toBe(0);
      expect(await captures(w.ids.strangerMember)).toBe(0);
    });
  });
});
