import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  makeLocale,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('user access calls on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    const a = await makeLocale(t.db, { name: 'Locale A' });
    const b = await makeLocale(t.db, { name: 'Locale B' });
    const c = await makeLocale(t.db, { name: 'Locale C' });
    const joy = await makeFlock(t.db, a.id, 'C1-Joy');
    const hope = await makeFlock(t.db, a.id, 'C2-Hope');
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, joy: joy.id, hope: hope.id });

    const accounts = {
      member: await makeAccount(t.db, { localeId: a.id, flockId: joy.id, firstName: 'Maria' }),
      sameLocale: await makeAccount(t.db, { localeId: a.id, flockId: hope.id }),
      secretary: await makeAccount(t.db, {
        localeId: a.id,
        firstName: 'Sofia',
        lastName: 'Secretary',
        userType: 'admin',
        grants: [localeAdminGrant(a.id)],
      }),
      secretaryB: await makeAccount(t.db, {
        localeId: b.id,
        userType: 'admin',
        grants: [localeAdminGrant(b.id)],
      }),
      leader: await makeAccount(t.db, {
        localeId: a.id,
        flockId: joy.id,
        grants: [flockLeaderGrant(joy.id)],
      }),
      superAdmin: await makeAccount(t.db, {
        localeId: c.id,
        userType: 'admin',
        grants: [superAdminGrant],
      }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      ids[`${name}User`] = account.userId;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
  });
  afterAll(() => t.close());

  describe('GET /user-access/{id}', () => {
    it('answers the caller’s own roles, scopes and permissions', async () => {
      const response = await as(t.app, who.secretary!, {
        method: 'GET',
        url: `/api/membership/user-access/${ids.secretaryUser}`,
      });
      expect(response.statusCode).toBe(200);
      const access = response.json();
      expect(access.isAdmin).toBe(true);
      expect(access.group.name).toBe('locale_admin');
      expect(access.roles).toContainEqual({
        role: 'locale_admin',
        scopeType: 'locale',
        scopeId: ids.a,
        scopeName: 'Locale A',
      });
      expect(access.permissions).toContain('members.endorse');
    });

    it('gives a plain member no admin permission', async () => {
      const access = (
        await as(t.app, who.member!, { method: 'GET', url: `/api/membership/user-access/${ids.memberUser}` })
      ).json();
      expect(access.isAdmin).toBe(false);
      expect(access.permissions).toEqual(['profile.self']);
      expect(access.group).toEqual({ name: 'member', label: 'Member' });
    });

    it('lets an admin over the user read it and refuses everyone else', async () => {
      const url = `/api/membership/user-access/${ids.memberUser}`;
      expect((await as(t.app, who.secretary!, { method: 'GET', url })).statusCode).toBe(200);
      expect((await as(t.app, who.superAdmin!, { method: 'GET', url })).statusCode).toBe(200);
      expect((await as(t.app, who.sameLocale!, { method: 'GET', url })).statusCode).toBe(403);
      expect((await as(t.app, who.secretaryB!, { method: 'GET', url })).statusCode).toBe(403);
      expect((await as(t.app, who.leader!, { method: 'GET', url })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });
});
