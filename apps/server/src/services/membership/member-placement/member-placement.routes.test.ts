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

describe.each(routeEngines)('PATCH /admin/members/:id/placement (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let districtAdmin: SignedIn;
  let superAdmin: SignedIn;
  let leader: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };
  let flockA: { id: string; name: string };
  let flockA2: { id: string; name: string };
  let flockB: { id: string };

  const patch = (who: SignedIn | null, memberId: string, payload: unknown) =>
    as(t.app, who, {
      method: 'PATCH',
      url: `/api/membership/admin/members/${memberId}/placement`,
      payload: payload as object,
    });
  const rowOf = async (memberId: string) =>
    (await t.db.select().from(members).where(eq(members.id, memberId)))[0]!;
  const auditsOf = (memberId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, memberId))
      .then((rows) => rows.filter((r) => r.action === 'member.placement'));

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const district = await makeDistrict(t.db);
    localeA = await makeLocale(t.db, { districtId: district.id });
    localeB = await makeLocale(t.db);
    flockA = await makeFlock(t.db, localeA.id, 'C1-Joy');
    flockA2 = await makeFlock(t.db, localeA.id, 'C2-Hope');
    flockB = await makeFlock(t.db, localeB.id, 'C1-Peace');
    const accounts = await Promise.all([
      makeAccount(t.db, {
        localeId: localeA.id,
        grants: [localeAdminGrant(localeA.id)],
      }),
      makeAccount(t.db, {
        localeId: localeB.id,
        grants: [localeAdminGrant(localeB.id)],
      }),
      makeAccount(t.db, {
        localeId: localeB.id,
        grants: [districtAdminGrant(district.id)],
      }),
      makeAccount(t.db, {
        localeId: localeB.id,
        userType: 'admin',
        grants: [superAdminGrant],
      }),
      makeAccount(t.db, {
        localeId: localeA.id,
        flockId: flockA.id,
        grants: [flockLeaderGrant(flockA.id)],
      }),
    ]);
    [adminA, adminB, districtAdmin, superAdmin, leader] = (await Promise.all(
      accounts.map((a) => signIn(t.app, a.email, TEST_PASSWORD)),
    )) as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('sets the flock and the type, answers the updated member and audits before and after', async () => {
    const member = await makeMember(t.db, localeA.id, { type: 'member', flockId: flockA.id });
    const response = await patch(adminA, member.id, { type: 'worker', flockId: flockA2.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      type: 'worker',
      flockId: flockA2.id,
      flockName: 'C2-Hope',
      cluster: 'C2',
    });
    expect(await rowOf(member.id)).toMatchObject({ type: 'worker', flockId: flockA2.id });
    const [audit] = await auditsOf(member.id);
    expect(audit).toMatchObject({
      localeId: localeA.id,
      before: { type: 'member', flockId: flockA.id, flockName: 'C1-Joy' },
      after: { type: 'worker', flockId: flockA2.id, flockName: 'C2-Hope' },
    });
  });

  it('changes only the field it is given; flockId null takes the member out of their flock', async () => {
    const member = await makeMember(t.db, localeA.id, { type: 'youth', flockId: flockA.id });
    expect((await patch(adminA, member.id, { type: 'officer' })).json()).toMatchObject({
      type: 'officer',
      flockId: flockA.id,
    });
    const cleared = await patch(adminA, member.id, { flockId: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      type: 'officer',
      flockId: null,
      flockName: null,
      cluster: 'No Cluster',
    });
    expect(await rowOf(member.id)).toMatchObject({ type: 'officer', flockId: null });
    expect(await auditsOf(member.id)).toHaveLength(2);
  });

  it('writes no audit row when nothing changes', async () => {
    const member = await makeMember(t.db, localeA.id, { type: 'worker', flockId: flockA.id });
    expect((await patch(adminA, member.id, { type: 'worker', flockId: flockA.id })).statusCode).toBe(200);
    expect(await auditsOf(member.id)).toHaveLength(0);
  });

  it('refuses a flock of another locale, an unknown flock, an empty body, an unknown type or field (422), changing nothing', async () => {
    const member = await makeMember(t.db, localeA.id, { type: 'member', flockId: flockA.id });
    for (const body of [
      { flockId: flockB.id },
      { flockId: '00000000-0000-4000-8000-000000000000' },
      {},
      { type: 'bishop' },
      { type: 'worker', localeId: localeB.id },
    ]) {
      const response = await patch(adminA, member.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe('invalid_input');
    }
    expect((await patch(adminA, member.id, { flockId: flockB.id })).json().error.details.issues).toEqual([
      expect.objectContaining({ path: 'flockId' }),
    ]);
    expect(await rowOf(member.id)).toMatchObject({ type: 'member', flockId: flockA.id });
    expect(await auditsOf(member.id)).toHaveLength(0);
  });

  it('refuses an admin of another locale and a flock leader (403), and a caller without a session (401)', async () => {
    const member = await makeMember(t.db, localeA.id, { type: 'member', flockId: flockA.id });
    const byOther = await patch(adminB, member.id, { type: 'worker' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error.code).toBe('forbidden');
    // The leader leads this member's flock but does not manage members.
    expect((await patch(leader, member.id, { type: 'worker' })).statusCode).toBe(403);
    expect((await patch(null, member.id, { type: 'worker' })).statusCode).toBe(401);
    expect(await rowOf(member.id)).toMatchObject({ type: 'member', flockId: flockA.id });
  });

  it('lets a district admin over the locale and a super admin through', async () => {
    const member = await makeMember(t.db, localeA.id);
    expect((await patch(districtAdmin, member.id, { flockId: flockA.id })).statusCode).toBe(200);
    expect((await patch(superAdmin, member.id, { type: 'minister' })).json()).toMatchObject({
      type: 'minister',
      flockId: flockA.id,
    });
  });

  it('answers 404 for an unknown member to a super admin, 403 to a locale admin (no existence leak), 422 for a bad id', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect((await patch(superAdmin, unknown, { type: 'worker' })).statusCode).toBe(404);
    expect((await patch(adminA, unknown, { type: 'worker' })).statusCode).toBe(403);
    expect((await patch(adminA, 'not-an-id', { type: 'worker' })).statusCode).toBe(422);
  });

  it('needs the XSRF header for a cookie session', async () => {
    const member = await makeMember(t.db, localeA.id);
    const url = `/api/membership/admin/members/${member.id}/placement`;
    const headers = { cookie: adminA.cookie };
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers, payload: { type: 'worker' } })).statusCode,
    ).toBe(403);
    const ok = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...headers, 'x-xsrf-token': adminA.xsrf },
      payload: { type: 'worker' },
    });
    expect(ok.statusCode).toBe(200);
  });
  it('takes the version the choice is based on in If-Match: a stale one gets 412 and changes nothing', async () => {
    const member = await makeMember(t.db, localeA.id, { type: 'member', flockId: flockA.id });
    const profile = await as(t.app, adminA, {
      method: 'GET',
      url: `/api/membership/members/profileByMemberId/${member.id}`,
    });
    const seen = profile.json().member.version as number;
    expect(profile.headers.etag).toBe(`"${seen}"`);
    const place = (payload: object, ifMatch: string) =>
      as(t.app, adminA, {
        method: 'PATCH',
        url: `/api/membership/admin/members/${member.id}/placement`,
        payload,
        headers: { 'if-match': ifMatch },
      });
    // Another admin moves the member to another flock meanwhile.
    const moved = await patch(districtAdmin, member.id, { flockId: flockA2.id });
    expect(moved.json()).toMatchObject({ flockId: flockA2.id, version: seen + 1 });
    const stale = await place({ type: 'worker' }, `"${seen}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().error).toMatchObject({
      code: 'precondition_failed',
      details: { currentVersion: seen + 1 },
    });
    expect(await rowOf(member.id)).toMatchObject({ type: 'member', flockId: flockA2.id, version: seen + 1 });
    expect(await auditsOf(member.id)).toHaveLength(1);
    const placed = await place({ type: 'worker' }, `"${seen + 1}"`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ type: 'worker', flockId: flockA2.id, version: seen + 2 });
    expect(placed.headers.etag).toBe(`"${seen + 2}"`);
  });
});
