import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberDestinations, members, roleAssignments } from '../../../db/schema/index.ts';
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
} from '../../../../test/factories.ts';

describe.each(routeEngines)('transfers (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let districtAdmin: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };
  let localeC: { id: string };
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
    const district = await makeDistrict(t.db);
    localeA = await makeLocale(t.db, { districtId: district.id });
    localeB = await makeLocale(t.db);
    localeC = await makeLocale(t.db, { districtId: district.id });
    flockA = await makeFlock(t.db, localeA.id);
    const a = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [localeAdminGrant(localeA.id)],
    });
    const b = await makeAccount(t.db, {
      localeId: localeB.id,
      grants: [localeAdminGrant(localeB.id)],
    });
    const d = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [districtAdminGrant(district.id)],
    });
    [adminA, adminB, districtAdmin] = (await Promise.all(
      [a, b, d].map((x) => signIn(t.app, x.email, TEST_PASSWORD)),
    )) as SignedIn[] as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('moves a member when the receiving locale’s admin accepts, clearing the flock and recording the destination', async () => {
    const member = await makeMember(t.db, localeA.id, { flockId: flockA.id });
    expect(
      (await post(adminB, `/admin/members/transfer/${member.id}`, { toLocaleId: localeA.id })).statusCode,
    ).toBe(403);
    const requested = await post(adminA, `/admin/members/transfer/${member.id}`, {
      toLocaleId: localeB.id,
      reason: 'Moved city',
    });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().status).toBe('pending');
    const transferId = requested.json().id as string;
    // The sending side cannot accept its own request.
    expect((await post(adminA, `/admin/transfers/${transferId}/accept`)).statusCode).toBe(403);
    const incoming = await as(t.app, adminB, {
      method: 'GET',
      url: '/api/membership/admin/transfers?direction=in&status=pending',
    });
    expect(incoming.json().items.map((i: { id: string }) => i.id)).toContain(transferId);
    const accepted = await post(adminB, `/admin/transfers/${transferId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ currentLocaleId: localeB.id, flockId: null });
    const destinations = await t.db
      .select()
      .from(memberDestinations)
      .where(eq(memberDestinations.memberId, member.id));
    expect(destinations).toEqual([
      expect.objectContaining({ fromLocaleId: localeA.id, toLocaleId: localeB.id, reason: 'Moved city' }),
    ]);
    expect(await auditOf('member.transfer.accept', member.id)).toHaveLength(1);
    expect((await post(adminB, `/admin/transfers/${transferId}/decline`)).statusCode).toBe(409);
  });

  it('ends the roles a moved member held over the old locale and its flocks, keeping others', async () => {
    const officer = await makeAccount(t.db, {
      localeId: localeA.id,
      flockId: flockA.id,
      userType: 'admin',
      grants: [
        localeAdminGrant(localeA.id),
        flockLeaderGrant(flockA.id),
        { role: 'finance', scopeType: 'locale', scopeId: localeC.id },
      ],
    });
    const officerSession = await signIn(t.app, officer.email, TEST_PASSWORD);
    const search = () =>
      as(t.app, officerSession, {
        method: 'POST',
        url: '/api/membership/admin/members/searchMember',
        payload: {},
      });
    expect((await search()).statusCode).toBe(200);

    const requested = await post(adminA, `/admin/members/transfer/${officer.memberId}`, {
      toLocaleId: localeB.id,
    });
    expect((await post(adminB, `/admin/transfers/${requested.json().id}/accept`)).statusCode).toBe(200);

    const left = await t.db.select().from(roleAssignments).where(eq(roleAssignments.userId, officer.userId));
    expect(left.map((r) => `${r.role}:${r.scopeId ?? ''}`).sort()).toEqual([
      `finance:${localeC.id}`,
      'member:',
    ]);
    // The old locale's admin rights are gone on the very next call.
    expect((await search()).statusCode).toBe(403);
    const [audit] = await auditOf('member.transfer.accept', officer.memberId);
    expect(
      (audit!.after as { revokedRoles: { role: string }[] }).revokedRoles.map((r) => r.role).sort(),
    ).toEqual(['flock_leader', 'locale_admin']);
  });

  it('lets the receiving admin accept a member’s own transfer request', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id, flockId: flockA.id });
    const me = await signIn(t.app, person.email, TEST_PASSWORD);
    const own = await post(me, `/members/${person.memberId}/transfer-request`, { toLocaleId: localeB.id });
    expect(own.statusCode).toBe(201);
    expect((await post(adminB, `/admin/transfers/${own.json().id}/accept`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, person.memberId));
    expect(row).toMatchObject({ currentLocaleId: localeB.id, flockId: null });
  });

  it('puts the member in the flock the receiving admin chooses on accepting; refuses a flock of another locale', async () => {
    const member = await makeMember(t.db, localeA.id, { flockId: flockA.id });
    const flockB = await makeFlock(t.db, localeB.id, 'C3-Faith');
    const requested = await post(adminA, `/admin/members/transfer/${member.id}`, { toLocaleId: localeB.id });
    expect(requested.json().status).toBe('pending');
    const transferId = requested.json().id as string;

    // A flock of the sending locale (or any other) is not the receiving side's to give: 422, nothing moves.
    const wrong = await post(adminB, `/admin/transfers/${transferId}/accept`, { flockId: flockA.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details.issues).toEqual([expect.objectContaining({ path: 'flockId' })]);
    const [unmoved] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(unmoved).toMatchObject({ currentLocaleId: localeA.id, flockId: flockA.id });
    const [waiting] = (
      await as(t.app, adminB, {
        method: 'GET',
        url: '/api/membership/admin/transfers?direction=in&status=pending',
      })
    )
      .json()
      .items.filter((item: { id: string }) => item.id === transferId);
    expect(waiting).toBeDefined();

    const accepted = await post(adminB, `/admin/transfers/${transferId}/accept`, {
      flockId: flockB.id,
      reason: 'Welcome',
    });
    expect(accepted.statusCode).toBe(200);
    const [moved] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(moved).toMatchObject({ currentLocaleId: localeB.id, flockId: flockB.id });
    const [audit] = await auditOf('member.transfer.accept', member.id);
    expect(audit!.after).toMatchObject({ localeId: localeB.id, flockId: flockB.id });
  });

  it('lets a district admin over both locales transfer at once', async () => {
    const member = await makeMember(t.db, localeA.id);
    const response = await post(districtAdmin, `/admin/members/transfer/${member.id}`, {
      toLocaleId: localeC.id,
    });
    expect(response.json().status).toBe('accepted');
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row!.currentLocaleId).toBe(localeC.id);
  });
});
