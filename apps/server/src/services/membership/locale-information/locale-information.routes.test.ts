import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from '../../../../test/harness.ts';
import {
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

describe.each(engines)('GET /locales/:localeId/information (%s)', (engine) => {
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
        grants: [{ role: 'locale_admin', scopeType: 'locale', scopeId: localeA.id }],
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
        grants: [{ role: 'flock_leader', scopeType: 'flock', scopeId: joy.id }],
      }),
      // Not shown: an admin of another locale, a leader in another locale, a disabled account, a pending member.
      makeAccount(t.db, {
        localeId: localeB.id,
        firstName: 'Other',
        lastName: 'Admin',
        grants: [{ role: 'locale_admin', scopeType: 'locale', scopeId: localeB.id }],
      }),
      makeAccount(t.db, {
        localeId: localeB.id,
        firstName: 'Other',
        lastName: 'Leader',
        grants: [{ role: 'flock_leader', scopeType: 'flock', scopeId: flockB.id }],
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
        grants: [{ role: 'flock_leader', scopeType: 'flock', scopeId: joy.id }],
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
