import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import {
  baptismalFormSchema,
  baptismMonitoringSchema,
  baptismScanSchema,
  MEMBER_CARD_TYPE,
} from '@congregate/contracts';
import { CardRejectedError, verifyMemberCard } from '@congregate/contracts/member-card-verify';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('baptismal forms, the baptism scanner and monitoring on %s', (engine) => {
  let w: EventsWorld;
  let baptismSunday: string;
  let youthBaptism: string;
  let worship: string;
  let baptismB: string;
  const batch = `Batch ${randomUUID().slice(0, 6)}`;

  async function makeEvent(caller: EventCaller, localeId: string, title: string, type: string) {
    const startsAt = new Date(Date.now() - 60 * 60_000);
    const response = await w.call(caller, 'POST', 'events', {
      localeId,
      title,
      type,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000).toISOString(),
      // Under way since an hour ago: made as an admin records what already began.
      recordsPast: true,
    });
    if (response.statusCode !== 201) throw new Error(`event not made: ${response.body}`);
    return response.json().id as string;
  }

  /** A PEP of the locale won by Maria, moved to `scheduled` for the event (when one is given). */
  async function makePep(
    values: { localeId?: string; lastName?: string; batchName?: string } = {},
    eventId?: string,
    admin: EventCaller = 'secretary',
  ) {
    const made = await w.call(admin, 'POST', 'peps', {
      firstName: 'Pablo',
      lastName: values.lastName ?? `Baptista ${randomUUID().slice(0, 6)}`,
      localeId: values.localeId ?? w.ids.a,
      ...(values.localeId && values.localeId !== w.ids.a ? {} : { soulWinnerId: w.ids.memberMember }),
      ...(values.batchName ? { batchName: values.batchName } : {}),
    });
    if (made.statusCode !== 201) throw new Error(`PEP not made: ${made.body}`);
    const id = made.json().id as string;
    if (eventId) {
      const moved = await w.call(admin, 'POST', `peps/${id}/stage`, {
        stage: 'scheduled',
        baptismEventId: eventId,
      });
      if (moved.statusCode !== 200) throw new Error(`PEP not scheduled: ${moved.body}`);
    }
    return id;
  }

  const formOf = async (pepId: string) => {
    const response = await w.call('secretary', 'GET', `peps/${pepId}/baptismal-form`);
    if (response.statusCode !== 200) throw new Error(`no form: ${response.body}`);
    return baptismalFormSchema.parse(response.json());
  };
  const scan = (caller: EventCaller, token: string, eventId: string) =>
    w.call(caller, 'POST', 'baptisms/scan', { token, eventId });

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    baptismSunday = await makeEvent('secretary', w.ids.a, 'Baptism Sunday', 'baptism');
    youthBaptism = await makeEvent('secretary', w.ids.a, 'Youth Baptism', 'baptism');
    worship = await makeEvent('secretary', w.ids.a, 'Sunday Worship', 'worship');
    baptismB = await makeEvent('secretaryB', w.ids.b, 'Baptism in B', 'baptism');
  });
  afterAll(() => w.t.close());

  describe('GET /peps/{id}/baptismal-form', () => {
    it('gives a scheduled PEP’s form with its event and a token signed for that PEP and event', async () => {
      const pepId = await makePep({}, baptismSunday);
      const form = await formOf(pepId);
      expect(form.pep.id).toBe(pepId);
      expect(form.event).toMatchObject({
        id: baptismSunday,
        title: 'Baptism Sunday',
        timeZone: 'Asia/Manila',
      });
      expect(decodeProtectedHeader(form.token)).toMatchObject({ alg: 'EdDSA', typ: 'congregate-baptism' });
      expect(decodeJwt(form.token)).toMatchObject({ sub: pepId, evt: baptismSunday });
      // Signed with the card key, yet never a member card.
      const { publicKeyJwk } = await w.t.app.services.memberCards.publicKey();
      await expect(verifyMemberCard(form.token, publicKeyJwk)).rejects.toBeInstanceOf(CardRejectedError);
    });

    it('refuses a PEP not scheduled for a baptism (409) and callers who do not administer it (403)', async () => {
      const notScheduled = await makePep();
      const response = await w.call('secretary', 'GET', `peps/${notScheduled}/baptismal-form`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details.reason).toBe('pep_not_scheduled');
      const pepId = await makePep({}, baptismSunday);
      // Its soul winner and its flock's people see the PEP, but only an admin prints the form.
      for (const caller of ['secretaryB', 'districtSouth', 'member', 'leader', 'stranger'] as const) {
        expect((await w.call(caller, 'GET', `peps/${pepId}/baptismal-form`)).statusCode, caller).toBe(403);
      }
      expect((await w.call('district', 'GET', `peps/${pepId}/baptismal-form`)).statusCode).toBe(200);
      expect((await w.call('superAdmin', 'GET', `peps/${randomUUID()}/baptismal-form`)).statusCode).toBe(404);
      expect((await w.call(null, 'GET', `peps/${pepId}/baptismal-form`)).statusCode).toBe(401);
    });
  });

  describe('POST /baptisms/scan', () => {
    it('marks the PEP baptized at the event, once (audited once)', async () => {
      const pepId = await makePep({}, baptismSunday);
      const { token } = await formOf(pepId);
      const first = await scan('secretary', token, baptismSunday);
      expect(first.statusCode, first.body).toBe(200);
      const scanned = baptismScanSchema.parse(first.json());
      expect(scanned.alreadyBaptizedAt).toBeNull();
      expect(scanned.pep).toMatchObject({
        id: pepId,
        stage: 'baptized',
        baptismEvent: { id: baptismSunday },
      });
      expect(scanned.pep.baptizedAt).not.toBeNull();
      expect(await w.count('audit_log', `action = 'pep.baptize' and entity_id = '${pepId}'`)).toBe(1);
      expect(await w.count('pep_stage_changes', `pep_id = '${pepId}' and to_stage = 'baptized'`)).toBe(1);

      const again = await scan('district', token, baptismSunday);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().alreadyBaptizedAt).toBe(scanned.pep.baptizedAt);
      expect(again.json().pep.baptizedAt).toBe(scanned.pep.baptizedAt);
      expect(await w.count('audit_log', `action = 'pep.baptize' and entity_id = '${pepId}'`)).toBe(1);
      expect(await w.count('pep_stage_changes', `pep_id = '${pepId}' and to_stage = 'baptized'`)).toBe(1);
    });

    it('refuses a form of another event, naming it, and an event without baptism (422)', async () => {
      const pepId = await makePep({}, baptismSunday);
      const { token } = await formOf(pepId);
      const other = await scan('secretary', token, youthBaptism);
      expect(other.statusCode).toBe(422);
      expect(other.json().error.message).toBe('This form is for another event (Baptism Sunday)');
      const noBaptism = await scan('secretary', token, worship);
      expect(noBaptism.statusCode).toBe(422);
      expect(noBaptism.json().error.message).toContain('no baptism');
      expect((await w.call('secretary', 'GET', `peps/${pepId}`)).json().stage).toBe('scheduled');
    });

    it('refuses a member card, a token that is not signed by the church, and a PEP no longer scheduled', async () => {
      const card = await w.cardOf(w.ids.memberMember);
      const cardScan = await scan('secretary', card, baptismSunday);
      expect(cardScan.statusCode).toBe(422);
      expect(cardScan.json().error.details.issues[0].code).toBe('baptism_form_invalid');
      expect((await scan('secretary', 'not.a.token', baptismSunday)).statusCode).toBe(422);

      const pepId = await makePep({}, baptismSunday);
      const { token } = await formOf(pepId);
      // Moved back to Bible study: the printed form no longer baptizes them.
      expect(
        (await w.call('secretary', 'POST', `peps/${pepId}/stage`, { stage: 'studying' })).statusCode,
      ).toBe(200);
      const stale = await scan('secretary', token, baptismSunday);
      expect(stale.statusCode).toBe(422);
      expect(stale.json().error.details.issues[0].code).toBe('baptism_not_scheduled');
      expect(decodeProtectedHeader(card).typ).toBe(MEMBER_CARD_TYPE);
    });

    it('is for an admin over the event’s locale only', async () => {
      const pepId = await makePep({}, baptismSunday);
      const { token } = await formOf(pepId);
      for (const caller of ['secretaryB', 'districtSouth', 'member', 'leader', 'pending'] as const) {
        expect((await scan(caller, token, baptismSunday)).statusCode, caller).toBe(403);
      }
      expect((await scan('superAdmin', token, randomUUID())).statusCode).toBe(404);
      expect((await w.call('secretary', 'GET', `peps/${pepId}`)).json().stage).toBe('scheduled');
    });
  });

  describe('GET /baptisms/monitoring', () => {
    it('counts an event’s baptisms and lists the forms still missing', async () => {
      const event = await makeEvent('secretary', w.ids.a, 'Monitored Baptism', 'baptism');
      const waiting = await makePep({ lastName: 'Waiting' }, event);
      const baptized = await makePep({ lastName: 'Baptized' }, event);
      await makePep({ lastName: 'Elsewhere' }, youthBaptism);
      await makePep({ lastName: 'Not yet' });
      await scan('secretary', (await formOf(baptized)).token, event);
      // The signed form of one of them is uploaded (as `pepContact/uploadBaptismalForm` stores it).
      await w.t.db.execute(
        sql`update peps set baptismal_form = 'peps/forms/signed.pdf' where id = ${baptized}`,
      );

      const response = await w.call('secretary', 'GET', `baptisms/monitoring?eventId=${event}`);
      expect(response.statusCode, response.body).toBe(200);
      const report = baptismMonitoringSchema.parse(response.json());
      expect(report.counts).toEqual({ scheduled: 2, formUploaded: 1, baptized: 1, converted: 0 });
      expect(report.rows.map((row) => row.id).sort()).toEqual([waiting, baptized].sort());
      expect(report.missingForms).toEqual([{ id: waiting, displayName: 'Pablo Waiting' }]);
    });

    it('reports a batch over the caller’s locales only', async () => {
      const inA = await makePep({ batchName: batch }, baptismSunday);
      const inB = await makePep({ batchName: batch, localeId: w.ids.b }, baptismB, 'secretaryB');
      await makePep({ batchName: batch });
      const ids = async (caller: EventCaller) => {
        const response = await w.call(
          caller,
          'GET',
          `baptisms/monitoring?batchName=${encodeURIComponent(batch)}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        return baptismMonitoringSchema
          .parse(response.json())
          .rows.map((row) => row.id)
          .sort();
      };
      expect(await ids('secretary')).toEqual([inA]);
      expect(await ids('secretaryB')).toEqual([inB]);
      expect(await ids('district')).toEqual([inA, inB].sort());
      expect(await ids('superAdmin')).toEqual([inA, inB].sort());
      expect(await ids('districtSouth')).toEqual([]);
    });

    it('refuses callers who administer nothing, and an event outside the caller’s scope', async () => {
      expect((await w.call('member', 'GET', `baptisms/monitoring?batchName=x`)).statusCode).toBe(403);
      expect((await w.call('leader', 'GET', `baptisms/monitoring?eventId=${baptismSunday}`)).statusCode).toBe(
        403,
      );
      expect(
        (await w.call('secretaryB', 'GET', `baptisms/monitoring?eventId=${baptismSunday}`)).statusCode,
      ).toBe(403);
      expect((await w.call('secretary', 'GET', 'baptisms/monitoring')).statusCode).toBe(422);
    });
  });
});
