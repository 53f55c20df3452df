import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueWatchingSchema, videoPageSchema, videoSchema, type Video } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { videoCaller } from './videos.fixture.ts';

const HOUR = 3600_000;

describe.each(routeEngines)('videos on %s', (engine) => {
  let w: EventsWorld;
  let north: string;
  const call = videoCaller(() => w);
  /** A linked (embed) video made by the caller; answers it. */
  const publish = async (caller: EventCaller, values: Record<string, unknown>): Promise<Video> => {
    const response = await call(caller, 'POST', 'videos', {
      title: 'A video',
      source: 'embed',
      url: 'https://player.vimeo.com/video/1',
      ...values,
    });
    expect(response.statusCode, response.body).toBe(201);
    return videoSchema.parse(response.json());
  };
  const sees = async (caller: EventCaller, id: string) =>
    (await call(caller, 'GET', `videos/${id}`)).statusCode;
  const listed = async (caller: EventCaller, query = '') => {
    const response = await call(caller, 'GET', `videos?limit=60${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return videoPageSchema.parse(response.json());
  };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const [row] = await queryRows<{ district_id: string }>(
      w.t.db,
      sql`select district_id from locales where id = ${w.ids.a}`,
    );
    north = row!.district_id;
  });
  afterAll(async () => {
    await w.t.close();
  });

  describe('who sees what', () => {
    let forA: Video;
    let forNorth: Video;
    let forAll: Video;
    let later: Video;
    beforeAll(async () => {
      forA = await publish('secretary', { title: 'Locale A only', audience: 'locale', localeId: w.ids.a });
      forNorth = await publish('district', {
        title: 'North district',
        audience: 'district',
        districtId: north,
      });
      forAll = await publish('superAdmin', { title: 'For everyone', audience: 'all' });
      later = await publish('secretary', {
        title: 'Next week',
        audience: 'locale',
        localeId: w.ids.a,
        publishedAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
      });
    });

    it('shows a locale’s video to its endorsed members and admins over it, 404 to anyone else', async () => {
      for (const caller of ['member', 'leader', 'secretary', 'district', 'superAdmin'] as const) {
        expect(await sees(caller, forA.id), caller).toBe(200);
      }
      for (const caller of ['stranger', 'secretaryB', 'districtSouth', 'pending'] as const) {
        expect(await sees(caller, forA.id), caller).toBe(404);
      }
      expect((await call(null, 'GET', `videos/${forA.id}`)).statusCode).toBe(401);
    });

    it('shows a district’s video to the members of its locales only', async () => {
      expect(await sees('member', forNorth.id)).toBe(200);
      expect(await sees('stranger', forNorth.id)).toBe(200);
      expect(await sees('districtSouth', forNorth.id)).toBe(404);
      expect(forNorth.audienceName).toBe(
        (await queryRows<{ name: string }>(w.t.db, sql`select name from districts where id = ${north}`))[0]!
          .name,
      );
    });

    it('shows everyone’s video to every endorsed member, not to a pending one', async () => {
      for (const caller of ['member', 'stranger', 'districtSouth', 'secretaryB'] as const) {
        expect(await sees(caller, forAll.id), caller).toBe(200);
      }
      expect(await sees('pending', forAll.id)).toBe(404);
      expect(forAll.audienceName).toBe('Everyone');
    });

    it('hides a video from members until it is published; its admins see it', async () => {
      expect(await sees('member', later.id)).toBe(404);
      expect(await sees('secretary', later.id)).toBe(200);
      expect((await listed('member')).items.map((v) => v.id)).not.toContain(later.id);
      expect((await listed('secretary')).items.map((v) => v.id)).toContain(later.id);
    });

    it('lists what each caller may watch, and with manage=true what they may edit', async () => {
      const member = (await listed('member')).items.map((v) => v.id);
      expect(member).toEqual(expect.arrayContaining([forA.id, forNorth.id, forAll.id]));
      const stranger = (await listed('stranger')).items.map((v) => v.id);
      expect(stranger).toEqual(expect.arrayContaining([forNorth.id, forAll.id]));
      expect(stranger).not.toContain(forA.id);
      const manage = await listed('secretary', '&manage=true');
      expect(manage.items.map((v) => v.id).sort()).toEqual([forA.id, later.id].sort());
      expect(manage.items.every((v) => v.canEdit)).toBe(true);
      expect((await call('member', 'GET', 'videos?manage=true')).statusCode).toBe(403);
      const asMember = (await listed('member')).items.find((v) => v.id === forA.id)!;
      expect(asMember.canEdit).toBe(false);
      const narrowed = await listed('superAdmin', `&manage=true&localeId=${w.ids.b}`);
      expect(narrowed.items.map((v) => v.id).sort()).toEqual([forNorth.id, forAll.id].sort());
    });

    it('lets only the admins over an audience publish for it (403 otherwise)', async () => {
      const body = { title: 'x', source: 'embed', url: 'https://player.vimeo.com/video/2' };
      const tries = [
        ['secretary', { audience: 'all' }],
        ['secretary', { audience: 'locale', localeId: w.ids.b }],
        ['secretary', { audience: 'district', districtId: north }],
        ['districtSouth', { audience: 'locale', localeId: w.ids.a }],
        ['member', { audience: 'locale', localeId: w.ids.a }],
        ['leader', { audience: 'locale', localeId: w.ids.a }],
      ] as const;
      for (const [caller, audience] of tries) {
        const response = await call(caller, 'POST', 'videos', { ...body, ...audience });
        expect(response.statusCode, `${caller} ${JSON.stringify(audience)}`).toBe(403);
      }
      expect(
        (await call('district', 'POST', 'videos', { ...body, audience: 'locale', localeId: w.ids.a }))
          .statusCode,
      ).toBe(201);
    });

    it('lets its admins change and delete a video (audited); its viewers 403, others 404', async () => {
      const made = await publish('secretary', { title: 'Draft', audience: 'locale', localeId: w.ids.a });
      expect((await call('member', 'PATCH', `videos/${made.id}`, { title: 'Mine' })).statusCode).toBe(403);
      expect((await call('secretaryB', 'PATCH', `videos/${made.id}`, { title: 'Mine' })).statusCode).toBe(
        404,
      );
      const changed = await call('district', 'PATCH', `videos/${made.id}`, {
        title: 'Revival night',
        description: 'Worship and the word',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ title: 'Revival night', description: 'Worship and the word' });
      expect(await w.count('audit_log', `action = 'video.update' and entity_id = '${made.id}'`)).toBe(1);
      expect(await w.count('audit_log', `action = 'video.create' and entity_id = '${made.id}'`)).toBe(1);
      expect((await call('stranger', 'DELETE', `videos/${made.id}`)).statusCode).toBe(404);
      expect((await call('secretary', 'DELETE', `videos/${made.id}`)).statusCode).toBe(200);
      expect(await sees('secretary', made.id)).toBe(404);
    });
  });

  describe('linked videos', () => {
    it('refuses an embed from a host not on the allow-list (422 host_not_allowed) and writes nothing', async () => {
      const before = await w.count('videos');
      for (const url of ['https://evil.example.com/player/1', 'http://player.vimeo.com/video/1']) {
        const response = await call('secretary', 'POST', 'videos', {
          title: 'Elsewhere',
          audience: 'locale',
          localeId: w.ids.a,
          source: 'embed',
          url,
        });
        expect(response.statusCode, url).toBe(422);
        expect(response.json().error.code).toBe('host_not_allowed');
      }
      expect(await w.count('videos')).toBe(before);
      expect(await w.count('audit_log', `action = 'video.create' and after->>'title' = 'Elsewhere'`)).toBe(0);
    });

    it('turns a YouTube page into its privacy-enhanced player, and takes an HLS URL of this app', async () => {
      const youtube = await publish('secretary', {
        audience: 'locale',
        localeId: w.ids.a,
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      });
      expect(youtube.url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      const own = `${w.t.app.config.publicUrl}/demo-media/hls/index.m3u8`;
      const hls = await publish('secretary', {
        audience: 'locale',
        localeId: w.ids.a,
        source: 'hls',
        url: own,
      });
      expect(hls.url).toBe(own);
      const foreign = await call('secretary', 'POST', 'videos', {
        title: 'Stream',
        audience: 'locale',
        localeId: w.ids.a,
        source: 'hls',
        url: 'https://cdn.example.net/live.m3u8',
      });
      expect(foreign.json().error.code).toBe('host_not_allowed');
    });

    it('refuses a category of another locale or kind (422)', async () => {
      const otherLocale = await w.t.app.inject({
        method: 'POST',
        url: '/api/video/categories',
        headers: { authorization: `Bearer ${w.who.secretaryB.accessToken}` },
        payload: { localeId: w.ids.b, name: 'B only' },
      });
      const response = await call('secretary', 'POST', 'videos', {
        title: 'Wrong shelf',
        audience: 'locale',
        localeId: w.ids.a,
        source: 'embed',
        url: 'https://player.vimeo.com/video/3',
        categoryId: otherLocale.json().id,
      });
      expect(response.statusCode).toBe(422);
    });
  });

  describe('search and paging', () => {
    let shelf: string;
    beforeAll(async () => {
      const category = await call('districtSouth', 'POST', 'categories', {
        localeId: w.ids.c,
        name: 'Teaching',
      });
      shelf = category.json().id;
      const titles = [
        'Café devotion',
        'Morning prayer',
        'Evening prayer',
        'Youth camp',
        'Prayer and fasting',
      ];
      for (const [i, title] of titles.entries()) {
        await publish('superAdmin', {
          title,
          description: i === 3 ? 'Songs by the café' : 'Teaching',
          audience: 'locale',
          localeId: w.ids.c,
          categoryId: shelf,
          publishedAt: new Date(Date.now() - (i + 1) * HOUR).toISOString(),
        });
      }
    });

    it('finds words in titles and descriptions, accents and case ignored', async () => {
      const cafe = await listed('districtSouth', `&localeId=${w.ids.c}&q=CAFE`);
      expect(cafe.items.map((v) => v.title).sort()).toEqual(['Café devotion', 'Youth camp']);
      expect(cafe.total).toBe(2);
      const prayer = await listed('districtSouth', `&localeId=${w.ids.c}&q=prayer%20morning`);
      expect(prayer.items.map((v) => v.title)).toEqual(['Morning prayer']);
    });

    it('pages a category newest first with a cursor, every video once, with the total', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await call(
          'districtSouth',
          'GET',
          `videos?categoryId=${shelf}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        const page = videoPageSchema.parse(response.json());
        expect(page.total).toBe(5);
        seen.push(...page.items.map((v) => v.title));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual([
        'Café devotion',
        'Morning prayer',
        'Evening prayer',
        'Youth camp',
        'Prayer and fasting',
      ]);
      expect((await call('member', 'GET', 'videos?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(422);
    });
  });

  describe('progress and continue watching', () => {
    it('keeps the member’s place, clamped to the length, and lists begun videos most recent first', async () => {
      const one = await publish('secretary', {
        title: 'One',
        audience: 'locale',
        localeId: w.ids.a,
        durationSeconds: 100,
      });
      const two = await publish('secretary', { title: 'Two', audience: 'locale', localeId: w.ids.a });
      const three = await publish('secretary', { title: 'Three', audience: 'locale', localeId: w.ids.a });
      const finished = await publish('secretary', { title: 'Done', audience: 'locale', localeId: w.ids.a });
      const save = (id: string, body: unknown, caller: EventCaller = 'member2') =>
        call(caller, 'PUT', `videos/${id}/progress`, body);
      const clamped = await save(one.id, { positionSeconds: 500 });
      expect(clamped.statusCode, clamped.body).toBe(200);
      expect(clamped.json()).toMatchObject({ positionSeconds: 100 });
      expect((await save(one.id, { positionSeconds: 40 })).json()).toMatchObject({ positionSeconds: 40 });
      await save(two.id, { positionSeconds: 2, durationSeconds: 60 });
      await save(finished.id, { positionSeconds: 58, durationSeconds: 60 });
      await save(three.id, { positionSeconds: 30, durationSeconds: 600 });
      const response = await call('member2', 'GET', 'videos/continue');
      expect(response.statusCode).toBe(200);
      const begun = continueWatchingSchema.parse(response.json());
      expect(begun.map((v) => v.title)).toEqual(['Three', 'One']);
      expect(begun[0]!.progress).toMatchObject({ positionSeconds: 30, durationSeconds: 600 });
      expect((await call('member2', 'GET', `videos/${one.id}`)).json().progress.positionSeconds).toBe(40);
      // Another member's place is their own.
      expect((await call('member', 'GET', `videos/${one.id}`)).json().progress).toBeNull();
      // A video no longer watchable leaves the list.
      await call('secretary', 'PATCH', `videos/${three.id}`, {
        publishedAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      });
      const after = continueWatchingSchema.parse((await call('member2', 'GET', 'videos/continue')).json());
      expect(after.map((v) => v.title)).toEqual(['One']);
    });

    it('refuses progress on a video the caller may not watch (404) and bad positions (422)', async () => {
      const forA = await publish('secretary', { title: 'A', audience: 'locale', localeId: w.ids.a });
      expect(
        (await call('stranger', 'PUT', `videos/${forA.id}/progress`, { positionSeconds: 10 })).statusCode,
      ).toBe(404);
      expect(
        (await call('member', 'PUT', `videos/${forA.id}/progress`, { positionSeconds: -1 })).statusCode,
      ).toBe(422);
    });
  });
});
