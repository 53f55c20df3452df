import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from '../../../../test/harness.ts';
import {
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';

describe.each(engines)('user roles (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };
  let flockA: { id: string };

  const post = (who: SignedIn | null, url: string, payload: object = {}) =>
    as(t.app, who, { method: 'POST', url: `/api/membership${url}`, payload });

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

  it('lets a locale admin grant locale roles in their locale, never super_admin or another locale', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id });
    const url = `/admin/users/${person.userId}/roles`;
    expect(
      (await post(adminA, url, superAdminGrant)).statusCode,
    ).toBe(403);
    expect(
      (
        await post(adminA, url, {
          role: 'district_admin',
          scopeType: 'district',
          scopeId: (await makeDistrict(t.db)).id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(adminA, url, localeAdminGrant(localeB.id)))
        .statusCode,
    ).toBe(403);
    const granted = await post(adminA, url, flockLeaderGrant(flockA.id));
    expect(granted.statusCode).toBe(201);
    const grant = granted.json().roles.find((r: { role: string }) => r.role === 'flock_leader');
    expect(
      (await post(adminA, url, flockLeaderGrant(flockA.id))).statusCode,
    ).toBe(409);
    const removed = await as(t.app, adminA, { method: 'DELETE', url: `/api/membership${url}/${grant.id}` });
    expect(removed.statusCode).toBe(200);
    const audit = await as(t.app, adminA, {
      method: 'GET',
      url: `/api/membership/admin/audit?actorUserId=${adminA.userId}&action=role.grant`,
    });
    expect(audit.json().items).toHaveLength(1);
    expect((await as(t.app, adminB, { method: 'GET', url: `/api/membership${url}` })).statusCode).toBe(403);
  });
});
