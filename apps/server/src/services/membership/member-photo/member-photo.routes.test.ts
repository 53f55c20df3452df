import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photoSizes, photoVariant } from '@congregate/contracts';
import { auditLog, members } from '../../../db/schema/index.ts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { startObjectStore, type ObjectStore } from '../../../../test/object-store.ts';
import { GPS_EXIF, makeImage, multipartFile } from '../../../../test/factories.ts';
import { plainPng, watchImageWork } from '../../../../test/uploads-fixture.ts';
import {
  callers,
  makeProfileWorld,
  type Caller,
  type ProfileWorld,
} from '../../../../test/profile-fixture.ts';

/** The GPS IFD pointer tag (0x8825, little-endian) inside an EXIF block. */
const hasGps = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

/** Each engine with files in a folder, and PGlite with files in an S3 bucket (s3rver). */
const backends = [...routeEngines.map((engine) => [engine, 'folder'] as const), ['postgres', 's3'] as const];

describe.each(backends)('profile photo on %s, files in a %s', (engine, storage) => {
  let objectStore: ObjectStore | undefined;
  let w: ProfileWorld;
  let member: string;
  let photoJpeg: Buffer;

  const upload = (
    caller: Caller,
    data: Buffer,
    options: { field?: string; name?: string; memberId?: string } = {},
  ) =>
    as(w.t.app, w.who[caller], {
      method: 'POST',
      url: `/api/membership/members/${options.memberId ?? member}/updatePhoto`,
      ...multipartFile(options.field ?? 'photo', options.name ?? 'me.jpg', data, 'image/jpeg'),
    });
  const fetchFile = (path: string) => w.t.app.inject({ method: 'GET', url: path });
  const storedPhoto = async () => {
    const [row] = await w.t.db.select({ photo: members.photo }).from(members).where(eq(members.id, member));
    return row!.photo;
  };

  beforeAll(async () => {
    if (storage === 's3') objectStore = await startObjectStore();
    const files = objectStore ? { s3: objectStore.settings('photos-test/') } : {};
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0, ...files }));
    member = w.ids.memberMember;
    photoJpeg = await makeImage('jpeg', { width: 1200, height: 900, exif: GPS_EXIF });
  });
  beforeEach(async () => {
    await w.call('member', 'DELETE', `members/${member}/photo`);
  });
  afterAll(async () => {
    await w?.t.close();
    await objectStore?.close();
  });

  describe('POST /members/{id}/updatePhoto', () => {
    it('stores a JPEG with GPS EXIF as square WebP files of 96, 400 and 800 px without any metadata', async () => {
      expect(hasGps((await sharp(photoJpeg).metadata()).exif)).toBe(true);
      const response = await upload('member', photoJpeg);
      expect(response.statusCode, response.body).toBe(200);
      const { photo } = response.json();
      expect(photo).toMatch(new RegExp(`^/profile/${member}/[A-Za-z0-9_-]{8,64}-400\\.webp$`));
      expect(await storedPhoto()).toBe(photo);

      for (const size of photoSizes) {
        const file = await fetchFile(photoVariant(photo, size));
        expect(file.statusCode).toBe(200);
        expect(file.headers).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        });
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    });

    it('turns the photo upright by its EXIF orientation', async () => {
      // Left half red, right half blue, stored sideways: orientation 6 means "rotate 90° clockwise to view".
      const sideways = await makeImage('jpeg', { width: 400, height: 400, orientation: 6 });
      const { photo } = (await upload('member', sideways)).json();
      const { data, info } = await sharp((await fetchFile(photoVariant(photo, 96))).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) =>
        data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
      const [topR, , topB] = pixel(48, 10);
      const [bottomR, , bottomB] = pixel(48, 85);
      expect(topR).toBeGreaterThan(topB!);
      expect(bottomB).toBeGreaterThan(bottomR!);
    });

    it.each(['png', 'webp'] as const)(
      'accepts a %s and ignores the name and declared type',
      async (format) => {
        const response = await upload('member', await makeImage(format), { name: 'picture.gif' });
        expect(response.statusCode, response.body).toBe(200);
      },
    );

    it('replaces the previous photo with a new path and deletes its files', async () => {
      const first = (await upload('member', photoJpeg)).json().photo;
      const second = (await upload('member', await makeImage('png'))).json().photo;
      expect(second).not.toBe(first);
      expect(await storedPhoto()).toBe(second);
      for (const size of photoSizes) {
        expect((await fetchFile(photoVariant(first, size))).statusCode).toBe(404);
        expect((await fetchFile(photoVariant(second, size))).statusCode).toBe(200);
      }
    });

    it('turns the photo icon of the side menu complete', async () => {
      expect((await w.call('member', 'GET', 'members/myProfile')).json().completeness.profilePhoto).toBe(
        false,
      );
      await upload('member', photoJpeg);
      expect((await w.call('member', 'GET', 'members/myProfile')).json().completeness.profilePhoto).toBe(
        true,
      );
    });

    it.each([
      ['a GIF', () => makeImage('gif'), 'photo.gif'],
      ['a text file named .jpg', async () => Buffer.from('not an image at all, just words'), 'photo.jpg'],
      ['a PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj\n'), 'photo.jpg'],
    ])('refuses %s with 415 and a clear message', async (_label, make, name) => {
      const response = await upload('member', await make(), { name });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'unsupported_media_type',
        message: 'The photo must be a JPEG, PNG or WebP image',
      });
      expect(await storedPhoto()).toBeNull();
    });

    it('refuses a file over 10 MB with 413 and a clear message', async () => {
      const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024, 7)]);
      const response = await upload('member', huge);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'payload_too_large',
        message: expect.stringContaining('10 MB'),
      });
      expect(await storedPhoto()).toBeNull();
    });

    it('refuses an image of more than 40 megapixels with 422 without decoding it', async () => {
      // 10000 × 5000 of one colour: 50 megapixels in a file of about 150 KB.
      const huge = await plainPng(10_000, 5_000);
      const watch = watchImageWork(w.t.app);
      try {
        const response = await upload('member', huge, { name: 'huge.png' });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().error).toMatchObject({
          code: 'invalid_input',
          details: { issues: [{ path: 'photo', message: expect.stringContaining('40 megapixels') }] },
        });
        expect(watch.seen.jobs).toBe(0);
      } finally {
        watch.stop();
      }
      expect(await storedPhoto()).toBeNull();
    });

    it('makes every size from one decode in the image queue, at most two photos at a time', async () => {
      const watch = watchImageWork(w.t.app);
      try {
        const responses = await Promise.all(Array.from({ length: 5 }, () => upload('member', photoJpeg)));
        expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
        // One job per photo: its three sizes are made inside it, from the one decoded image.
        expect(watch.seen.jobs).toBe(5);
        expect(watch.seen.peak).toBeGreaterThanOrEqual(1);
        expect(watch.seen.peak).toBeLessThanOrEqual(2);
      } finally {
        watch.stop();
      }
      const photo = await storedPhoto();
      for (const size of photoSizes) {
        const meta = await sharp((await fetchFile(photoVariant(photo!, size))).rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      }
    });

    it('refuses a file that looks like a JPEG but does not decode with 422', async () => {
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
      const response = await upload('member', broken);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('invalid_input');
      expect(await storedPhoto()).toBeNull();
    });

    it('refuses JSON with 415 and a multipart body without the photo field with 422', async () => {
      const json = await w.call('member', 'POST', `members/${member}/updatePhoto`, {
        photo: 'data:image/png;base64,AAAA',
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().error.code).toBe('unsupported_media_type');
      const wrongField = await upload('member', photoJpeg, { field: 'file' });
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().error.details.issues[0].path).toBe('photo');
      const empty = await as(w.t.app, w.who.member, {
        method: 'POST',
        url: `/api/membership/members/${member}/updatePhoto`,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz--\r\n',
      });
      expect([400, 422]).toContain(empty.statusCode);
      expect(await storedPhoto()).toBeNull();
    });

    it.each<Caller>(['sameLocale', 'secretaryB', 'districtSouth', 'leader', 'otherLeader', 'pending'])(
      'refuses %s with 403 and changes nothing',
      async (caller) => {
        const before = await w.snapshot('members');
        const response = await upload(caller, photoJpeg);
        expect(response.statusCode).toBe(403);
        expect(await w.snapshot('members')).toBe(before);
      },
    );

    it('answers 404 to a super admin for an unknown member and 403 to others', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await upload('superAdmin', photoJpeg, { memberId: unknown })).statusCode).toBe(404);
      expect((await upload('secretary', photoJpeg, { memberId: unknown })).statusCode).toBe(403);
    });

    it('lets the locale admin change it, audited', async () => {
      const response = await upload('secretary', photoJpeg);
      expect(response.statusCode).toBe(200);
      const rows = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'member.photo.update'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorUserId: w.ids.secretaryUser,
        entityId: member,
        after: { photo: response.json().photo },
      });
    });

    it('does not audit the member’s own upload', async () => {
      const before = await w.auditCount();
      await upload('member', photoJpeg);
      expect(await w.auditCount()).toBe(before);
    });
  });

  describe('DELETE /members/{id}/photo', () => {
    it('clears the photo and deletes its files', async () => {
      const { photo } = (await upload('member', photoJpeg)).json();
      const response = await w.call('member', 'DELETE', `members/${member}/photo`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await storedPhoto()).toBeNull();
      for (const size of photoSizes)
        expect((await fetchFile(photoVariant(photo, size))).statusCode).toBe(404);
      expect((await w.call('member', 'GET', 'members/myProfile')).json().completeness.profilePhoto).toBe(
        false,
      );
    });

    it.each<Caller>(['leader', 'sameLocale', 'secretaryB'])(
      'refuses %s with 403 and keeps the photo',
      async (caller) => {
        const { photo } = (await upload('member', photoJpeg)).json();
        expect((await w.call(caller, 'DELETE', `members/${member}/photo`)).statusCode).toBe(403);
        expect(await storedPhoto()).toBe(photo);
        expect((await fetchFile(photo)).statusCode).toBe(200);
      },
    );

    it('lets the district admin remove it, audited', async () => {
      await upload('member', photoJpeg);
      const before = await w.auditCount();
      expect((await w.call('district', 'DELETE', `members/${member}/photo`)).statusCode).toBe(200);
      expect(await w.auditCount()).toBe(before + 1);
      expect(await storedPhoto()).toBeNull();
    });
  });

  describe('GET /profile/{memberId}/{file}', () => {
    it('serves the photo without a session to anyone', async () => {
      const { photo } = (await upload('member', photoJpeg)).json();
      for (const caller of callers) {
        expect((await as(w.t.app, w.who[caller], { method: 'GET', url: photo })).statusCode).toBe(200);
      }
      expect((await fetchFile(photo)).statusCode).toBe(200);
    });

    it.each([
      `/profile/${'00000000-0000-4000-8000-000000000000'}/abcdefgh12-400.webp`,
      '/profile/not-a-member/abcdefgh12-400.webp',
      '/profile/00000000-0000-4000-8000-000000000000/short-400.webp',
      '/profile/00000000-0000-4000-8000-000000000000/abcdefgh12-401.webp',
      '/profile/00000000-0000-4000-8000-000000000000/..%2F..%2Fpackage.json',
      '/profile/..%2F..%2F/abcdefgh12-400.webp',
      '/profile/%2e%2e/abcdefgh12-400.webp',
    ])('answers 404 for %s', async (url) => {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    });
  });

  // Ages files by their modification time on disk; on S3 the listing it relies on is the contract test's.
  describe.skipIf(storage === 's3')('housekeeping', () => {
    const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
    const onDisk = (key: string) => path.join(w.t.app.config.filesDir, ...key.split('/'));
    const exists = (key: string) =>
      fs.access(onDisk(key)).then(
        () => true,
        () => false,
      );
    const place = async (key: string, old: boolean) => {
      await fs.mkdir(path.dirname(onDisk(key)), { recursive: true });
      await fs.writeFile(onDisk(key), 'not a photo');
      if (old) await fs.utimes(onDisk(key), twoHoursAgo(), twoHoursAgo());
    };

    it('removes photo files no member points at once they are an hour old, and keeps the others', async () => {
      const { photo } = (await upload('member', photoJpeg)).json();
      const current = photoSizes.map((size) => photoVariant(photo, size).slice(1));
      for (const key of current) await fs.utimes(onDisk(key), twoHoursAgo(), twoHoursAgo());
      const replaced = `profile/${member}/Replaced00000000-400.webp`;
      const ofRemovedMember = 'profile/00000000-0000-4000-8000-00000000abcd/Removed000000000-96.webp';
      const justUploaded = `profile/${member}/InFlight00000000-800.webp`;
      await place(replaced, true);
      await place(ofRemovedMember, true);
      await place(justUploaded, false);

      const removed = await w.t.app.services.housekeeping.runAll();
      expect(removed['orphan-photo-files']).toBe(2);
      expect(await exists(replaced)).toBe(false);
      expect(await exists(ofRemovedMember)).toBe(false);
      expect(await exists(justUploaded)).toBe(true);
      for (const key of current) expect(await exists(key)).toBe(true);
      expect((await fetchFile(photo)).statusCode).toBe(200);
      await fs.rm(onDisk(justUploaded));
    });
  });
});
