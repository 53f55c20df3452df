import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fieldProblems } from '@congregate/contracts';
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
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('user roles (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let superAdmin: SignedIn;
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
    const s = await makeAccount(t.db, { localeId: localeB.id, grants: [superAdminGrant] });
    [adminA, adminB, superAdmin] = (await Promise.all(
      [a, b, s].map((x) => signIn(t.app, x.email, TEST_PASSWORD)),
    )) as SignedIn[] as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('lets a locale admin grant locale roles in their locale, never super_admin or another locale', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id });
    const url = `/admin/users/${person.userId}/roles`;
    expect((await post(adminA, url, superAdminGrant)).statusCode).toBe(403);
    expect(
      (
        await post(adminA, url, {
          role: 'district_admin',
          scopeType: 'district',
          scopeId: (await makeDistrict(t.db)).id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(adminA, url, localeAdminGrant(localeB.id))).statusCode).toBe(403);
    const granted = await post(adminA, url, flockLeaderGrant(flockA.id));
    expect(granted.statusCode).toBe(201);
    const grant = granted.json().roles.find((r: { role: string }) => r.role === 'flock_leader');
    expect((await post(adminA, url, flockLeaderGrant(flockA.id))).statusCode).toBe(409);
    const removed = await as(t.app, adminA, { method: 'DELETE', url: `/api/membership${url}/${grant.id}` });
    expect(removed.statusCode).toBe(200);
    const audit = await as(t.app, adminA, {
      method: 'GET',
      url: `/api/membership/admin/audit?actorUserId=${adminA.userId}&action=role.grant`,
    });
    expect(audit.json().items).toHaveLength(1);
    expect((await as(t.app, adminB, { method: 'GET', url: `/api/membership${url}` })).statusCode).toBe(403);
  });

  describe('a role the account cannot hold', () => {
    const rolesOf = async (userId: string) => {
      const listed = await as(t.app, superAdmin, {
        method: 'GET',
        url: `/api/membership/admin/users/${userId}/roles`,
      });
      return (listed.json() as { roles: { role: string }[] }).roles.map((grant) => grant.role);
    };
    const grantAudits = async (userId: string) => {
      const [row] = await queryRows<{ n: string | number }>(
        t.db,
        sql`select count(*) as n from audit_log where action = 'role.grant' and entity_id = ${userId}`,
      );
      return Number(row!.n);
    };

    /** The 422 names `role` with its stable code and says why in words. */
    function expectRefused(response: Awaited<ReturnType<typeof post>>) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'invalid_input',
        details: {
          issues: [
            { path: 'role', code: 'role_not_for_account', message: fieldProblems.role_not_for_account },
          ],
        },
      });
    }

    it('refuses the kiosk role to a person, and writes nothing', async () => {
      const person = await makeAccount(t.db, { localeId: localeA.id });
      const url = `/admin/users/${person.userId}/roles`;
      const kioskGrant = { role: 'kiosk', scopeType: 'locale', scopeId: localeA.id };
      expectRefused(await post(adminA, url, kioskGrant));
      expectRefused(await post(superAdmin, url, kioskGrant));
      expect(await rolesOf(person.userId)).toEqual(['member']);
      expect(await grantAudits(person.userId)).toBe(0);
    });

    it('refuses a person’s roles to a kiosk device’s account, and writes nothing', async () => {
      const made = await as(t.app, adminA, {
        method: 'POST',
        url: '/api/events/kiosks',
        payload: { localeId: localeA.id, name: 'Lobby tablet' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const [kiosk] = await queryRows<{ user_id: string }>(
        t.db,
        sql`select user_id from kiosks where id = ${made.json().kiosk.id}`,
      );
      const url = `/admin/users/${kiosk!.user_id}/roles`;
      for (const grant of [
        { role: 'member', scopeType: 'self', scopeId: null },
        flockLeaderGrant(flockA.id),
        localeAdminGrant(localeA.id),
        { role: 'finance', scopeType: 'locale', scopeId: localeA.id },
        { role: 'district_admin', scopeType: 'district', scopeId: (await makeDistrict(t.db)).id },
        superAdminGrant,
      ]) {
        expectRefused(await post(superAdmin, url, grant));
      }
      expect(await rolesOf(kiosk!.user_id)).toEqual(['kiosk']);
      expect(await grantAudits(kiosk!.user_id)).toBe(0);
    });
  });
});
