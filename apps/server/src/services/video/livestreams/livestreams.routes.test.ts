import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLivestreamSchema, livestreamPageSchema, livestreamSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { as, createTestApp, routeEngines, testConfig, type SignedIn } from '../../../../test/harness.ts';
import { makeGathering, makeLocale } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';

const MINUTE = 60_000;
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe.each(routeEngines)('livestreams on %s', (engine) => {
  let w: EventsWorld;

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(() => w.t.close());

  /** Injects under `/api/video/` as the caller. */
  const video = (
    caller: EventCaller | SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ) =>
    as(w.t.app, caller === null ? null : typeof caller === 'string' ? w.who[caller] : caller, {
      method,
      url: `/api/video/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

  /** A stream body for the locale, starting and ending so many minutes from now. */
  const streamBody = (localeId: string, from: number, to: number, extra: Record<string, unknown> = {}) => ({
    localeId,
    title: 'Sunday Worship live',
    source: 'embed',
    url: YOUTUBE,
    startsAt: at(from),
    endsAt: at(to),
    ...extra,
  });

  async function schedule(caller: EventCaller, body: ReturnType<typeof streamBody>) {
    const response = await video(caller, 'POST', 'livestreams', body);
    expect(response.statusCode, response.body).toBe(201);
    return livestreamSchema.parse(response.json());
  }

  /** Moves a stream's times (minutes from now) behind the service's back, as if time had passed. */
  const moveStream = (id: string, from: number, to: number) =>
    queryRows(
      w.t.db,
      sql`update livestreams set starts_at = ${at(from)}::timestamptz, ends_at = ${at(to)}::timestamptz where id = ${id}`,
    );

  describe('POST /livestreams', () => {
    it('lets the locale’s admins schedule one (201, audited), turning a YouTube page into its player', async () => {
      const audits = await w.count('audit_log', `action = 'livestream.create'`);
      const made = await schedule('secretary', streamBody(w.ids.a, 60 * 24, 60 * 26));
      expect(made).toMatchObject({
        localeId: w.ids.a,
        title: 'Sunday Worship live',
        source: 'embed',
        url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        state: 'scheduled',
        canEdit: true,
      });
      expect(made.localeName).toMatch(/^Locale A/);
      expect(await w.count('audit_log', `action = 'livestream.create'`)).toBe(audits + 1);
      // The district admin over A may too.
      await schedule('district', streamBody(w.ids.a, 60 * 24, 60 * 25));
    });

    it('refuses admins of another locale, members, leaders, pending members and kiosks (403, nothing written)', async () => {
      const before = await w.count('livestreams');
      for (const caller of ['secretaryB', 'districtSouth', 'member', 'leader', 'pending'] as const) {
        const response = await video(caller, 'POST', 'livestreams', streamBody(w.ids.a, 10, 70));
        expect(response.statusCode, caller).toBe(403);
      }
      const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
      expect((await video(kiosk, 'POST', 'livestreams', streamBody(w.ids.a, 10, 70))).statusCode).toBe(403);
      expect((await video(null, 'POST', 'livestreams', streamBody(w.ids.a, 10, 70))).statusCode).toBe(401);
      expect(await w.count('livestreams')).toBe(before);
    });

    it('refuses a host that is not allowed (422 host_not_allowed), nothing written', async () => {
      const before = await w.count('livestreams');
      const embed = await video(
        'secretary',
        'POST',
        'livestreams',
        streamBody(w.ids.a, 10, 70, { url: 'https://videos.example.com/player/1' }),
      );
      expect(embed.statusCode).toBe(422);
      expect(embed.json().error.code).toBe('host_not_allowed');
      const hls = await video(
        'secretary',
        'POST',
        'livestreams',
        streamBody(w.ids.a, 10, 70, { source: 'hls', url: 'https://cdn.example.com/live/index.m3u8' }),
      );
      expect(hls.statusCode).toBe(422);
      expect(hls.json().error.code).toBe('host_not_allowed');
      expect(await w.count('livestreams')).toBe(before);
      // An HLS playlist on the app's own origin is allowed.
      const own = new URL('/demo-media/live/index.m3u8', testConfig().publicUrl).toString();
      const made = await schedule('secretary', streamBody(w.ids.a, 10, 70, { source: 'hls', url: own }));
      expect(made.url).toBe(own);
    });

    it('refuses a gathering of another locale and bad times (422), nothing written', async () => {
      const before = await w.count('livestreams');
      const bodies = [
        streamBody(w.ids.a, 10, 70, { gatheringId: w.ids.openB }),
        streamBody(w.ids.a, 70, 10),
        streamBody(w.ids.a, 10, 10 + 13 * 60),
        streamBody(w.ids.a, -120, -60),
        { ...streamBody(w.ids.a, 10, 70), title: '  ' },
      ];
      for (const body of bodies) {
        const response = await video('secretary', 'POST', 'livestreams', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().error.code).toBe('invalid_input');
      }
      expect(await w.count('livestreams')).toBe(before);
    });

    it('links the locale’s gathering at the stream’s start, or the one named, or none', async () => {
      // The open gathering of A (started 30 minutes ago, ends in 90).
      expect((await schedule('secretary', streamBody(w.ids.a, 10, 80))).gatheringId).toBe(w.ids.openA);
      // A later gathering, made for the test; a stream during it is linked to it.
      const later = await makeGathering(w.t.db, w.ids.a, {
        name: 'Thursday Prayer',
        startsAt: new Date(Date.now() + 3 * 24 * 60 * MINUTE),
        endsAt: new Date(Date.now() + (3 * 24 * 60 + 120) * MINUTE),
      });
      const during = await schedule('secretary', streamBody(w.ids.a, 3 * 24 * 60 + 5, 3 * 24 * 60 + 90));
      expect(during.gatheringId).toBe(later.id);
      // Nothing at C then: no gathering.
      expect((await schedule('superAdmin', streamBody(w.ids.c, 10, 80))).gatheringId).toBeNull();
      // Named: that one, whatever the time.
      const named = await schedule(
        'secretary',
        streamBody(w.ids.a, 60 * 24 * 5, 60 * 24 * 5 + 60, { gatheringId: later.id }),
      );
      expect(named.gatheringId).toBe(later.id);
    });
  });

  describe('PATCH /livestreams/:id', () => {
    it('links the gathering again when the times change, unless the change names one (audited)', async () => {
      const stream = await schedule('secretary', streamBody(w.ids.a, 10, 80));
      expect(stream.gatheringId).toBe(w.ids.openA);
      const audits = await w.count('audit_log', `action = 'livestream.update'`);
      const moved = await video('secretary', 'PATCH', `livestreams/${stream.id}`, {
        startsAt: at(60 * 24 * 9),
        endsAt: at(60 * 24 * 9 + 60),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(livestreamSchema.parse(moved.json())).toMatchObject({ gatheringId: null, state: 'scheduled' });
      const back = await video('secretary', 'PATCH', `livestreams/${stream.id}`, {
        startsAt: at(5),
        endsAt: at(65),
        title: 'Prayer Meeting live',
      });
      expect(back.json()).toMatchObject({ gatheringId: w.ids.openA, title: 'Prayer Meeting live' });
      const chosen = await video('secretary', 'PATCH', `livestreams/${stream.id}`, {
        startsAt: at(60 * 24 * 9),
        endsAt: at(60 * 24 * 9 + 60),
        gatheringId: w.ids.openA,
      });
      expect(chosen.json().gatheringId).toBe(w.ids.openA);
      // A title alone keeps the gathering.
      const renamed = await video('secretary', 'PATCH', `livestreams/${stream.id}`, { title: 'Renamed' });
      expect(renamed.json()).toMatchObject({ title: 'Renamed', gatheringId: w.ids.openA });
      expect(await w.count('audit_log', `action = 'livestream.update'`)).toBe(audits + 4);
    });

    it('checks the URL again when the source changes, and refuses others (403) and bad changes (422)', async () => {
      const stream = await schedule('secretary', streamBody(w.ids.a, 10, 80));
      const toHls = await video('secretary', 'PATCH', `livestreams/${stream.id}`, { source: 'hls' });
      expect(toHls.statusCode).toBe(422);
      expect(toHls.json().error.code).toBe('host_not_allowed');
      const tooLong = await video('secretary', 'PATCH', `livestreams/${stream.id}`, {
        endsAt: at(10 + 13 * 60),
      });
      expect(tooLong.statusCode).toBe(422);
      const otherGathering = await video('secretary', 'PATCH', `livestreams/${stream.id}`, {
        gatheringId: w.ids.openB,
      });
      expect(otherGathering.statusCode).toBe(422);
      for (const caller of ['secretaryB', 'member', 'leader', 'pending'] as const) {
        const response = await video(caller, 'PATCH', `livestreams/${stream.id}`, { title: 'Mine now' });
        expect(response.statusCode, caller).toBe(403);
      }
      const unchanged = await video('member', 'GET', `livestreams/${stream.id}`);
      expect(unchanged.json()).toMatchObject({ title: 'Sunday Worship live', url: stream.url });
    });
  });

  describe('DELETE /livestreams/:id', () => {
    it('lets the locale’s admins delete one (audited), and refuses everyone else', async () => {
      const stream = await schedule('secretary', streamBody(w.ids.a, 10, 80));
      for (const caller of ['secretaryB', 'member', 'leader'] as const) {
        expect((await video(caller, 'DELETE', `livestreams/${stream.id}`)).statusCode, caller).toBe(403);
      }
      const audits = await w.count('audit_log', `action = 'livestream.delete'`);
      const removed = await video('district', 'DELETE', `livestreams/${stream.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ ok: true });
      expect(await w.count('livestreams', `id = '${stream.id}'`)).toBe(0);
      expect(await w.count('audit_log', `action = 'livestream.delete'`)).toBe(audits + 1);
      expect((await video('member', 'GET', `livestreams/${stream.id}`)).statusCode).toBe(404);
      // A super admin learns it is gone; others are refused alike.
      expect((await video('superAdmin', 'DELETE', `livestreams/${stream.id}`)).statusCode).toBe(404);
      expect((await video('secretary', 'DELETE', `livestreams/${stream.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET /livestreams/current', () => {
    it('answers the live stream (the latest started) and the next one to any endorsed member and admins', async () => {
      const locale = await makeLocale(w.t.db, { serviceSchedule: [] });
      const early = await schedule('superAdmin', streamBody(locale.id, -30, 60));
      const late = await schedule('superAdmin', streamBody(locale.id, -10, 60));
      const next = await schedule('superAdmin', streamBody(locale.id, 120, 180));
      await schedule('superAdmin', streamBody(locale.id, 240, 300));
      for (const caller of ['member', 'stranger', 'secretaryB', 'districtSouth'] as const) {
        const response = await video(caller, 'GET', `livestreams/current?localeId=${locale.id}`);
        expect(response.statusCode, caller).toBe(200);
        const body = currentLivestreamSchema.parse(response.json());
        expect(body.live).toMatchObject({ id: late.id, state: 'live', canEdit: false });
        expect(body.next).toMatchObject({ id: next.id, state: 'scheduled' });
        expect(body.creditMinutes).toBe(20);
      }
      expect(early.id).not.toBe(late.id);
      const admin = await video('superAdmin', 'GET', `livestreams/current?localeId=${locale.id}`);
      expect(admin.json().live.canEdit).toBe(true);
    });

    it('answers nothing live and nothing next for a quiet locale, 404 for an unknown one', async () => {
      const quiet = await video('member', 'GET', `livestreams/current?localeId=${w.ids.b}`);
      expect(quiet.statusCode).toBe(200);
      expect(quiet.json()).toEqual({ live: null, next: null, creditMinutes: 20 });
      const unknown = await video('member', 'GET', `livestreams/current?localeId=${crypto.randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect((await video('member', 'GET', 'livestreams/current?localeId=nope')).statusCode).toBe(422);
    });

    it('refuses pending members and kiosks (403) and answers 401 without a session', async () => {
      expect((await video('pending', 'GET', `livestreams/current?localeId=${w.ids.a}`)).statusCode).toBe(403);
      const kiosk = await w.pairKiosk(w.ids.b, 'secretaryB');
      expect((await video(kiosk, 'GET', `livestreams/current?localeId=${w.ids.b}`)).statusCode).toBe(403);
      expect((await video(null, 'GET', `livestreams/current?localeId=${w.ids.a}`)).statusCode).toBe(401);
    });
  });

  describe('GET /livestreams', () => {
    it('pages a locale’s streams not ended, soonest first; with past=true (its admins only) all, newest first', async () => {
      const locale = await makeLocale(w.t.db, { serviceSchedule: [] });
      const made = [];
      for (const start of [300, 60, 180, -20, 120]) {
        made.push(await schedule('superAdmin', streamBody(locale.id, start, start + 60)));
      }
      const ended = made[3]!;
      await moveStream(ended.id, -24 * 60, -23 * 60);
      const upcoming = made
        .filter((s) => s.id !== ended.id)
        .sort((x, y) => x.startsAt.localeCompare(y.startsAt));

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `localeId=${locale.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await video('member', 'GET', `livestreams?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        const page = livestreamPageSchema.parse(response.json());
        seen.push(...page.items.map((s) => s.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual(upcoming.map((s) => s.id));
      expect(pages).toBe(2);

      for (const caller of ['member', 'secretaryB', 'pending'] as const) {
        const refused = await video(caller, 'GET', `livestreams?localeId=${locale.id}&past=true`);
        expect(refused.statusCode, caller).toBe(403);
      }
      const history = await video('superAdmin', 'GET', `livestreams?localeId=${locale.id}&past=true&limit=3`);
      const first = livestreamPageSchema.parse(history.json());
      const rest = livestreamPageSchema.parse(
        (
          await video(
            'superAdmin',
            'GET',
            `livestreams?localeId=${locale.id}&past=true&limit=3&cursor=${first.nextCursor}`,
          )
        ).json(),
      );
      const all = [...first.items, ...rest.items];
      // Newest first: the upcoming ones latest first, then the one that ended yesterday.
      expect(all.map((s) => s.id)).toEqual([...upcoming.map((s) => s.id)].reverse().concat(ended.id));
      expect(all.at(-1)).toMatchObject({ id: ended.id, state: 'ended' });
      expect(rest.nextCursor).toBeNull();
    });

    it('refuses a cursor it did not give out (422)', async () => {
      const response = await video(
        'member',
        'GET',
        `livestreams?localeId=${w.ids.a}&cursor=bm90LWEtY3Vyc29y`,
      );
      expect(response.statusCode).toBe(422);
    });
  });

  describe('GET /livestreams/:id', () => {
    it('opens a stream for members until a day after it ended, and for its admins always', async () => {
      const stream = await schedule('secretary', streamBody(w.ids.a, -20, 60));
      const member = await video('stranger', 'GET', `livestreams/${stream.id}`);
      expect(member.statusCode).toBe(200);
      expect(livestreamSchema.parse(member.json())).toMatchObject({ state: 'live', canEdit: false });
      await moveStream(stream.id, -180, -120);
      expect((await video('member', 'GET', `livestreams/${stream.id}`)).json().state).toBe('ended');
      await moveStream(stream.id, -3 * 24 * 60, -3 * 24 * 60 + 60);
      expect((await video('member', 'GET', `livestreams/${stream.id}`)).statusCode).toBe(404);
      const admin = await video('secretary', 'GET', `livestreams/${stream.id}`);
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({ state: 'ended', canEdit: true });
      expect((await video('pending', 'GET', `livestreams/${stream.id}`)).statusCode).toBe(403);
      expect((await video('member', 'GET', `livestreams/${crypto.randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
