import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { makeAccount, makeLocale, TEST_PASSWORD, localeAdminGrant } from './factories.ts';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from './harness.ts';

// The session and profile caches (lib/read-cache.ts) must never serve what a finished write changed.

/** A channel no cache listens to, for the test's own fence notices. */
const FENCE_CHANNEL = 'congregate_test_fence';

describe.each(engines)('cached sessions and profiles on %s', (engine) => {
  let t: TestApp;
  let member: SignedIn;
  let secretary: SignedIn;
  let memberId: string;
  const profile = (who: SignedIn) =>
    as(t.app, who, { method: 'GET', url: `/api/membership/members/profileByMemberId/${memberId}` });

  beforeAll(async () => {
    t = await createTestApp(engine, { readCacheTtlMs: 60_000 });
    const locale = await makeLocale(t.db);
    const account = await makeAccount(t.db, { localeId: locale.id, firstName: 'Ana' });
    const admin = await makeAccount(t.db, {
      localeId: locale.id,
      userType: 'admin',
      grants: [localeAdminGrant(locale.id)],
    });
    memberId = account.memberId;
    member = await signIn(t.app, account.email, TEST_PASSWORD);
    secretary = await signIn(t.app, admin.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('serves repeated reads from the cache', async () => {
    expect((await profile(member)).json().member.firstName).toBe('Ana');
    const before = t.app.caches.profiles.size;
    expect((await profile(member)).statusCode).toBe(200);
    expect(t.app.caches.profiles.size).toBe(before);
    expect(t.app.caches.sessions.size).toBeGreaterThan(0);
  });

  it('shows an edit at once, whether made through the API or straight in the database', async () => {
    await profile(member);
    const edit = await as(t.app, member, {
      method: 'PATCH',
      url: `/api/membership/members/updateMemberGoodManApp/${memberId}`,
      payload: { firstName: 'Anabel' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await profile(member)).json().member.firstName).toBe('Anabel');

    await t.db
      .update(members)
      .set({ firstName: 'Annie' })
      .where(sql`${members.id} = ${memberId}`);
    expect((await profile(member)).json().member.firstName).toBe('Annie');
  });

  it('refuses at once a member whose scope was taken away', async () => {
    expect((await profile(secretary)).statusCode).toBe(200);
    await t.db.execute(
      sql`delete from role_assignments where user_id = ${secretary.userId} and role = 'locale_admin'`,
    );
    expect((await profile(secretary)).statusCode).toBe(403);
  });

  it('ends a signed-out session at once', async () => {
    const other = await signIn(t.app, (await profile(member)).json().member.email, TEST_PASSWORD);
    expect(
      (await as(t.app, other, { method: 'GET', url: '/api/membership/members/myProfile' })).statusCode,
    ).toBe(200);
    const out = await as(t.app, other, { method: 'POST', url: '/api/login/auth/logout' });
    expect(out.statusCode).toBeLessThan(300);
    expect(
      (await as(t.app, other, { method: 'GET', url: '/api/membership/members/myProfile' })).statusCode,
    ).toBe(401);
  });

  it('notices an expired session without a write', async () => {
    const other = await signIn(t.app, (await profile(member)).json().member.email, TEST_PASSWORD);
    const me = () => as(t.app, other, { method: 'GET', url: '/api/membership/members/myProfile' });
    expect((await me()).statusCode).toBe(200);
    // Force the cached copy's expiry into the past, as time passing would.
    const entry = await t.app.caches.sessions.get(sha256(other.accessToken), async () => null);
    expect(entry).not.toBeNull();
    entry!.expiresAt = new Date(Date.now() - 1000);
    expect((await me()).statusCode).toBe(401);
  });
});

// Another server process sharing the PostgreSQL database: its writes are announced by the database's triggers
// (lib/cache-invalidation.ts), so this process drops the entry as soon as the notice arrives. Should a notice be
// lost, the entry is still served for at most READ_CACHE_TTL_MS. The caches read a clock the test moves, so the
// window is exact. (test/cache-replicas.test.ts runs two whole apps.)
describe('a write from another process on postgres', () => {
  let t: TestApp;
  let outside: pg.Client;
  let who: SignedIn;
  let memberId: string;
  let now = Date.now();
  const read = async () =>
    (await as(t.app, who, { method: 'GET', url: '/api/membership/members/myProfile' })).json().member
      .firstName as string;

  beforeAll(async () => {
    t = await createTestApp('postgres', { readCacheTtlMs: 5000, readCacheClock: () => now });
    const locale = await makeLocale(t.db);
    const account = await makeAccount(t.db, { localeId: locale.id, firstName: 'Bea' });
    memberId = account.memberId;
    who = await signIn(t.app, account.email, TEST_PASSWORD);
    const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    outside = new pg.Client({ connectionString: url });
    await outside.connect();
  });
  afterAll(async () => {
    await outside?.end();
    await t?.close();
  });

  it('is seen as soon as the database announces it, long before the TTL', async () => {
    expect(await read()).toBe('Bea');
    await outside.query('update members set first_name = $1 where id = $2', ['Beatriz', memberId]);
    // The clock stands still: only the notice can explain a fresh answer.
    await expect.poll(read, { timeout: 1000, interval: 10 }).toBe('Beatriz');
  });

  it('is served stale for at most the TTL when its notice is lost', async () => {
    expect(await read()).toBe('Beatriz');
    // Triggers do not fire for a replication session: the change is made without its notice.
    await outside.query('set session_replication_role = replica');
    await outside.query('update members set first_name = $1 where id = $2', ['Bel', memberId]);
    await outside.query('set session_replication_role = origin');
    // A fence notice sent after the change, on a channel of its own (one on the cache's would empty the caches):
    // the app's one listening connection gets notices in commit order, so once it has the fence, a notice of the
    // change (had there been one) came before it.
    const fence = `fence:${randomUUID()}`;
    let heard = false;
    const stop = await t.database.listen(FENCE_CHANNEL, (payload) => {
      if (payload === fence) heard = true;
    });
    await outside.query('select pg_notify($1, $2)', [FENCE_CHANNEL, fence]);
    await expect.poll(() => heard, { timeout: 1000, interval: 5 }).toBe(true);
    await stop();
    // The cached profile is served up to the last millisecond of the TTL, and not one millisecond more.
    now += 4999;
    expect(await read()).toBe('Beatriz');
    now += 1;
    expect(await read()).toBe('Bel');
  });
});
