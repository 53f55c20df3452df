import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(engines)('admin reports (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    localeA = await makeLocale(t.db);
    localeB = await makeLocale(t.db);
    const a = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [{ role: 'locale_admin', scopeType: 'locale', scopeId: localeA.id }],
    });
    adminA = (await signIn(t.app, a.email, TEST_PASSWORD))!;
  });
  afterAll(() => t.close());

  it('answers the dashboard for the caller’s locale only', async () => {
    const response = await as(t.app, adminA, {
      method: 'GET',
      url: `/api/membership/admin/dashboard?localeId=${localeA.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().byCluster.length).toBeGreaterThan(0);
    expect(
      (
        await as(t.app, adminA, {
          method: 'GET',
          url: `/api/membership/admin/dashboard?localeId=${localeB.id}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});
