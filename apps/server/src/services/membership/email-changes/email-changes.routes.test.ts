import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, ScopeType } from '@congregate/contracts';
import {
  auditLog,
  emailChangeRequests,
  passwordResets,
  roleAssignments,
  users,
} from '../../../db/schema/index.ts';
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
  type MadeAccount,
  localeAdminGrant,
  flockLeaderGrant,
  districtAdminGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';
import { sha256 } from '../../../lib/tokens.ts';

describe.each(routeEngines)('e-mail changes (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };

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
    localeA = await makeLocale(t.db);
    localeB = await makeLocale(t.db);
    const a = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [localeAdminGrant(localeA.id)],
    });
    adminA = (await signIn(t.app, a.email, TEST_PASSWORD))!;
  });
  afterAll(() => t.close());

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
});

describe.each(routeEngines)('who may change whose sign-in e-mail (%s)', (engine) => {
  let t: TestApp;
  let district: { id: string };
  let localeA: { id: string };
  let flockA: { id: string };
  let secretary: SignedIn;
  let districtAdmin: MadeAccount;
  let superAdmin: MadeAccount;

  type Grant = { role: Role; scopeType: ScopeType; scopeId: string | null };
  const post = (who: SignedIn | null, url: string, payload: object = {}) =>
    as(t.app, who, { method: 'POST', url: `/api/membership${url}`, payload });
  /** Someone whose member record sits in locale A, holding the given roles. */
  const holder = (...grants: Grant[]) => makeAccount(t.db, { localeId: localeA.id, grants });
  const emailOf = async (userId: string) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
  const requestsOf = (memberId: string) =>
    t.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.memberId, memberId));
  let n = 0;
  const freshEmail = () => `moved-${engine}-${++n}@example.org`;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    district = await makeDistrict(t.db);
    localeA = await makeLocale(t.db, { districtId: district.id });
    flockA = await makeFlock(t.db, localeA.id);
    const s = await holder(localeAdminGrant(localeA.id));
    secretary = await signIn(t.app, s.email, TEST_PASSWORD);
    districtAdmin = await holder(districtAdminGrant(district.id));
    superAdmin = await holder(superAdminGrant);
  });
  afterAll(() => t.close());

  it('refuses a locale admin the e-mail of a super admin, a peer or a district admin of her locale, and changes nothing', async () => {
    const peer = await holder(localeAdminGrant(localeA.id));
    const finance = await holder({ role: 'finance', scopeType: 'locale', scopeId: localeA.id });
    for (const target of [superAdmin, peer, districtAdmin, finance]) {
      for (const url of [
        `/admin/members/changeEmail/${target.memberId}`,
        `/members/${target.memberId}/email-change-request`,
      ]) {
        const response = await post(secretary, url, { email: freshEmail() });
        expect(response.statusCode, `${url} of ${target.email}`).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
      expect(await requestsOf(target.memberId)).toHaveLength(0);
      expect(await emailOf(target.userId)).toBe(target.email);
    }
  });

  it('lets an admin whose scope strictly contains every role of the account change it', async () => {
    const localeAdmin = await holder(localeAdminGrant(localeA.id));
    const leader = await holder(flockLeaderGrant(flockA.id));
    const asDistrict = await signIn(t.app, districtAdmin.email, TEST_PASSWORD);
    const asSuper = await signIn(t.app, superAdmin.email, TEST_PASSWORD);
    const allowed: [SignedIn, MadeAccount][] = [
      [secretary, leader],
      [asDistrict, localeAdmin],
      [asSuper, districtAdmin],
    ];
    for (const [caller, target] of allowed) {
      const response = await post(caller, `/admin/members/changeEmail/${target.memberId}`, {
        email: freshEmail(),
      });
      expect(response.statusCode, target.email).toBe(201);
    }
  });

  it('ends every session of the account and voids its open reset links when the change is confirmed', async () => {
    const person = await holder();
    const phone = await signIn(t.app, person.email, TEST_PASSWORD);
    const laptop = await signIn(t.app, person.email, TEST_PASSWORD);
    await t.db.insert(passwordResets).values({
      userId: person.userId,
      tokenHash: sha256('an-open-reset-token-of-enough-length'),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const created = await post(secretary, `/admin/members/changeEmail/${person.memberId}`, {
      email: freshEmail(),
    });
    expect(created.statusCode).toBe(201);
    // Still signed in while the change waits for confirmation.
    expect((await as(t.app, phone, { method: 'GET', url: '/api/login/auth/session' })).statusCode).toBe(200);
    await t.db
      .update(emailChangeRequests)
      .set({ tokenHash: sha256('the-confirmation-token-of-enough-length') })
      .where(eq(emailChangeRequests.id, created.json().id));
    const confirmed = await post(null, '/email-change/confirm', {
      token: 'the-confirmation-token-of-enough-length',
    });
    expect(confirmed.statusCode).toBe(200);
    for (const session of [phone, laptop]) {
      const after = await as(t.app, session, { method: 'GET', url: '/api/login/auth/session' });
      expect(after.statusCode).toBe(401);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/login/auth/password-reset/confirm',
      payload: { token: 'an-open-reset-token-of-enough-length', newPassword: 'a new password of mine' },
    });
    expect(reset.statusCode).toBe(422);
    await signIn(t.app, confirmed.json().email, TEST_PASSWORD);
  });

  it('does not apply a change filed by an admin once the account holds a role above her', async () => {
    const person = await holder();
    const created = await post(secretary, `/admin/members/changeEmail/${person.memberId}`, {
      email: freshEmail(),
    });
    expect(created.statusCode).toBe(201);
    // Promoted while the link waits: the secretary no longer outranks them.
    await t.db
      .insert(roleAssignments)
      .values({ userId: person.userId, role: 'locale_admin', scopeType: 'locale', scopeId: localeA.id });
    await t.db
      .update(emailChangeRequests)
      .set({ tokenHash: sha256('a-late-confirmation-token-of-length') })
      .where(eq(emailChangeRequests.id, created.json().id));
    const confirmed = await post(null, '/email-change/confirm', {
      token: 'a-late-confirmation-token-of-length',
    });
    expect(confirmed.statusCode).toBe(403);
    expect(await emailOf(person.userId)).toBe(person.email);
  });

  it('still lets a member with a role ask for their own change, confirmed through the link', async () => {
    const peer = await holder(localeAdminGrant(localeA.id));
    const self = await signIn(t.app, peer.email, TEST_PASSWORD);
    const email = freshEmail();
    const created = await post(self, `/members/${peer.memberId}/email-change-request`, { email });
    expect(created.statusCode).toBe(201);
    expect(await emailOf(peer.userId)).toBe(peer.email);
    await t.db
      .update(emailChangeRequests)
      .set({ tokenHash: sha256('my-own-confirmation-token-of-length') })
      .where(eq(emailChangeRequests.id, created.json().id));
    const confirmed = await post(null, '/email-change/confirm', {
      token: 'my-own-confirmation-token-of-length',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await emailOf(peer.userId)).toBe(email);
  });
});
