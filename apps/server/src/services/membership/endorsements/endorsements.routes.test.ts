import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../../db/schema/index.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  makeAccount,
  makeFlock,
  makeImage,
  makeLocale,
  makeMember,
  multipartFile,
  TEST_PASSWORD,
  localeAdminGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('endorsements (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };
  let flockA: { id: string };

  const post = (who: SignedIn | null, url: string, payload: object = {}) =>
    as(t.app, who, { method: 'POST', url: `/api/membership${url}`, payload });
  const auditOf = (action: string, entityId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .then((rows) => rows.filter((r) => r.action === action));

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    localeA = await makeLocale(t.db);
    localeB = await makeLocale(t.db);
    flockA = await makeFlock(t.db, localeA.id);
    const a = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [localeAdminGrant(localeA.id)],
    });
    const b = await makeAccount(t.db, {
      localeId: localeB.id,
      grants: [localeAdminGrant(localeB.id)],
    });
    [adminA, adminB] = (await Promise.all(
      [a, b].map((x) => signIn(t.app, x.email, TEST_PASSWORD)),
    )) as SignedIn[] as [SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('endorses a pending member, who then passes (myProfile endorsed), with an audit row', async () => {
    const pending = await makeAccount(t.db, {
      localeId: localeA.id,
      endorsed: false,
      firstName: 'Rosa',
      lastName: 'Núñez',
    });
    await makeMember(t.db, localeB.id, { firstName: 'Rosa', lastName: 'Nunez', email: pending.email });
    const list = await as(t.app, adminA, { method: 'GET', url: '/api/membership/admin/endorsements' });
    const entry = list.json().items.find((i: { member: { id: string } }) => i.member.id === pending.memberId);
    // The duplicate in locale B is outside admin A's scope: only the reason and the locale's name.
    expect(entry.duplicates).toEqual([expect.objectContaining({ reason: 'email', member: null })]);
    expect((await post(adminB, `/admin/members/${pending.memberId}/endorse`)).statusCode).toBe(403);
    const otherFlock = await makeFlock(t.db, localeB.id);
    expect(
      (await post(adminA, `/admin/members/${pending.memberId}/endorse`, { flockId: otherFlock.id }))
        .statusCode,
    ).toBe(422);
    const done = await post(adminA, `/admin/members/${pending.memberId}/endorse`, {
      type: 'worker',
      flockId: flockA.id,
    });
    expect(done.statusCode).toBe(200);
    const me = await signIn(t.app, pending.email, TEST_PASSWORD);
    const profile = await as(t.app, me, { method: 'GET', url: '/api/membership/members/myProfile' });
    expect(profile.json().member).toMatchObject({ endorsed: true, type: 'worker', flockId: flockA.id });
    expect(await auditOf('member.endorse', pending.memberId)).toHaveLength(1);
    expect((await post(adminA, `/admin/members/${pending.memberId}/endorse`)).statusCode).toBe(409);
  });

  it('rejects with a reason the registrant can see, and leaves them out of the list', async () => {
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    expect((await post(adminA, `/admin/members/${pending.memberId}/reject`, { reason: '' })).statusCode).toBe(
      422,
    );
    const response = await post(adminA, `/admin/members/${pending.memberId}/reject`, {
      reason: 'Not known to the locale',
    });
    expect(response.statusCode).toBe(200);
    const detail = await as(t.app, adminA, {
      method: 'GET',
      url: `/api/membership/admin/members/${pending.memberId}`,
    });
    expect(detail.json().rejection.reason).toBe('Not known to the locale');
    const list = await as(t.app, adminA, { method: 'GET', url: '/api/membership/admin/endorsements' });
    expect(list.json().items.map((i: { member: { id: string } }) => i.member.id)).not.toContain(
      pending.memberId,
    );
    expect(await auditOf('member.reject', pending.memberId)).toHaveLength(1);
  });

  it('merges a registration into the existing record, which keeps its id', async () => {
    const existing = await makeMember(t.db, localeA.id, { firstName: 'Old', lastName: 'Record' });
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    const response = await post(adminA, `/admin/members/${pending.memberId}/merge`, {
      intoMemberId: existing.id,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, existing.id));
    expect(row!.userId).toBe(pending.userId);
    expect(await t.db.select().from(members).where(eq(members.id, pending.memberId))).toHaveLength(0);
  });

  it('deletes the merged registration’s photo and document files once the merge commits, not when it fails', async () => {
    const filesOf = async (memberId: string) => {
      const found: string[] = [];
      for (const folder of ['profile', 'documents']) {
        const dir = path.join(t.app.config.filesDir, folder, memberId);
        found.push(...(await fs.readdir(dir).catch(() => [] as string[])).map((f) => `${folder}/${f}`));
      }
      return found.sort();
    };
    const withFiles = async () => {
      const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
      const photo = await as(t.app, adminA, {
        method: 'POST',
        url: `/api/membership/members/${pending.memberId}/updatePhoto`,
        ...multipartFile('photo', 'me.png', await makeImage('png'), 'image/png'),
      });
      expect(photo.statusCode, photo.body).toBe(200);
      const document = await as(t.app, adminA, {
        method: 'POST',
        url: `/api/membership/members/${pending.memberId}/upload`,
        ...multipartFile('file', 'id.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf'),
      });
      expect(document.statusCode, document.body).toBe(201);
      expect(await filesOf(pending.memberId)).toHaveLength(4);
      return pending;
    };

    // Refused inside the transaction (the record already has an account): nothing is deleted.
    const refused = await withFiles();
    const taken = await makeAccount(t.db, { localeId: localeA.id });
    const conflict = await post(adminA, `/admin/members/${refused.memberId}/merge`, {
      intoMemberId: taken.memberId,
    });
    expect(conflict.statusCode).toBe(409);
    expect(await filesOf(refused.memberId)).toHaveLength(4);

    const merged = await withFiles();
    const existing = await makeMember(t.db, localeA.id);
    const response = await post(adminA, `/admin/members/${merged.memberId}/merge`, {
      intoMemberId: existing.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await filesOf(merged.memberId)).toEqual([]);
    expect(await filesOf(refused.memberId)).toHaveLength(4);
  });

  it('shows the rejection reason to the registrant on myProfile', async () => {
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    await post(adminA, `/admin/members/${pending.memberId}/reject`, {
      reason: 'Please register at your home locale',
    });
    const me = await signIn(t.app, pending.email, TEST_PASSWORD);
    const profile = await as(t.app, me, { method: 'GET', url: '/api/membership/members/myProfile' });
    expect(profile.json().endorsement.rejection.reason).toBe('Please register at your home locale');
  });
});
