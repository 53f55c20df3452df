import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, locales, users } from '../../../db/schema/index.ts';
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
  districtAdminGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('GET /locales/:localeId/information (%s)', (engine) => {
  let t: TestApp;
  let localeA: { id: string; name: string };
  let localeB: { id: string };
  let memberOfB: SignedIn;
  let pendingOfB: SignedIn;
  const emails: string[] = [];

  const get = (who: SignedIn | null, localeId: string) =>
    as(t.app, who, { method: 'GET', url: `/api/membership/locales/${localeId}/information` });

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const district = await makeDistrict(t.db, `District ${Math.random().toString(36).slice(2)}`);
    localeA = await makeLocale(t.db, {
      districtId: district.id,
      addressLine1: '12 Mabini St.',
      city: 'Quezon City',
      province: 'Metro Manila',
      postalCode: '1100',
      phone: '+6321234567',
      email: 'qc@example.org',
      serviceSchedule: [
        { day: 0, time: '09:00', name: 'Sunday Worship', durationMinutes: 120 },
        { day: 3, time: '19:00', name: 'Prayer Meeting', durationMinutes: 90 },
      ],
    });
    localeB = await makeLocale(t.db);
    const joy = await makeFlock(t.db, localeA.id, 'C1-Joy');
    await makeFlock(t.db, localeA.id, 'C2-Hope');
    const flockB = await makeFlock(t.db, localeB.id, 'C1-Other');
    const officers = await Promise.all([
      makeAccount(t.db, {
        localeId: localeA.id,
        firstName: 'Grace',
        lastName: 'Secretary',
        grants: [localeAdminGrant(localeA.id)],
      }),
      makeAccount(t.db, {
        localeId: localeA.id,
        firstName: 'Ben',
        lastName: 'Treasurer',
        grants: [{ role: 'finance', scopeType: 'locale', scopeId: localeA.id }],
      }),
      makeAccount(t.db, {
        localeId: localeA.id,
        firstName: 'Lea',
        lastName: 'Leader',
        flockId: joy.id,
        grants: [flockLeaderGrant(joy.id)],
      }),
      // Not shown: an admin of another locale, a leader in another locale, a disabled account, a pending member.
      makeAccount(t.db, {
        localeId: localeB.id,
        firstName: 'Other',
        lastName: 'Admin',
        grants: [localeAdminGrant(localeB.id)],
      }),
      makeAccount(t.db, {
        localeId: localeB.id,
        firstName: 'Other',
        lastName: 'Leader',
        grants: [flockLeaderGrant(flockB.id)],
      }),
      makeAccount(t.db, {
        localeId: localeA.id,
        firstName: 'Gone',
        lastName: 'Away',
        grants: [{ role: 'finance', scopeType: 'locale', scopeId: localeA.id }],
      }),
      makeAccount(t.db, {
        localeId: localeA.id,
        firstName: 'Not',
        lastName: 'Yet',
        endorsed: false,
        grants: [flockLeaderGrant(joy.id)],
      }),
    ]);
    emails.push(...officers.map((o) => o.email));
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, officers[5]!.userId));
    const m = await makeAccount(t.db, { localeId: localeB.id });
    const p = await makeAccount(t.db, { localeId: localeB.id, endorsed: false });
    [memberOfB, pendingOfB] = await Promise.all([
      signIn(t.app, m.email, TEST_PASSWORD),
      signIn(t.app, p.email, TEST_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  it('shows any signed-in member the address, services, district, flock count and officers by name and role', async () => {
    const response = await get(memberOfB, localeA.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: localeA.id,
      name: localeA.name,
      countryId: 'PH',
      countryName: 'Philippines',
      districtName: expect.stringMatching(/^District /),
      address: {
        line1: '12 Mabini St.',
        line2: null,
        city: 'Quezon City',
        province: 'Metro Manila',
        postalCode: '1100',
      },
      phone: '+6321234567',
      email: 'qc@example.org',
      timeZone: 'Asia/Manila',
      flockCount: 2,
    });
    expect(body.serviceSchedule.map((s: { name: string }) => s.name)).toEqual([
      'Sunday Worship',
      'Prayer Meeting',
    ]);
    expect(body.officers).toEqual([
      { displayName: 'Grace Secretary', role: 'locale_admin', flockName: null },
      { displayName: 'Ben Treasurer', role: 'finance', flockName: null },
      { displayName: 'Lea Leader', role: 'flock_leader', flockName: 'C1-Joy' },
    ]);
    // No officer's e-mail (or any other private field) leaves the server.
    for (const email of emails) expect(response.body).not.toContain(email);
    expect(Object.keys(body.officers[0]).sort()).toEqual(['displayName', 'flockName', 'role']);
  });

  it('is readable by a member still waiting for endorsement', async () => {
    expect((await get(pendingOfB, localeA.id)).statusCode).toBe(200);
  });

  it('answers 401 without a session, 404 for an unknown locale, 422 for a malformed id', async () => {
    const none = await get(null, localeA.id);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthenticated');
    const unknown = await get(memberOfB, '00000000-0000-4000-8000-00000000abcd');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await get(memberOfB, 'not-an-id')).statusCode).toBe(422);
  });

  it('lists a locale without officers or flocks with empty lists', async () => {
    const empty = await makeLocale(t.db, { serviceSchedule: [] });
    expect((await get(memberOfB, empty.id)).json()).toMatchObject({
      flockCount: 0,
      officers: [],
      serviceSchedule: [],
      districtName: null,
    });
  });
});

describe.each(routeEngines)('PATCH /locales/:localeId/information (%s)', (engine) => {
  let t: TestApp;
  const patch = (who: SignedIn | null, localeId: string, body: Record<string, unknown>) =>
    as(t.app, who, {
      method: 'PATCH',
      url: `/api/membership/locales/${localeId}/information`,
      payload: body,
    });
  const opensMinutes = async (localeId: string) =>
    (await t.db.select({ m: locales.checkInOpensMinutes }).from(locales).where(eq(locales.id, localeId)))[0]!
      .m;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
  });
  afterAll(() => t.close());

  it('lets an admin of the locale set when check-in opens (0–720 minutes), audited', async () => {
    const district = await makeDistrict(t.db, `District ${Math.random().toString(36).slice(2)}`);
    const locale = await makeLocale(t.db, { districtId: district.id });
    const other = await makeLocale(t.db);
    const account = (localeId: string, grants: Parameters<typeof makeAccount>[1]['grants'], extra = {}) =>
      makeAccount(t.db, { localeId, grants, ...extra }).then((a) => signIn(t.app, a.email, TEST_PASSWORD));
    const admin = await account(locale.id, [localeAdminGrant(locale.id)]);
    const districtAdmin = await account(other.id, [districtAdminGrant(district.id)]);
    const otherAdmin = await account(other.id, [localeAdminGrant(other.id)]);
    const member = await account(locale.id, []);
    const superAdmin = await account(other.id, [superAdminGrant], {
      userType: 'admin',
    });
    expect(await opensMinutes(locale.id)).toBe(60);

    const changed = await patch(admin, locale.id, { checkInOpensMinutes: 30 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: locale.id, checkInOpensMinutes: 30 });
    expect(await opensMinutes(locale.id)).toBe(30);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'locale.settings'), eq(auditLog.entityId, locale.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      localeId: locale.id,
      before: { checkInOpensMinutes: 60 },
      after: { checkInOpensMinutes: 30 },
    });
    // Anyone may read it with the locale's information.
    const read = await as(t.app, member, {
      method: 'GET',
      url: `/api/membership/locales/${locale.id}/information`,
    });
    expect(read.json().checkInOpensMinutes).toBe(30);

    expect((await patch(districtAdmin, locale.id, { checkInOpensMinutes: 0 })).statusCode).toBe(200);
    expect((await patch(superAdmin, locale.id, { checkInOpensMinutes: 720 })).statusCode).toBe(200);
    expect(await opensMinutes(locale.id)).toBe(720);

    for (const body of [
      { checkInOpensMinutes: -1 },
      { checkInOpensMinutes: 721 },
      { checkInOpensMinutes: 12.5 },
      { checkInOpensMinutes: '60' },
      {},
      { checkInOpensMinutes: 60, name: 'Renamed' },
    ]) {
      const refused = await patch(admin, locale.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const who of [otherAdmin, member]) {
      expect((await patch(who, locale.id, { checkInOpensMinutes: 5 })).statusCode).toBe(403);
    }
    expect((await patch(null, locale.id, { checkInOpensMinutes: 5 })).statusCode).toBe(401);
    expect(
      (await patch(otherAdmin, '00000000-0000-4000-8000-00000000abcd', { checkInOpensMinutes: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await patch(superAdmin, '00000000-0000-4000-8000-00000000abcd', { checkInOpensMinutes: 5 }))
        .statusCode,
    ).toBe(404);
    expect(await opensMinutes(locale.id)).toBe(720);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'locale.settings'), eq(auditLog.entityId, locale.id))),
    ).toHaveLength(3);
  });
});
