import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { videoSchema, videoUploadSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { startObjectStore, type ObjectStore } from '../../../../test/object-store.ts';
import { createFileStorage } from '../../../integrations/storage/storage.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { mp4Bytes, videoCaller, videoFiles, videoUploader } from './videos.fixture.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');

/** Each engine with files in a folder, and PGlite with files in an S3 bucket (s3rver). */
const backends = [...routeEngines.map((engine) => [engine, 'folder'] as const), ['postgres', 's3'] as const];

describe.each(backends)('video uploads and files on %s, files in a %s', (engine, storage) => {
  let objectStore: ObjectStore | undefined;
  /** The app's settings for where files go. */
  const files = (prefix = 'videos-test/') => (objectStore ? { s3: objectStore.settings(prefix) } : {});
  let w: EventsWorld;
  const call = videoCaller(() => w);
  const upload = videoUploader(() => w);
  /** An uploaded video of locale A, described by its secretary: its id and the bytes sent. */
  const uploadedVideo = async (size = 10_000, caller: EventCaller = 'secretary') => {
    const data = mp4Bytes(size);
    const sent = await upload(caller, data);
    expect(sent.statusCode, sent.body).toBe(201);
    const made = await call(caller, 'POST', 'videos', {
      title: 'Sunday sermon',
      audience: 'locale',
      localeId: w.ids.a,
      source: 'upload',
      uploadId: sent.json().uploadId,
    });
    expect(made.statusCode, made.body).toBe(201);
    return { id: made.json().id as string, data };
  };

  /** The video's file, as `videoFiles` names it. */
  const fileOf = async (id: string) => {
    const [row] = await queryRows<{ file_key: string }>(
      w.t.db,
      sql`select file_key from videos where id = ${id}`,
    );
    return row!.file_key.replace(/^videos\//, '');
  };

  beforeAll(async () => {
    if (storage === 's3') objectStore = await startObjectStore();
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0, ...files() }));
  });
  afterAll(async () => {
    await w?.t.close();
    await objectStore?.close();
  });

  describe('POST /videos/upload', () => {
    it('refuses a member before reading the file (403) and keeps nothing', async () => {
      const response = await upload('member', mp4Bytes(2000));
      expect(response.statusCode).toBe(403);
      expect(await w.count('video_uploads')).toBe(0);
    });

    it('refuses what is not an MP4 (415), whatever its name, and keeps nothing', async () => {
      const before = await videoFiles(w.t.app);
      for (const data of [PNG, Buffer.from('%PDF-1.4 not a video at all'), Buffer.alloc(5000, 0x20)]) {
        const response = await upload('secretary', data, 'movie.mp4');
        expect(response.statusCode).toBe(415);
        expect(response.json().error.code).toBe('unsupported_media_type');
      }
      expect(await videoFiles(w.t.app)).toEqual(before);
      expect(await w.count('video_uploads')).toBe(0);
    });

    it('stores an MP4 and answers its upload id, size and name', async () => {
      const data = mp4Bytes(50_000);
      const response = await upload('district', data, 'Easter service.mp4');
      expect(response.statusCode, response.body).toBe(201);
      const answer = videoUploadSchema.parse(response.json());
      expect(answer).toMatchObject({
        contentType: 'video/mp4',
        sizeBytes: 50_000,
        fileName: 'Easter service.mp4',
      });
      const stored = await createFileStorage(w.t.app.config).get(`videos/uploads/${answer.uploadId}.mp4`);
      expect(stored?.equals(data)).toBe(true);
    });

    it('refuses a file over VIDEO_UPLOAD_MAX_MB (413) and keeps nothing of it', async () => {
      const small = await createTestApp(engine, {
        rateLimitPerMinute: 0,
        ...files('small-app/'),
        video: { ...w.t.app.config.video, uploadMaxBytes: 64 * 1024 },
      });
      try {
        const world = await makeEventsWorld(small);
        const response = await videoUploader(() => world)(
          'secretary',
          mp4Bytes(200 * 1024),
          'long.mp4',
          small.app,
        );
        expect(response.statusCode).toBe(413);
        expect(response.json().error.code).toBe('payload_too_large');
        expect(await videoFiles(small.app)).toEqual([]);
        expect(await world.count('video_uploads')).toBe(0);
        const fits = await videoUploader(() => world)(
          'secretary',
          mp4Bytes(60 * 1024),
          'short.mp4',
          small.app,
        );
        expect(fits.statusCode).toBe(201);
      } finally {
        await small.close();
      }
    });
  });

  describe('POST /videos with an upload', () => {
    it('describes the upload once: the video takes its file, a second use is 422 upload_not_available', async () => {
      const sent = await upload('secretary', mp4Bytes(3000));
      const { uploadId } = sent.json();
      const body = { title: 'Choir', audience: 'locale', localeId: w.ids.a, source: 'upload', uploadId };
      const made = await call('secretary', 'POST', 'videos', body);
      expect(made.statusCode, made.body).toBe(201);
      const video = videoSchema.parse(made.json());
      expect(video).toMatchObject({ source: 'upload', contentType: 'video/mp4', sizeBytes: 3000 });
      expect(video.url).toBe(`/api/video/videos/${video.id}/file`);
      const again = await call('secretary', 'POST', 'videos', body);
      expect(again.statusCode).toBe(422);
      expect(again.json().error.code).toBe('upload_not_available');
    });

    it('refuses another admin’s upload (422) and writes nothing', async () => {
      const sent = await upload('district', mp4Bytes(3000));
      const before = await w.count('videos');
      const made = await call('secretary', 'POST', 'videos', {
        title: 'Not mine',
        audience: 'locale',
        localeId: w.ids.a,
        source: 'upload',
        uploadId: sent.json().uploadId,
      });
      expect(made.statusCode).toBe(422);
      expect(made.json().error.code).toBe('upload_not_available');
      expect(await w.count('videos')).toBe(before);
      expect(await w.count('video_uploads', `id = '${sent.json().uploadId}'`)).toBe(1);
    });
  });

  describe('GET /videos/:id/file', () => {
    let video: { id: string; data: Buffer };
    beforeAll(async () => {
      video = await uploadedVideo(10_000);
    });
    const fetchFile = (range?: string, caller: EventCaller = 'member') =>
      w.t.app.inject({
        method: 'GET',
        url: `/api/video/videos/${video.id}/file`,
        headers: {
          authorization: `Bearer ${w.who[caller].accessToken}`,
          ...(range ? { range } : {}),
        },
      });

    it('answers the whole file without a range (200), with the video headers', async () => {
      const response = await fetchFile();
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(video.data)).toBe(true);
      expect(response.headers).toMatchObject({
        'accept-ranges': 'bytes',
        'content-type': 'video/mp4',
        'content-length': '10000',
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      });
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=4000-5999', 4000, 5999],
      ['bytes=9000-', 9000, 9999],
      ['bytes=-500', 9500, 9999],
      ['bytes=9990-20000', 9990, 9999],
      ['bytes=-20000', 0, 9999],
    ])('answers %s with exactly those bytes (206)', async (range, start, end) => {
      const response = await fetchFile(range);
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/10000`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.equals(video.data.subarray(start, end + 1))).toBe(true);
    });

    it.each(['bytes=10000-', 'bytes=20000-20010', 'bytes=-0'])(
      'answers %s, outside the file, 416 with its size',
      async (range) => {
        const response = await fetchFile(range);
        expect(response.statusCode).toBe(416);
        expect(response.headers['content-range']).toBe('bytes */10000');
        expect(response.json().error.code).toBe('range_not_satisfiable');
      },
    );

    it.each(['bytes=0-9,20-29', 'items=0-9', 'bytes=50-10', 'bytes=abc'])(
      'answers %s (several ranges, another unit, malformed) with the whole file (200)',
      async (range) => {
        const response = await fetchFile(range);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(video.data)).toBe(true);
      },
    );

    it('refuses a member of another locale or district (404), and no session (401)', async () => {
      for (const caller of ['stranger', 'districtSouth', 'secretaryB', 'pending'] as const) {
        const response = await fetchFile('bytes=0-99', caller);
        expect(response.statusCode, caller).toBe(404);
      }
      const anonymous = await w.t.app.inject({ method: 'GET', url: `/api/video/videos/${video.id}/file` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('is 404 for a linked video (no file)', async () => {
      const made = await call('secretary', 'POST', 'videos', {
        title: 'Linked',
        audience: 'locale',
        localeId: w.ids.a,
        source: 'embed',
        url: 'https://player.vimeo.com/video/123456',
      });
      const response = await call('member', 'GET', `videos/${made.json().id}/file`);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /videos/:id', () => {
    it('removes the video and its file', async () => {
      const { id } = await uploadedVideo(4000);
      const key = await fileOf(id);
      expect(await videoFiles(w.t.app)).toContain(key);
      const refused = await call('member', 'DELETE', `videos/${id}`);
      expect(refused.statusCode).toBe(403);
      const removed = await call('secretary', 'DELETE', `videos/${id}`);
      expect(removed.statusCode).toBe(200);
      expect(await videoFiles(w.t.app)).not.toContain(key);
      expect((await call('secretary', 'GET', `videos/${id}/file`)).statusCode).toBe(404);
      expect(await w.count('audit_log', `action = 'video.delete' and entity_id = '${id}'`)).toBe(1);
    });
  });

  describe('housekeeping', () => {
    // Ages files by their modification time on disk; on S3 the listing it relies on is the contract test's.
    it.skipIf(storage === 's3')(
      'removes uploads never described after a day, and files no row points at',
      async () => {
        const sent = await upload('secretary', mp4Bytes(2000));
        const { uploadId } = sent.json();
        await w.t.db.execute(
          sql`update video_uploads set created_at = now() - interval '25 hours' where id = ${uploadId}`,
        );
        const orphan = path.join(w.t.app.config.filesDir, 'videos', 'uploads', 'orphan.mp4');
        await fs.writeFile(orphan, mp4Bytes(100));
        const old = new Date(Date.now() - 2 * 3600_000);
        await fs.utimes(orphan, old, old);
        const kept = await uploadedVideo(2000);
        await fs.utimes(path.join(w.t.app.config.filesDir, 'videos', await fileOf(kept.id)), old, old);
        const done = await w.t.app.services.housekeeping.runAll();
        expect(done['video-undescribed-uploads']).toBeGreaterThanOrEqual(1);
        expect(done['orphan-video-files']).toBeGreaterThanOrEqual(1);
        const left = await videoFiles(w.t.app);
        expect(left.some((f) => f.includes(uploadId))).toBe(false);
        expect(left.some((f) => f.includes('orphan'))).toBe(false);
        expect(await w.count('video_uploads', `id = '${uploadId}'`)).toBe(0);
        expect((await call('member', 'GET', `videos/${kept.id}/file`)).statusCode).toBe(200);
      },
    );
  });
});
