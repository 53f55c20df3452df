import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailChangeRequests, users } from '../../../db/schema/index.ts';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';
import { sha256 } from '../../../lib/tokens.ts';

describe.each(engines)('e-mail changes (%s)', (engine) => {
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
      grants: [{ role: 'locale_admin', scopeType: 'locale', scopeId: localeA.id }],
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
