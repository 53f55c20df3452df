import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { DEMO_CLIPS, DEMO_LIVE_URL, DEMO_MEDIA_DIR } from './demo-media-files.ts';
import { createTestApp, openTestDatabase, testConfig, type TestApp } from '../../../../test/harness.ts';
import { makeLocale } from '../../../../test/factories.ts';

// Files on disk, no database work: one engine is enough here, PostgreSQL's copy being the quicker to open.
describe('GET /demo-media/*', () => {
  describe('with demo data on', () => {
    let app: FastifyInstance;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openTestDatabase('postgres');
      // Not empty, so the app does not seed the whole demo church on start.
      await makeLocale(handle.db);
      app = await buildApp(testConfig({ demoData: true }), { database: handle });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await handle?.close();
    });

    it('serves every clip as video/mp4, cached for an hour, and a range as 206', async () => {
      for (const clip of DEMO_CLIPS) {
        const whole = await app.inject({ url: `/demo-media/clips/${clip.name}.mp4` });
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['content-type']).toBe('video/mp4');
        expect(whole.headers['cache-control']).toBe('public, max-age=3600');
        expect(whole.rawPayload.length).toBe(
          fs.statSync(path.join(DEMO_MEDIA_DIR, 'clips', `${clip.name}.mp4`)).size,
        );
        // An MP4 starts with its `ftyp` box; `+faststart` puts `moov` before the media data.
        expect(whole.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
        expect(whole.rawPayload.indexOf('moov')).toBeLessThan(whole.rawPayload.indexOf('mdat'));
      }
      const part = await app.inject({
        url: `/demo-media/clips/${DEMO_CLIPS[0].name}.mp4`,
        headers: { range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
      expect(part.rawPayload.length).toBe(100);
    });

    it('serves the HLS rendition: the playlist, its init file and every segment, with their types', async () => {
      const playlist = await app.inject({ url: DEMO_LIVE_URL });
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      const named = [...playlist.body.matchAll(/^(?:#EXT-X-MAP:URI="([^"]+)"|([^#\s][^\s]*))$/gm)].map(
        (m) => m[1] ?? m[2]!,
      );
      expect(named[0]).toBe('init.mp4');
      expect(named.length).toBeGreaterThanOrEqual(11);
      for (const name of named) {
        const file = await app.inject({ url: `/demo-media/live/${name}` });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(name.endsWith('.m4s') ? 'video/iso.segment' : 'video/mp4');
      }
    });

    it('refuses paths outside the folder and names of no file (404)', async () => {
      for (const url of [
        '/demo-media/../package.json',
        '/demo-media/clips/../../demo-media.ts',
        '/demo-media/%2e%2e/demo-media.ts',
        '/demo-media/clips/%2e%2e%2fdemo-video.ts',
        '/demo-media/clips/',
        '/demo-media/clips/no-such-clip.mp4',
        '/demo-media/live/index.m3u8.bak',
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ error: { code: 'not_found' } });
      }
    });
  });

  describe('with demo data off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('postgres');
    }, 60_000);
    afterAll(() => t?.close());

    it('answers 404 for every demo file', async () => {
      for (const url of [DEMO_LIVE_URL, `/demo-media/clips/${DEMO_CLIPS[0].name}.mp4`]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
    });
  });
});
