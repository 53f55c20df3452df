import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/executor.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pepDuplicatesSchema,
  pepFunnelSchema,
  pepUploadSchema,
  soulWinnerBoardSchema,
} from '@congregate/contracts';
import { createTestApp, routeEngines, as } from '../../../../test/harness.ts';
import { makeImage, makeLocale } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventsWorld, type EventCaller } from '../../../../test/events-fixture.ts';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** The spec's multipart form: `file`, `type`, `id`. */
function uploadForm(fields: Record<string, string>, file: Buffer | null, contentType = 'image/jpeg') {
  const boundary = `----pep-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(routeEngines)('PEP reports and uploads on %s', (engine) => {
  let w: EventsWorld;
  let localeId: string;
  let baptism: string;

  const pepIn = async (caller: EventCaller, body: Record<string, unknown>) => {
    const response = await w.call(caller, 'POST', 'peps', { localeId, ...body });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id as string;
  };
  const move = async (id: string, stage: string, extra: Record<string, unknown> = {}) => {
    const response = await w.call('secretary', 'POST', `peps/${id}/stage`, { stage, ...extra });
    if (response.statusCode !== 200) throw new Error(response.body);
  };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    localeId = w.ids.a;
    baptism = (
      await w.call('secretary', 'POST', 'events', {
        localeId,
        title: 'Baptism',
        type: 'baptism',
        startsAt: inDays(10),
        endsAt: new Date(Date.now() + 10 * DAY_MS + 3_600_000).toISOString(),
      })
    ).json().id;
    // A small known set: Maria won 4 (contacted; attending; dropped after studying; baptized), Jose won 2
    // (dropped from contacted; studying), one without a soul winner.
    const m = w.ids.memberMember;
    const j = w.ids.member2Member;
    await pepIn('secretary', { firstName: 'A1', lastName: 'X', soulWinnerId: m });
    await move(await pepIn('secretary', { firstName: 'A2', lastName: 'X', soulWinnerId: m }), 'attending');
    const a3 = await pepIn('secretary', {
      firstName: 'A3',
      lastName: 'X',
      soulWinnerId: m,
      flockId: w.ids.joy,
    });
    await move(a3, 'studying');
    await move(a3, 'dropped', { reason: 'Left' });
    const a4 = await pepIn('secretary', {
      firstName: 'A4',
      lastName: 'X',
      soulWinnerId: m,
      flockId: w.ids.joy,
    });
    await move(a4, 'scheduled', { baptismEventId: baptism });
    await move(a4, 'baptized');
    await move(await pepIn('secretary', { firstName: 'B1', lastName: 'X', soulWinnerId: j }), 'dropped', {
      reason: 'No answer',
    });
    await move(await pepIn('secretary', { firstName: 'B2', lastName: 'X', soulWinnerId: j }), 'studying');
    const secretary = await w.call('secretary', 'POST', 'peps', { localeId, firstName: 'C1', lastName: 'X' });
    // The secretary is an endorsed member of A: they are its soul winner unless told otherwise.
    await w.call('secretary', 'PATCH', `peps/${secretary.json().id}`, { soulWinnerId: null });
  });
  afterAll(() => w.t.close());

  describe('GET /peps/funnel', () => {
    it('counts the stages reached, per soul winner, flock and locale', async () => {
      const response = await w.call('secretary', 'GET', `peps/funnel?localeId=${localeId}`);
      expect(response.statusCode, response.body).toBe(200);
      const funnel = pepFunnelSchema.parse(response.json());
      expect(funnel.total).toBe(7);
      expect(funnel.stages).toEqual({
        contacted: 7,
        attending: 4,
        studying: 3,
        scheduled: 1,
        baptized: 1,
        member: 0,
        dropped: 2,
      });
      const maria = funnel.bySoulWinner.find((s) => s.soulWinner.id === w.ids.memberMember)!;
      expect(maria).toMatchObject({
        total: 4,
        stages: { attending: 3, studying: 2, baptized: 1, dropped: 1 },
      });
      expect(funnel.byFlock.find((f) => f.flock?.id === w.ids.joy)).toMatchObject({ total: 2 });
      expect(funnel.byLocale).toEqual([expect.objectContaining({ total: 7 })]);
    });

    it('is for admins over the locale only', async () => {
      for (const caller of ['member', 'leader', 'secretaryB', 'districtSouth'] as const) {
        expect((await w.call(caller, 'GET', `peps/funnel?localeId=${localeId}`)).statusCode, caller).toBe(
          403,
        );
      }
      expect(
        (await w.call('secretary', 'GET', `peps/funnel?localeId=${localeId}&from=2025-02-01&to=2025-01-01`))
          .statusCode,
      ).toBe(422);
    });
  });

  describe('GET /peps/soul-winners', () => {
    it('shows invited, attended, studying and baptized per soul winner to the locale’s members', async () => {
      const response = await w.call('member2', 'GET', `peps/soul-winners?localeId=${localeId}`);
      expect(response.statusCode, response.body).toBe(200);
      const board = soulWinnerBoardSchema.parse(response.json());
      expect(board.members[0]).toMatchObject({
        member: { id: w.ids.memberMember },
        invited: 4,
        attended: 3,
        studying: 2,
        baptized: 1,
      });
      // Jose: dropped from contacted does not count as attended.
      expect(board.members.find((m) => m.member.id === w.ids.member2Member)).toMatchObject({
        invited: 2,
        attended: 1,
        studying: 1,
        baptized: 0,
      });
      expect(board.locale).toMatchObject({ invited: 7, attended: 4, studying: 3, baptized: 1 });
      const atEvent = soulWinnerBoardSchema.parse(
        (await w.call('member', 'GET', `peps/soul-winners?localeId=${localeId}&eventId=${baptism}`)).json(),
      );
      expect(atEvent.locale).toMatchObject({ invited: 1, baptized: 1 });
      expect((await w.call('stranger', 'GET', `peps/soul-winners?localeId=${localeId}`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /peps/duplicates', () => {
    it('finds PEPs and members with the same name (accent- and case-blind) and mobile or e-mail', async () => {
      const pepId = await pepIn('member', {
        firstName: 'Ramón',
        lastName: 'Dela Cruz',
        mobile: '+639175550000',
      });
      const other = await makeLocale(w.t.db);
      await w.call('superAdmin', 'POST', 'peps', {
        localeId: other.id,
        firstName: 'Ramon',
        lastName: 'Dela Cruz',
        mobile: '+639175550000',
      });
      const query = (extra: string) =>
        w.call(
          'member2',
          'GET',
          `peps/duplicates?localeId=${localeId}&firstName=RAMON&lastName=dela%20cruz${extra}`,
        );
      const found = pepDuplicatesSchema.parse((await query('&mobile=%2B639175550000')).json());
      expect(found.peps.map((p) => p.id)).toEqual([pepId]);
      expect(pepDuplicatesSchema.parse((await query('&mobile=%2B639170000000')).json()).peps).toEqual([]);
      expect(
        pepDuplicatesSchema.parse((await query(`&mobile=%2B639175550000&exceptId=${pepId}`)).json()).peps,
      ).toEqual([]);
      const members = pepDuplicatesSchema.parse(
        (
          await w.call(
            'member2',
            'GET',
            `peps/duplicates?localeId=${localeId}&firstName=maria&lastName=SANTOS&email=x@example.org`,
          )
        ).json(),
      );
      expect(members.members).toEqual([]);
      // The member Maria Santos of the locale, by her own e-mail: found among the members.
      const [maria] = await queryRows<{ email: string }>(
        w.t.db,
        sql`select email from members where id = ${w.ids.memberMember}`,
      );
      const sameMaria = pepDuplicatesSchema.parse(
        (
          await w.call(
            'member2',
            'GET',
            `peps/duplicates?localeId=${localeId}&firstName=MARÍA&lastName=santos&email=${encodeURIComponent(maria!.email)}`,
          )
        ).json(),
      );
      expect(sameMaria.members.map((m) => m.id)).toEqual([w.ids.memberMember]);
      expect(
        (await w.call('stranger', 'GET', `peps/duplicates?localeId=${localeId}&firstName=a&lastName=b`))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('POST /pepContact/uploadPhoto and uploadBaptismalForm', () => {
    const upload = (
      caller: EventCaller,
      call: string,
      fields: Record<string, string>,
      file: Buffer | null,
      type?: string,
    ) =>
      as(w.t.app, w.who[caller], {
        method: 'POST',
        url: `/api/events/pepContact/${call}`,
        ...uploadForm(fields, file, type),
      });

    it('stores a re-encoded photo with the spec’s fields and serves it to whoever sees the PEP', async () => {
      const id = await pepIn('member', { firstName: 'Juan', lastName: 'Dela Cruz' });
      const image = await makeImage('jpeg', { exif: { IFD0: { Make: 'TestPhone' } } });
      const response = await upload(
        'member',
        'uploadPhoto',
        { type: `photo_${id}_Juan_Dela_Cruz`, id },
        image,
      );
      expect(response.statusCode, response.body).toBe(201);
      const answer = pepUploadSchema.parse(response.json());
      expect(answer.pep.photo).toBe(answer.url);
      const served = await as(w.t.app, w.who.member, { method: 'GET', url: answer.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
      expect((await as(w.t.app, w.who.stranger, { method: 'GET', url: answer.url })).statusCode).toBe(403);
    });

    it('refuses a wrong id, a wrong kind, a missing field and a file that is not an image; writes nothing', async () => {
      const id = await pepIn('member', { firstName: 'Juan', lastName: 'Dela Cruz' });
      const other = await pepIn('member', { firstName: 'Pedro', lastName: 'Dela Cruz' });
      const image = await makeImage('png');
      expect(
        (await upload('member', 'uploadPhoto', { type: `photo_${id}_Juan`, id: other }, image)).statusCode,
      ).toBe(422);
      expect(
        (await upload('member', 'uploadPhoto', { type: `baptismalForm_${id}_Juan`, id }, image)).statusCode,
      ).toBe(422);
      expect((await upload('member', 'uploadPhoto', { type: `photo_${id}_Juan` }, image)).statusCode).toBe(
        422,
      );
      expect((await upload('member', 'uploadPhoto', { type: `photo_${id}_Juan`, id }, null)).statusCode).toBe(
        422,
      );
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      expect(
        (await upload('member', 'uploadPhoto', { type: `photo_${id}_Juan`, id }, pdf, 'application/pdf'))
          .statusCode,
      ).toBe(415);
      expect(
        (await upload('member', 'uploadPhoto', { type: `photo_${id}_Juan`, id }, Buffer.from('not an image')))
          .statusCode,
      ).toBe(415);
      expect(
        (await upload('stranger', 'uploadPhoto', { type: `photo_${id}_Juan`, id }, image)).statusCode,
      ).toBe(403);
      expect(await w.count('peps', `id = '${id}' and photo is not null`)).toBe(0);
    });

    it('takes the signed form as a PDF from an admin only', async () => {
      const id = await pepIn('member', { firstName: 'Juan', lastName: 'Dela Cruz' });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      const fields = { type: `baptismalForm_${id}_Juan_Dela_Cruz`, id };
      expect((await upload('member', 'uploadBaptismalForm', fields, pdf, 'application/pdf')).statusCode).toBe(
        403,
      );
      expect(
        (await upload('secretary', 'uploadBaptismalForm', { ...fields, type: `photo_${id}_Juan` }, pdf))
          .statusCode,
      ).toBe(422);
      const response = await upload('secretary', 'uploadBaptismalForm', fields, pdf, 'application/pdf');
      expect(response.statusCode, response.body).toBe(201);
      const answer = pepUploadSchema.parse(response.json());
      expect(answer.pep.baptismalForm).toBe(answer.url);
      const served = await as(w.t.app, w.who.secretary, { method: 'GET', url: answer.url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.equals(pdf)).toBe(true);
      expect((await as(w.t.app, w.who.member, { method: 'GET', url: answer.url })).statusCode).toBe(403);
    });
  });
});
