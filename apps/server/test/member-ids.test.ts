import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idSchema, photoSizes, photoVariant } from '@congregate/contracts';
import { auditLog, members } from '../src/db/schema/index.ts';
import { as, createTestApp, routeEngines, signIn, type SignedIn, type TestApp } from './harness.ts';
import {
  makeAccount,
  makeFlock,
  makeImage,
  makeLocale,
  multipartFile,
  TEST_PASSWORD,
  localeAdminGrant,
} from './factories.ts';

/** Member ids are one spelling: an upper-case id in a path, body or query is the lower-case one. */
describe.each(routeEngines)('member ids in requests (%s)', (engine) => {
  let t: TestApp;
  let self: SignedIn;
  let admin: SignedIn;
  let memberId: string;
  let localeId: string;

  const upload = async (who: SignedIn, id: string) =>
    as(t.app, who, {
      method: 'POST',
      url: `/api/membership/members/${id}/updatePhoto`,
      ...multipartFile('photo', 'me.png', await makeImage('png'), 'image/png'),
    });
  const photoFolders = () =>
    fs.readdir(path.join(t.app.config.filesDir, 'profile')).catch(() => [] as string[]);
  const photoFiles = (folder: string) =>
    fs.readdir(path.join(t.app.config.filesDir, 'profile', folder)).catch(() => [] as string[]);

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    localeId = (await makeLocale(t.db)).id;
    const account = await makeAccount(t.db, { localeId });
    const secretary = await makeAccount(t.db, {
      localeId,
      grants: [localeAdminGrant(localeId)],
    });
    memberId = account.memberId;
    self = await signIn(t.app, account.email, TEST_PASSWORD);
    admin = await signIn(t.app, secretary.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('reads an upper-case id as the lower-case one', () => {
    expect(idSchema.parse(memberId.toUpperCase())).toBe(memberId);
  });

  it('stores and serves a photo uploaded through an upper-case id under the lower-case one', async () => {
    const upper = memberId.toUpperCase();
    expect(upper).not.toBe(memberId);
    const response = await upload(self, upper);
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = response.json() as { photo: string };
    expect(photo.startsWith(`/profile/${memberId}/`)).toBe(true);
    const [row] = await t.db.select({ photo: members.photo }).from(members).where(eq(members.id, memberId));
    expect(row!.photo).toBe(photo);
    // One folder, named by the lower-case id, and every size served from the answered path.
    expect(await photoFolders()).toEqual([memberId]);
    for (const size of photoSizes) {
      expect((await t.app.inject({ method: 'GET', url: photoVariant(photo, size) })).statusCode).toBe(200);
    }
    // The member changed their own photo: nothing on anyone's behalf to audit.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, memberId), eq(auditLog.actorUserId, self.userId)));
    expect(audits).toEqual([]);

    // The next upload (through the lower-case id) replaces the files of the first: no second copy is left.
    const again = await upload(admin, memberId);
    expect(again.statusCode, again.body).toBe(200);
    expect(await photoFolders()).toEqual([memberId]);
    expect(await photoFiles(memberId)).toHaveLength(photoSizes.length);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
  });

  it('reads upper-case ids in bodies and queries as the lower-case ones', async () => {
    // The member's own locale, spelt in capitals, is still their own locale: no transfer to it.
    const toOwn = await as(t.app, self, {
      method: 'POST',
      url: `/api/membership/members/${memberId.toUpperCase()}/transfer-request`,
      payload: { toLocaleId: localeId.toUpperCase() },
    });
    expect(toOwn.statusCode, toOwn.body).toBe(422);
    const toOwnByAdmin = await as(t.app, admin, {
      method: 'POST',
      url: `/api/membership/admin/members/transfer/${memberId}`,
      payload: { toLocaleId: localeId.toUpperCase() },
    });
    expect(toOwnByAdmin.statusCode, toOwnByAdmin.body).toBe(422);

    const flock = await makeFlock(t.db, localeId);
    const placed = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/membership/admin/members/${memberId.toUpperCase()}/placement`,
      payload: { flockId: flock.id.toUpperCase() },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ id: memberId, flockId: flock.id });
    const listed = await as(t.app, admin, {
      method: 'GET',
      url: `/api/membership/members/by-local/${localeId.toUpperCase()}`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((i: { id: string }) => i.id)).toContain(memberId);
  });
});
