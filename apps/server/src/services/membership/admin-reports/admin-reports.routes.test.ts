import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { transferRequests } from '../../../db/schema/index.ts';
import {
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  makeMember,
  TEST_PASSWORD,
  localeAdminGrant,
  districtAdminGrant,
  flockLeaderGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('admin reports (%s)', (engine) => {
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
      grants: [localeAdminGrant(localeA.id)],
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

  it('counts what waits for the locale: registrations not yet decided, transfers in and out, members by flock', async () => {
    const c = await makeLocale(t.db);
    const d = await makeLocale(t.db);
    const admin = await makeAccount(t.db, {
      localeId: c.id,
      grants: [localeAdminGrant(c.id)],
    });
    const adminC = await signIn(t.app, admin.email, TEST_PASSWORD);
    const joy = await makeFlock(t.db, c.id, 'C1-Joy');
    await makeMember(t.db, c.id, { flockId: joy.id });
    await makeMember(t.db, c.id, { flockId: joy.id });
    await makeMember(t.db, c.id);
    // Two registrations of C: one rejected (no longer waiting); one of D (another locale).
    await makeAccount(t.db, { localeId: c.id, endorsed: false });
    const rejected = await makeAccount(t.db, { localeId: c.id, endorsed: false });
    await makeAccount(t.db, { localeId: d.id, endorsed: false });
    const reject = await as(t.app, adminC, {
      method: 'POST',
      url: `/api/membership/admin/members/${rejected.memberId}/reject`,
      payload: { reason: 'Not known here' },
    });
    expect(reject.statusCode).toBe(200);
    // Pending transfers: two into C, one out of C; an accepted one counts for nobody.
    const moving = await Promise.all([1, 2, 3, 4].map(() => makeMember(t.db, d.id)));
    const leaving = await makeMember(t.db, c.id);
    await t.db.insert(transferRequests).values([
      { memberId: moving[0]!.id, fromLocaleId: d.id, toLocaleId: c.id },
      { memberId: moving[1]!.id, fromLocaleId: d.id, toLocaleId: c.id },
      { memberId: leaving.id, fromLocaleId: c.id, toLocaleId: d.id },
      { memberId: moving[2]!.id, fromLocaleId: d.id, toLocaleId: c.id, status: 'accepted' },
    ]);

    const response = await as(t.app, adminC, {
      method: 'GET',
      url: `/api/membership/admin/dashboard?localeId=${c.id}`,
    });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard).toMatchObject({ pendingEndorsements: 1, transfersIn: 2, transfersOut: 1 });
    // Two are in C1-Joy; one plain member, the leaving one and the admin's own record have no flock.
    expect(dashboard.byCluster).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cluster: 'C1', members: 2 }),
        expect.objectContaining({ cluster: 'No Cluster', members: 3 }),
      ]),
    );
    // Without a locale the counts cover the whole scope, which here is C alone.
    const whole = await as(t.app, adminC, { method: 'GET', url: '/api/membership/admin/dashboard' });
    expect(whole.json()).toMatchObject({ pendingEndorsements: 1, transfersIn: 2, transfersOut: 1 });
  });

  it('keeps clusters and flocks of different locales apart, each row naming its locale', async () => {
    const district = await makeDistrict(t.db);
    const north = await makeLocale(t.db, { name: `North ${Date.now()}`, districtId: district.id });
    const south = await makeLocale(t.db, { name: `South ${Date.now()}`, districtId: district.id });
    const districtAdmin = await makeAccount(t.db, {
      localeId: north.id,
      grants: [districtAdminGrant(district.id)],
    });
    const admin = await signIn(t.app, districtAdmin.email, TEST_PASSWORD);
    // The same cluster and flock names in both locales.
    const northJoy = await makeFlock(t.db, north.id, 'C1-Joy');
    const southJoy = await makeFlock(t.db, south.id, 'C1-Joy');
    await makeMember(t.db, north.id, { flockId: northJoy.id });
    await makeMember(t.db, north.id, { flockId: northJoy.id });
    await makeMember(t.db, south.id, { flockId: southJoy.id });

    const response = await as(t.app, admin, { method: 'GET', url: '/api/membership/admin/dashboard' });
    expect(response.statusCode).toBe(200);
    const { byCluster, byFlock } = response.json();
    expect(byCluster.filter((row: { cluster: string }) => row.cluster === 'C1')).toEqual([
      { cluster: 'C1', members: 2, localeId: north.id, localeName: north.name },
      { cluster: 'C1', members: 1, localeId: south.id, localeName: south.name },
    ]);
    expect(byFlock.filter((row: { flockName: string | null }) => row.flockName === 'C1-Joy')).toEqual([
      {
        flockId: northJoy.id,
        flockName: 'C1-Joy',
        cluster: 'C1',
        members: 2,
        localeId: north.id,
        localeName: north.name,
      },
      {
        flockId: southJoy.id,
        flockName: 'C1-Joy',
        cluster: 'C1',
        members: 1,
        localeId: south.id,
        localeName: south.name,
      },
    ]);
  });

  describe('GET /admin/waiting', () => {
    it('counts what waits over the whole scope: every locale of a district, none of the others', async () => {
      const district = await makeDistrict(t.db);
      const north = await makeLocale(t.db, { districtId: district.id });
      const south = await makeLocale(t.db, { districtId: district.id });
      const elsewhere = await makeLocale(t.db);
      const made = await makeAccount(t.db, { localeId: north.id, grants: [districtAdminGrant(district.id)] });
      const admin = (await signIn(t.app, made.email, TEST_PASSWORD))!;
      // Registrations: one in each locale of the district, one outside it.
      for (const localeId of [north.id, south.id, elsewhere.id])
        await makeAccount(t.db, { localeId, endorsed: false });
      // Transfers: into north from outside, out of south to outside, and one between two locales of the district.
      const [a, b, c] = await Promise.all([
        makeMember(t.db, elsewhere.id),
        makeMember(t.db, south.id),
        makeMember(t.db, north.id),
      ]);
      await t.db.insert(transferRequests).values([
        { memberId: a.id, fromLocaleId: elsewhere.id, toLocaleId: north.id },
        { memberId: b.id, fromLocaleId: south.id, toLocaleId: elsewhere.id },
        { memberId: c.id, fromLocaleId: north.id, toLocaleId: south.id },
      ]);

      const response = await as(t.app, admin, { method: 'GET', url: '/api/membership/admin/waiting' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pendingEndorsements: 2, transfersIn: 2, transfersOut: 2 });
      // The same counts as the dashboard over the whole scope.
      const dashboard = await as(t.app, admin, { method: 'GET', url: '/api/membership/admin/dashboard' });
      expect(dashboard.json()).toMatchObject(response.json());
    });

    it('refuses a member and a flock leader (403), and a stranger (401)', async () => {
      const flock = await makeFlock(t.db, localeA.id);
      const member = await makeAccount(t.db, { localeId: localeA.id, flockId: flock.id });
      const leader = await makeAccount(t.db, {
        localeId: localeA.id,
        flockId: flock.id,
        grants: [flockLeaderGrant(flock.id)],
      });
      for (const account of [member, leader]) {
        const signedIn = (await signIn(t.app, account.email, TEST_PASSWORD))!;
        const response = await as(t.app, signedIn, { method: 'GET', url: '/api/membership/admin/waiting' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).not.toHaveProperty('pendingEndorsements');
      }
      const stranger = await t.app.inject({ method: 'GET', url: '/api/membership/admin/waiting' });
      expect(stranger.statusCode).toBe(401);
    });
  });
});
