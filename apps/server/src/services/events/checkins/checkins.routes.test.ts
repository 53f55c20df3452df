import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkInAlreadySchema,
  checkInCreatedSchema,
  checkInPageSchema,
  flockAttendanceSchema,
} from '@congregate/contracts';
import { createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import { makeAccount, makeGathering } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('check-ins on %s', (engine) => {
  let w: EventsWorld;
  let kioskA: SignedIn;
  let kioskB: SignedIn;

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    kioskA = await w.pairKiosk(w.ids.a, 'secretary');
    kioskB = await w.pairKiosk(w.ids.b, 'secretaryB');
  });
  afterAll(() => w.t.close());

  /** A fresh endorsed member of locale A (flock Joy unless told). */
  const newMember = async (flockId: string | null = w.ids.joy) =>
    (await makeAccount(w.t.db, { localeId: w.ids.a, flockId })).memberId;

  describe('POST /checkins', () => {
    it('records a manual check-in by the locale admin (201, audited) and answers who it was', async () => {
      const memberId = await newMember();
      const audits = await w.count('audit_log', `action = 'checkin.create'`);
      const response = await w.call('secretary', 'POST', 'checkins', {
        gatheringId: w.ids.openA,
        memberId,
        method: 'manual',
        clientId: randomUUID(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = checkInCreatedSchema.parse(response.json());
      expect(body.checkin).toMatchObject({
        memberId,
        gatheringId: w.ids.openA,
        localeId: w.ids.a,
        method: 'manual',
      });
      expect(body.member.id).toBe(memberId);
      expect(await w.count('check_ins', `member_id = '${memberId}'`)).toBe(1);
      expect(await w.count('audit_log', `action = 'checkin.create'`)).toBe(audits + 1);
    });

    it('records the same clientId once and answers it the same way again', async () => {
      const memberId = await newMember();
      const clientId = randomUUID();
      const body = { gatheringId: w.ids.openA, memberId, method: 'manual', clientId };
      const first = await w.call('secretary', 'POST', 'checkins', body);
      const again = await w.call('secretary', 'POST', 'checkins', body);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json().checkin).toEqual(first.json().checkin);
      expect(await w.count('check_ins', `member_id = '${memberId}'`)).toBe(1);
      // The same clientId for someone else is a client error, not a second record.
      const other = await newMember();
      const reused = await w.call('secretary', 'POST', 'checkins', { ...body, memberId: other });
      expect(reused.statusCode).toBe(409);
      expect(await w.count('check_ins', `member_id = '${other}'`)).toBe(0);
    });

    it('checks a member in once per gathering: two at once answer one 201 and one 200', async () => {
      const memberId = await newMember();
      const send = () =>
        w.call('secretary', 'POST', 'checkins', {
          gatheringId: w.ids.openA,
          memberId,
          method: 'manual',
          clientId: randomUUID(),
        });
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      const already = checkInAlreadySchema.parse(answers.find((r) => r.statusCode === 200)!.json());
      const created = answers.find((r) => r.statusCode === 201)!.json();
      expect(already.checkin.id).toBe(created.checkin.id);
      expect(already.alreadyCheckedInAt).toBe(created.checkin.checkedInAt);
      expect(await w.count('check_ins', `member_id = '${memberId}'`)).toBe(1);
    });

    it('lets a member check themself in (qr-location) to the gathering open now, but not claim a livestream', async () => {
      const response = await w.call('member2', 'POST', 'checkins', {
        localeId: w.ids.a,
        method: 'qr-location',
        clientId: randomUUID(),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().checkin).toMatchObject({
        memberId: w.ids.member2Member,
        gatheringId: w.ids.openA,
      });
      // Watching checks a member in through the video service's heartbeats only (issue 18).
      const before = await w.count('check_ins');
      const claimed = await w.call('member', 'POST', 'checkins', {
        localeId: w.ids.a,
        method: 'livestream',
        clientId: randomUUID(),
      });
      expect(claimed.statusCode).toBe(403);
      expect(await w.count('check_ins')).toBe(before);
    });

    it('refuses a member checking in someone else, or by a method that is not theirs (403, nothing written)', async () => {
      const before = await w.count('check_ins');
      for (const body of [
        { gatheringId: w.ids.openA, memberId: w.ids.member2Member, method: 'qr-location' },
        { gatheringId: w.ids.openA, method: 'manual' },
        { gatheringId: w.ids.openA, memberId: w.ids.member2Member, method: 'flock-leader' },
      ]) {
        const response = await w.call('member', 'POST', 'checkins', { ...body, clientId: randomUUID() });
        expect(response.statusCode, JSON.stringify(body)).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
      const pending = await w.call('pending', 'POST', 'checkins', {
        localeId: w.ids.a,
        method: 'qr-location',
        clientId: randomUUID(),
      });
      expect(pending.statusCode).toBe(403);
      expect(await w.count('check_ins')).toBe(before);
    });

    it('refuses an admin of another locale and answers 401 without a session', async () => {
      const memberId = await newMember();
      const body = { gatheringId: w.ids.openA, memberId, method: 'manual', clientId: randomUUID() };
      expect((await w.call('secretaryB', 'POST', 'checkins', body)).statusCode).toBe(403);
      expect((await w.call('districtSouth', 'POST', 'checkins', body)).statusCode).toBe(403);
      expect((await w.call(null, 'POST', 'checkins', body)).statusCode).toBe(401);
      // The district admin over A may.
      expect((await w.call('district', 'POST', 'checkins', body)).statusCode).toBe(201);
    });

    it('answers bad input with 422 and the envelope, writing nothing', async () => {
      const before = await w.count('check_ins');
      for (const body of [
        {
          gatheringId: w.ids.openA,
          memberId: w.ids.memberMember,
          method: 'teleport',
          clientId: randomUUID(),
        },
        { gatheringId: w.ids.openA, memberId: w.ids.memberMember, method: 'manual', clientId: 'not-a-uuid' },
        { gatheringId: w.ids.openA, memberId: w.ids.memberMember, method: 'manual' },
        { gatheringId: w.ids.openA, method: 'manual', clientId: randomUUID() },
      ]) {
        const response = await w.call('secretary', 'POST', 'checkins', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('invalid_input');
      }
      expect(await w.count('check_ins')).toBe(before);
    });

    it('answers 409 no_gathering with the next one when nothing is open', async () => {
      const later = await makeGathering(w.t.db, w.ids.c, {
        name: 'Evening Service',
        startsAt: new Date(Date.now() + 5 * 3600_000),
        endsAt: new Date(Date.now() + 6 * 3600_000),
      });
      const response = await w.call('districtSouth', 'POST', 'checkins', {
        localeId: w.ids.c,
        memberId: w.ids.superAdminMember,
        method: 'manual',
        clientId: randomUUID(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'no_gathering',
        details: { next: { id: later.id, title: 'Evening Service' } },
      });
    });

    it('lets a flock leader record their own flock only', async () => {
      const mine = await newMember(w.ids.joy);
      const theirs = await newMember(w.ids.hope);
      const ok = await w.call('leader', 'POST', 'checkins', {
        gatheringId: w.ids.openA,
        memberId: mine,
        method: 'flock-leader',
        clientId: randomUUID(),
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const refused = await w.call('leader', 'POST', 'checkins', {
        gatheringId: w.ids.openA,
        memberId: theirs,
        method: 'flock-leader',
        clientId: randomUUID(),
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('POST /checkins from a kiosk', () => {
    it('checks in the holder of a valid card, and says when on a second scan', async () => {
      const memberId = await newMember();
      const card = await w.cardOf(memberId);
      const first = await w.call(kioskA, 'POST', 'checkins', { card, method: 'qr', clientId: randomUUID() });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        checkin: { memberId, gatheringId: w.ids.openA },
        member: { id: memberId },
      });
      const second = await w.call(kioskA, 'POST', 'checkins', { card, method: 'qr', clientId: randomUUID() });
      expect(second.statusCode).toBe(200);
      expect(second.json().alreadyCheckedInAt).toBe(first.json().checkin.checkedInAt);
    });

    it('answers scans arriving together one by one: the same card thrice, a retry, and a refused card among them', async () => {
      // Scans that arrive at once share a statement (checkins.batch.ts); each still gets its own answer.
      const twice = await newMember();
      const retried = await newMember();
      const other = await newMember();
      const [cardTwice, cardRetried, cardOther] = await Promise.all([
        w.cardOf(twice),
        w.cardOf(retried),
        w.cardOf(other),
      ]);
      const retryId = randomUUID();
      const scan = (card: string, clientId = randomUUID()) =>
        w.call(kioskA, 'POST', 'checkins', { card, method: 'qr', clientId });
      const answers = await Promise.all([
        scan(cardTwice),
        scan(cardRetried, retryId),
        scan(cardTwice),
        scan(cardRetried, retryId),
        scan(`${cardOther.slice(0, -4)}AAAA`),
        scan(cardTwice),
        scan(cardOther),
      ]);
      const [t1, r1, t2, r2, forged, t3, o] = answers;
      expect([t1, t2, t3].map((r) => r!.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set([t1, t2, t3].map((r) => r!.json().checkin.id)).size).toBe(1);
      expect([r1!.statusCode, r2!.statusCode]).toEqual([201, 201]);
      expect(r2!.json().checkin).toEqual(r1!.json().checkin);
      expect(forged!.json().error.code).toBe('card_invalid');
      expect(o!.statusCode).toBe(201);
      for (const id of [twice, retried, other])
        expect(await w.count('check_ins', `member_id = '${id}'`)).toBe(1);
    });

    it('refuses a re-issued card’s old token with card_reissued, and a forged one with card_invalid', async () => {
      const memberId = await newMember();
      const old = await w.cardOf(memberId);
      const fresh = await w.t.app.inject({
        method: 'POST',
        url: `/api/membership/members/${memberId}/qr-card/reissue`,
        headers: { authorization: `Bearer ${w.who.superAdmin.accessToken}` },
        payload: {},
      });
      expect(fresh.statusCode).toBe(200);
      const refused = await w.call(kioskA, 'POST', 'checkins', {
        card: old,
        method: 'qr',
        clientId: randomUUID(),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('card_reissued');
      const forged = await w.call(kioskA, 'POST', 'checkins', {
        card: `${old.slice(0, -4)}AAAA`,
        method: 'qr',
        clientId: randomUUID(),
      });
      expect(forged.json().error.code).toBe('card_invalid');
      expect(await w.count('check_ins', `member_id = '${memberId}'`)).toBe(0);
      const ok = await w.call(kioskA, 'POST', 'checkins', {
        card: fresh.json().token,
        method: 'qr',
        clientId: randomUUID(),
      });
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a kiosk of another locale: its members by id and its gatherings', async () => {
      const memberId = await newMember();
      const byId = await w.call(kioskB, 'POST', 'checkins', {
        memberId,
        method: 'kiosk-search',
        clientId: randomUUID(),
      });
      expect(byId.statusCode).toBe(403);
      const card = await w.cardOf(memberId);
      const otherGathering = await w.call(kioskB, 'POST', 'checkins', {
        gatheringId: w.ids.openA,
        card,
        method: 'qr',
        clientId: randomUUID(),
      });
      expect(otherGathering.statusCode).toBe(403);
      const manual = await w.call(kioskA, 'POST', 'checkins', {
        memberId,
        method: 'manual',
        clientId: randomUUID(),
      });
      expect(manual.statusCode).toBe(403);
      expect(await w.count('check_ins', `member_id = '${memberId}'`)).toBe(0);
      // A visitor from locale A with their card is welcome at B's kiosk, for B's gathering.
      const visit = await w.call(kioskB, 'POST', 'checkins', { card, method: 'qr', clientId: randomUUID() });
      expect(visit.statusCode).toBe(201);
      expect(visit.json().checkin.gatheringId).toBe(w.ids.openB);
    });
  });

  describe('GET /checkins and DELETE /checkins/:id', () => {
    let gatheringId: string;
    let joyMember: string;
    let hopeMember: string;

    beforeAll(async () => {
      gatheringId = (
        await makeGathering(w.t.db, w.ids.a, {
          name: 'Midweek',
          startsAt: new Date(Date.now() - 3600_000),
          endsAt: new Date(Date.now() + 3600_000),
        })
      ).id;
      joyMember = await newMember(w.ids.joy);
      hopeMember = await newMember(w.ids.hope);
      for (const memberId of [joyMember, hopeMember]) {
        const r = await w.call('secretary', 'POST', 'checkins', {
          gatheringId,
          memberId,
          method: 'manual',
          clientId: randomUUID(),
        });
        expect(r.statusCode).toBe(201);
      }
    });

    it('lists everyone to the admin, in the order they came, with first-timer flags', async () => {
      const response = await w.call('secretary', 'GET', `checkins?gatheringId=${gatheringId}&limit=1`);
      expect(response.statusCode, response.body).toBe(200);
      const page = checkInPageSchema.parse(response.json());
      expect(page.total).toBe(2);
      expect(page.items[0]!.member.id).toBe(joyMember);
      expect(page.items[0]!.firstTime).toBe(true);
      expect(page.items[0]!.recordedBy?.userId).toBe(w.ids.secretaryUser);
      const next = await w.call(
        'secretary',
        'GET',
        `checkins?gatheringId=${gatheringId}&limit=1&cursor=${page.nextCursor}`,
      );
      expect(next.json().items[0].member.id).toBe(hopeMember);
      expect(next.json().nextCursor).toBeNull();
    });

    it('lists only their flock to a leader, and nothing to a member or another locale’s admin', async () => {
      const leader = await w.call('leader', 'GET', `checkins?gatheringId=${gatheringId}`);
      expect(leader.json().items.map((i: { member: { id: string } }) => i.member.id)).toEqual([joyMember]);
      expect((await w.call('member', 'GET', `checkins?gatheringId=${gatheringId}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'GET', `checkins?gatheringId=${gatheringId}`)).statusCode).toBe(403);
      expect((await w.call(kioskA, 'GET', `checkins?gatheringId=${gatheringId}`)).statusCode).toBe(403);
    });

    it('filters by name', async () => {
      const named = await makeAccount(w.t.db, { localeId: w.ids.a, firstName: 'Zenaida', lastName: 'Ñoño' });
      await w.call('secretary', 'POST', 'checkins', {
        gatheringId,
        memberId: named.memberId,
        method: 'manual',
        clientId: randomUUID(),
      });
      const response = await w.call('secretary', 'GET', `checkins?gatheringId=${gatheringId}&q=nono`);
      expect(response.json().items.map((i: { member: { id: string } }) => i.member.id)).toEqual([
        named.memberId,
      ]);
    });

    it('lets the admin remove a check-in (audited); refuses another leader and another locale’s admin', async () => {
      const memberId = await newMember(w.ids.joy);
      const made = await w.call('leader', 'POST', 'checkins', {
        gatheringId,
        memberId,
        method: 'flock-leader',
        clientId: randomUUID(),
      });
      const id = made.json().checkin.id as string;
      expect((await w.call('otherLeader', 'DELETE', `checkins/${id}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'DELETE', `checkins/${id}`)).statusCode).toBe(403);
      expect((await w.call('member', 'DELETE', `checkins/${id}`)).statusCode).toBe(403);
      expect(await w.count('check_ins', `id = '${id}'`)).toBe(1);
      // The leader who recorded it may take it back.
      expect((await w.call('leader', 'DELETE', `checkins/${id}`)).statusCode).toBe(200);
      expect(await w.count('check_ins', `id = '${id}'`)).toBe(0);
      expect(await w.count('audit_log', `action = 'checkin.delete' and entity_id = '${id}'`)).toBe(1);
      const other = (await w.call('secretary', 'GET', `checkins?gatheringId=${gatheringId}`)).json().items[0]
        .id;
      expect((await w.call('secretary', 'DELETE', `checkins/${other}`)).statusCode).toBe(200);
    });
  });

  describe('GET|PUT /gatherings/:id/flock-attendance', () => {
    it('gives the leader their flock with present flags and saves in one go (audited)', async () => {
      const gathering = await makeGathering(w.t.db, w.ids.a, {
        name: 'Cell Night',
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() - 82_800_000),
      });
      const [x, y] = [await newMember(w.ids.joy), await newMember(w.ids.joy)];
      // One came through a kiosk earlier: the leader's save leaves that one alone.
      const viaKiosk = await newMember(w.ids.joy);
      await w.call('secretary', 'POST', 'checkins', {
        gatheringId: gathering.id,
        memberId: viaKiosk,
        method: 'qr',
        clientId: randomUUID(),
      });
      const read = await w.call(
        'leader',
        'GET',
        `gatherings/${gathering.id}/flock-attendance?flockId=${w.ids.joy}`,
      );
      expect(read.statusCode, read.body).toBe(200);
      const sheet = flockAttendanceSchema.parse(read.json());
      expect(sheet.members.find((m) => m.id === viaKiosk)).toMatchObject({ present: true, locked: true });
      expect(sheet.members.find((m) => m.id === x)).toMatchObject({ present: false });

      const saved = await w.call('leader', 'PUT', `gatherings/${gathering.id}/flock-attendance`, {
        flockId: w.ids.joy,
        present: [x, y],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = flockAttendanceSchema.parse(saved.json());
      expect(
        after.members
          .filter((m) => m.present)
          .map((m) => m.id)
          .sort(),
      ).toEqual([x, y, viaKiosk].sort());
      // Counted at the gathering's start, as it was recorded afterwards.
      expect(after.members.find((m) => m.id === x)!.checkedInAt).toBe(gathering.startsAt.toISOString());

      const unticked = await w.call('leader', 'PUT', `gatherings/${gathering.id}/flock-attendance`, {
        flockId: w.ids.joy,
        present: [x],
      });
      const final = flockAttendanceSchema.parse(unticked.json());
      expect(
        final.members
          .filter((m) => m.present)
          .map((m) => m.id)
          .sort(),
      ).toEqual([x, viaKiosk].sort());
      expect(
        await w.count('audit_log', `action = 'checkin.flock_attendance' and entity_id = '${gathering.id}'`),
      ).toBe(2);
    });

    it('refuses another flock’s leader and members outside the flock', async () => {
      const path = `gatherings/${w.ids.openA}/flock-attendance`;
      expect((await w.call('otherLeader', 'GET', `${path}?flockId=${w.ids.joy}`)).statusCode).toBe(403);
      expect((await w.call('member', 'GET', `${path}?flockId=${w.ids.joy}`)).statusCode).toBe(403);
      expect((await w.call('secretaryB', 'PUT', path, { flockId: w.ids.joy, present: [] })).statusCode).toBe(
        403,
      );
      const before = await w.count('check_ins');
      const outsider = await w.call('leader', 'PUT', path, {
        flockId: w.ids.joy,
        present: [w.ids.member2Member],
      });
      expect(outsider.statusCode).toBe(422);
      expect(await w.count('check_ins')).toBe(before);
    });
  });
});
