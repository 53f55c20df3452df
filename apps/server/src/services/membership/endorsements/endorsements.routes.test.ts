import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailChangeRequests, memberDestinations, members, roleAssignments, users } from '../../../db/schema/index.ts';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from '../../../../test/harness.ts';
import {
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  makeMember,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';
import { sha256 } from '../../../lib/tokens.ts';

describe.each(engines)('admin decisions (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let adminB: SignedIn;
  let districtAdmin: SignedIn;
  let localeA: { id: string; name: string };
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
      grants: [{ role: 'locale_admin', scopeType: 'locale', scopeId: localeA.id }],
    });
    const b = await makeAccount(t.db, {
      localeId: localeB.id,
      grants: [{ role: 'locale_admin', scopeType: 'locale', scopeId: localeB.id }],
    });
    const d = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [{ role: 'district_admin', scopeType: 'district', scopeId: district.id }],
    });
    [adminA, adminB, districtAdmin] = (await Promise.all(
      [a, b, d].map((x) => signIn(t.app, x.email, TEST_PASSWORD)),
    )) as SignedIn[] as [SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('endorses a pending member, who then passes (myProfile endorsed), with an audit row', async () => {
    const pending = await makeAccount(t.db, {
      localeId: localeA.id,
      endorsed: false,
      firstName: 'Rosa',
      lastName: 'Núñez',
    });
    await makeMember(t.db, localeB.id, { firstName: 'Rosa', lastName: 'Nunez', email: pending.email });
    const list = await as(t.app, adminA, { method: 'GET', url: '/api/membership/admin/endorsements' });
    const entry = list.json().items.find((i: { member: { id: string } }) => i.member.id === pending.memberId);
    // The duplicate in locale B is outside admin A's scope: only the reason and the locale's name.
    expect(entry.duplicates).toEqual([expect.objectContaining({ reason: 'email', member: null })]);
    expect((await post(adminB, `/admin/members/${pending.memberId}/endorse`)).statusCode).toBe(403);
    const otherFlock = await makeFlock(t.db, localeB.id);
    expect(
      (await post(adminA, `/admin/members/${pending.memberId}/endorse`, { flockId: otherFlock.id }))
        .statusCode,
    ).toBe(422);
    const done = await post(adminA, `/admin/members/${pending.memberId}/endorse`, {
      type: 'worker',
      flockId: flockA.id,
    });
    expect(done.statusCode).toBe(200);
    const me = await signIn(t.app, pending.email, TEST_PASSWORD);
    const profile = await as(t.app, me, { method: 'GET', url: '/api/membership/members/myProfile' });
    expect(profile.json().member).toMatchObject({ endorsed: true, type: 'worker', flockId: flockA.id });
    expect(await auditOf('member.endorse', pending.memberId)).toHaveLength(1);
    expect((await post(adminA, `/admin/members/${pending.memberId}/endorse`)).statusCode).toBe(409);
  });

  it('rejects with a reason the registrant can see, and leaves them out of the list', async () => {
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    expect((await post(adminA, `/admin/members/${pending.memberId}/reject`, { reason: '' })).statusCode).toBe(
      422,
    );
    const response = await post(adminA, `/admin/members/${pending.memberId}/reject`, {
      reason: 'Not known to the locale',
    });
    expect(response.statusCode).toBe(200);
    const detail = await as(t.app, adminA, {
      method: 'GET',
      url: `/api/membership/admin/members/${pending.memberId}`,
    });
    expect(detail.json().rejection.reason).toBe('Not known to the locale');
    const list = await as(t.app, adminA, { method: 'GET', url: '/api/membership/admin/endorsements' });
    expect(list.json().items.map((i: { member: { id: string } }) => i.member.id)).not.toContain(
      pending.memberId,
    );
    expect(await auditOf('member.reject', pending.memberId)).toHaveLength(1);
  });

  it('merges a registration into the existing record, which keeps its id', async () => {
    const existing = await makeMember(t.db, localeA.id, { firstName: 'Old', lastName: 'Record' });
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    const response = await post(adminA, `/admin/members/${pending.memberId}/merge`, {
      intoMemberId: existing.id,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, existing.id));
    expect(row!.userId).toBe(pending.userId);
    expect(await t.db.select().from(members).where(eq(members.id, pending.memberId))).toHaveLength(0);
  });

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
        { role: 'locale_admin', scopeType: 'locale', scopeId: localeA.id },
        { role: 'flock_leader', scopeType: 'flock', scopeId: flockA.id },
        { role: 'finance', scopeType: 'locale', scopeId: localeC.id },
      ],
    });
    const officerSession = await signIn(t.app, officer.email, TEST_PASSWORD);
    const search = () =>
      as(t.app, officerSession, { method: 'POST', url: '/api/membership/admin/members/searchMember', payload: {} });
    expect((await search()).statusCode).toBe(200);

    const requested = await post(adminA, `/admin/members/transfer/${officer.memberId}`, { toLocaleId: localeB.id });
    expect((await post(adminB, `/admin/transfers/${requested.json().id}/accept`)).statusCode).toBe(200);

    const left = await t.db.select().from(roleAssignments).where(eq(roleAssignments.userId, officer.userId));
    expect(left.map((r) => `${r.role}:${r.scopeId ?? ''}`).sort()).toEqual([`finance:${localeC.id}`, 'member:']);
    // The old locale's admin rights are gone on the very next call.
    expect((await search()).statusCode).toBe(403);
    const [audit] = await auditOf('member.transfer.accept', officer.memberId);
    expect((audit!.after as { revokedRoles: { role: string }[] }).revokedRoles.map((r) => r.role).sort()).toEqual([
      'flock_leader',
      'locale_admin',
    ]);
  });

  it('shows the rejection reason to the registrant on myProfile', async () => {
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    await post(adminA, `/admin/members/${pending.memberId}/reject`, { reason: 'Please register at your home locale' });
    const me = await signIn(t.app, pending.email, TEST_PASSWORD);
    const profile = await as(t.app, me, { method: 'GET', url: '/api/membership/members/myProfile' });
    expect(profile.json().endorsement.rejection.reason).toBe('Please register at your home locale');
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

  it('lets a district admin over both locales transfer at once', async () => {
    const member = await makeMember(t.db, localeA.id);
    const response = await post(districtAdmin, `/admin/members/transfer/${member.id}`, {
      toLocaleId: localeC.id,
    });
    expect(response.json().status).toBe('accepted');
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row!.currentLocaleId).toBe(localeC.id);
  });

  it('changes an e-mail only once the new address is confirmed', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id });
    const taken = await makeAccount(t.db, { localeId: localeB.id });
    const url = `/admin/members/changeEmail/${person.memberId}`;
    expect((await post(adminA, url, { email: taken.email.toUpperCase() })).statusCode).toBe(409);
    const created = await post(adminA, url, { email: 'new.address@example.org' });
    expect(created.statusCode).toBe(201);
    const [request] = await t.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.id, created.json().id));
    expect(request!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, person.userId));
    expect(unchanged!.email).toBe(person.email);
    // The token is only in the e-mail; set a known one to confirm with.
    await t.db
      .update(emailChangeRequests)
      .set({ tokenHash: sha256('a-known-token-of-enough-length') })
      .where(eq(emailChangeRequests.id, request!.id));
    expect(
      (await post(null, '/email-change/confirm', { token: 'wrong-token-of-enough-length' })).statusCode,
    ).toBe(422);
    const confirmed = await post(null, '/email-change/confirm', { token: 'a-known-token-of-enough-length' });
    expect(confirmed.statusCode).toBe(200);
    const [changed] = await t.db.select().from(users).where(eq(users.id, person.userId));
    expect(changed!.email).toBe('new.address@example.org');
    expect(await auditOf('member.email_change.confirm', person.memberId)).toHaveLength(1);
  });

  it('lets a locale admin grant locale roles in their locale, never super_admin or another locale', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id });
    const url = `/admin/users/${person.userId}/roles`;
    expect(
      (await post(adminA, url, { role: 'super_admin', scopeType: 'all', scopeId: null })).statusCode,
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
      (await post(adminA, url, { role: 'locale_admin', scopeType: 'locale', scopeId: localeB.id }))
        .statusCode,
    ).toBe(403);
    const granted = await post(adminA, url, { role: 'flock_leader', scopeType: 'flock', scopeId: flockA.id });
    expect(granted.statusCode).toBe(201);
    const grant = granted.json().roles.find((r: { role: string }) => r.role === 'flock_leader');
    expect(
      (await post(adminA, url, { role: 'flock_leader', scopeType: 'flock', scopeId: flockA.id })).statusCode,
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
