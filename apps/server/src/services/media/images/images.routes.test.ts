import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/executor.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  GPS_EXIF,
  makeAccount,
  makeImage,
  makeLocale,
  multipartFile,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';
import { plainPng, watchImageWork } from '../../../../test/uploads-fixture.ts';

/** The GPS IFD pointer tag (0x8825, little-endian) inside an EXIF block. */
const hasGps = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

describe.each(routeEngines)('media images on %s', (engine) => {
  let t: TestApp;
  let member: SignedIn;

  const upload = (who: SignedIn | null, data: Buffer, field = 'image') =>
    as(t.app, who, {
      method: 'POST',
      url: '/api/media/',
      ...multipartFile(field, 'art.png', data, 'image/png'),
    });
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
  const rows = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from media_files`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const locale = await makeLocale(t.db);
    const account = await makeAccount(t.db, { localeId: locale.id });
    member = await signIn(t.app, account.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  describe('POST /api/media/', () => {
    it('refuses a caller without a session with 401 and stores nothing', async () => {
      const before = await rows();
      const response = await upload(null, await makeImage('png'));
      expect(response.statusCode).toBe(401);
      expect(await rows()).toBe(before);
    });

    it('stores a PNG with GPS EXIF as an upright WebP without any metadata, through the image queue', async () => {
      const png = await makeImage('png', { width: 300, height: 200, exif: GPS_EXIF, orientation: 6 });
      expect(hasGps((await sharp(png).metadata()).exif)).toBe(true);
      const watch = watchImageWork(t.app);
      let response;
      try {
        response = await upload(member, png);
      } finally {
        watch.stop();
      }
      expect(response.statusCode, response.body).toBe(201);
      expect(watch.seen.jobs).toBe(1);
      const answer = response.json();
      // Orientation 6 turns the 300 × 200 picture a quarter turn: 200 × 300, the red half on top.
      expect(answer).toEqual({
        url: expect.stringMatching(/^\/api\/media\/[a-f0-9]{64}\.webp$/),
        width: 200,
        height: 300,
      });
      const served = await fetchFile(answer.url);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // A pixel near the top middle: red (the left half turned a quarter turn clockwise is on top).
      const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const topMiddle = (20 * info.width + 100) * info.channels;
      expect(data[topMiddle]).toBeGreaterThan(150);
      expect(data[topMiddle + 2]).toBeLessThan(100);
      const [row] = await queryRows<{ width: number; height: number; bytes: number }>(
        t.db,
        sql`select width, height, bytes from media_files where sha256 = ${answer.url.slice(11, 75)}`,
      );
      expect(row).toEqual({ width: 200, height: 300, bytes: served.rawPayload.length });
    });

    it('scales a large image down to 2048 px on its longer side and never enlarges a small one', async () => {
      const large = await upload(member, await makeImage('jpeg', { width: 3000, height: 1500 }));
      expect(large.json()).toMatchObject({ width: 2048, height: 1024 });
      const small = await upload(member, await makeImage('webp', { width: 120, height: 80 }));
      expect(small.json()).toMatchObject({ width: 120, height: 80 });
    });

    it('answers the same address for the same image uploaded twice, with one row', async () => {
      const image = await makeImage('jpeg', { width: 640, height: 480 });
      const first = await upload(member, image);
      const before = await rows();
      const second = await upload(member, image);
      expect(second.statusCode).toBe(201);
      expect(second.json().url).toBe(first.json().url);
      expect(await rows()).toBe(before);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024, 7)]);
      const response = await upload(member, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'payload_too_large',
        message: expect.stringContaining('10 MB'),
      });
    });

    it.each([
      ['a PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj\n')],
      ['a GIF', () => makeImage('gif')],
      ['a text file', async () => Buffer.from('not an image at all, just words')],
    ])('refuses %s with 415', async (_label, make) => {
      const before = await rows();
      const response = await upload(member, await make());
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'unsupported_media_type',
        message: 'The image must be a JPEG, PNG or WebP image',
      });
      expect(await rows()).toBe(before);
    });

    it('refuses a file that looks like a JPEG but does not decode, and one of over 40 megapixels, with 422', async () => {
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
      const corrupt = await upload(member, broken);
      expect(corrupt.statusCode).toBe(422);
      expect(corrupt.json().error.details.issues[0].path).toBe('image');
      const tooMany = await upload(member, await plainPng(10_000, 5_000));
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().error.message).toContain('40 megapixels');
    });

    it('refuses JSON with 415 and a multipart body without the image field with 422', async () => {
      const json = await as(t.app, member, { method: 'POST', url: '/api/media/', payload: { image: 'x' } });
      expect(json.statusCode).toBe(415);
      const wrongField = await upload(member, await makeImage('png'), 'file');
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().error.details.issues[0].path).toBe('image');
    });
  });

  describe('GET /api/media/{file}', () => {
    it('serves a stored image to anyone, cached for a year, not sniffable, embeddable from the media host', async () => {
      const { url } = (await upload(member, await makeImage('png', { width: 64, height: 64 }))).json();
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        'cross-origin-resource-policy': 'cross-origin',
      });
    });

    it('answers 404 for an unknown image and 422 for a name that is not one', async () => {
      const unknown = await fetchFile(`/api/media/${'0'.repeat(64)}.webp`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      expect((await fetchFile('/api/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(422);
    });
  });
});
