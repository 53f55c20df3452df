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
  makeDistrict,
  makeFlock,
  makeLocale,
  makeMember,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  districtAdminGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('member profile calls on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    const north = await makeDistrict(t.db, 'North');
    const a = await makeLocale(t.db, {
      name: 'Locale A',
      districtId: north.id,
      email: 'a-office@example.org',
    });
    const b = await makeLocale(t.db, { name: 'Locale B', districtId: north.id });
    const c = await makeLocale(t.db, { name: 'Locale C' });
    const joy = await makeFlock(t.db, a.id, 'C1-Joy');
    const hope = await makeFlock(t.db, a.id, 'C2-Hope');
    await makeFlock(t.db, a.id, 'Solo');
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, joy: joy.id, hope: hope.id, north: north.id });

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
      district: await makeAccount(t.db, {
        localeId: b.id,
        userType: 'admin',
        grants: [districtAdminGrant(north.id)],
      }),
      superAdmin: await makeAccount(t.db, {
        localeId: c.id,
        userType: 'admin',
        grants: [superAdminGrant],
      }),
      pending: await makeAccount(t.db, { localeId: a.id, endorsed: false }),
      inC: await makeAccount(t.db, { localeId: c.id }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      ids[`${name}User`] = account.userId;
      ids[`${name}Email`] = account.email;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
  });
  afterAll(() => t.close());

  describe('GET /members/myProfile', () => {
    it('answers the caller’s member, locale, cluster and completeness', async () => {
      const response = await as(t.app, who.member!, {
        method: 'GET',
        url: '/api/membership/members/myProfile',
      });
      expect(response.statusCode).toBe(200);
      const profile = response.json();
      expect(profile.member).toMatchObject({
        id: ids.memberMember,
        firstName: 'Maria',
        currentLocale: ids.a,
        currentLocaleName: 'Locale A',
        flockName: 'C1-Joy',
        cluster: 'C1',
        endorsed: true,
      });
      expect(profile.locale).toMatchObject({ id: ids.a, name: 'Locale A', countryId: 'PH' });
      expect(profile.completeness).toMatchObject({
        personalData: false,
        profilePhoto: false,
        changePassword: false,
      });
      expect(profile.endorsement).toBeNull();
    });

    it('tells a pending member who endorses them and how to reach the office, not the admins’ sign-in addresses', async () => {
      const response = await as(t.app, who.pending!, {
        method: 'GET',
        url: '/api/membership/members/myProfile',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().member.endorsed).toBe(false);
      expect(response.json().endorsement).toEqual({
        localeName: 'Locale A',
        localeEmail: 'a-office@example.org',
        localePhone: '+6321234567',
        admins: [{ name: 'Sofia Secretary' }],
        rejection: null,
      });
      expect(response.body).not.toContain(ids.secretaryEmail!);
    });

    it('needs a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/membership/members/myProfile' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /members/profileByMemberId/{id}', () => {
    const read = (caller: string, member: string) =>
      as(t.app, who[caller]!, {
        method: 'GET',
        url: `/api/membership/members/profileByMemberId/${ids[member]}`,
      });

    it.each([
      ['member', 'memberMember', 'themself'],
      ['secretary', 'memberMember', 'their locale admin'],
      ['leader', 'memberMember', 'their flock leader'],
      ['district', 'memberMember', 'the admin of their district'],
      ['superAdmin', 'memberMember', 'a super admin'],
    ])('lets %s read %s (%s)', async (caller, member) => {
      const response = await read(caller, member);
      expect(response.statusCode).toBe(200);
      expect(response.json().member.id).toBe(ids[member]);
    });

    it.each([
      ['sameLocale', 'memberMember', 'a member of the same locale'],
      ['secretaryB', 'memberMember', 'the admin of another locale'],
      ['leader', 'sameLocaleMember', 'the leader of another flock'],
      ['district', 'inCMember', 'a district admin outside their district'],
      ['pending', 'memberMember', 'an unendorsed registrant'],
    ])('refuses %s reading %s (%s) with 403', async (caller, member) => {
      const response = await read(caller, member);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
      expect(response.body).not.toContain('Maria');
    });

    it('answers 403, not 404, for an unknown id to someone without global scope', async () => {
      const response = await as(t.app, who.secretary!, {
        method: 'GET',
        url: '/api/membership/members/profileByMemberId/00000000-0000-4000-8000-000000000000',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /members/profileByMemberIdNoAuth/{id}', () => {
    it('answers only display name, photo and locale name, without a session', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/membership/members/profileByMemberIdNoAuth/${ids.memberMember}`,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['displayName', 'id', 'localeName', 'photo']);
      expect(body.displayName).toMatch(/^Maria [A-Z]\.$/);
      expect(body.localeName).toBe('Locale A');
      expect(response.body).not.toContain('@');
    });

    it('does not show unendorsed registrants or unknown ids', async () => {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/membership/members/profileByMemberIdNoAuth/${ids.pendingMember}`,
          })
        ).statusCode,
      ).toBe(404);
      const plain = await makeMember(t.db, ids.a!, { email: 'plain@example.org', mobile: '+639171234567' });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/membership/members/profileByMemberIdNoAuth/${plain.id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('plain@example.org');
      expect(response.body).not.toContain('+639171234567');
    });
  });
});
