import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { locales, members } from '../src/db/schema/index.ts';
import { as, engines, openTestDatabase, signIn, testConfig, type SignedIn } from './harness.ts';
import {
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  makeMember,
  TEST_PASSWORD,
  localeAdminGrant,
  districtAdminGrant,
} from './factories.ts';

/**
 * The app over a database whose next transaction can be made to wait for a change of the test's: the
 * change lands after the service's first scope check and before its write transaction starts, as a
 * concurrent transfer by another admin would.
 */
async function appWithSeam(engine: (typeof engines)[number]) {
  const handle: DatabaseHandle = await openTestDatabase(engine);
  let beforeNextTransaction: (() => Promise<void>) | null = null;
  const db = new Proxy(handle.db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          const change = beforeNextTransaction;
          beforeNextTransaction = null;
          if (change) await change();
          return target.transaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as Database;
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
  const app: FastifyInstance = await buildApp(testConfig({ filesDir, rateLimitPerMinute: 0 }), {
    database: { ...handle, db },
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    /** Runs `change` right before the next transaction any service opens. */
    onNextTransaction(change: () => Promise<void>) {
      beforeNextTransaction = change;
    },
    async close() {
      await app.close();
      await handle.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Every row of every table as one digest: equal before and after means nothing changed. */
async function fingerprint(db: Database): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`,
      ),
    );
    parts.push(`${name}:${row?.digest}`);
  }
  return parts.join('\n');
}

describe.each(engines)('scope re-checked on the locked row inside the write (%s)', (engine) => {
  let s: Awaited<ReturnType<typeof appWithSeam>>;
  let adminA: SignedIn;
  let districtAdmin: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };
  let localeC: { id: string };
  let flockA: { id: string };
  let north: { id: string };
  let south: { id: string };

  const post = (who: SignedIn, url: string, payload: object = {}) =>
    as(s.app, who, { method: 'POST', url: `/api/membership${url}`, payload });
  /** Moves the member to locale B (outside admin A's scope) right before the write, and remembers the rows then. */
  const moveBeforeWrite = (memberId: string) => {
    const seen = { rows: '' };
    s.onNextTransaction(async () => {
      await s.db
        .update(members)
        .set({ currentLocaleId: localeB.id, flockId: null })
        .where(eq(members.id, memberId));
      seen.rows = await fingerprint(s.db);
    });
    return seen;
  };
  const expectRefusedAndUnchanged = async (
    response: { statusCode: number; body: string },
    seen: { rows: string },
  ) => {
    expect(seen.rows, 'the change ran before the write').not.toBe('');
    expect(response.statusCode, response.body).toBe(403);
    expect(JSON.parse(response.body).error.code).toBe('forbidden');
    expect(await fingerprint(s.db)).toBe(seen.rows);
  };

  beforeAll(async () => {
    s = await appWithSeam(engine);
    north = await makeDistrict(s.db, 'North');
    south = await makeDistrict(s.db, 'South');
    localeA = await makeLocale(s.db, { districtId: north.id });
    localeB = await makeLocale(s.db, { districtId: south.id });
    localeC = await makeLocale(s.db, { districtId: north.id });
    flockA = await makeFlock(s.db, localeA.id);
    const a = await makeAccount(s.db, {
      localeId: localeA.id,
      grants: [localeAdminGrant(localeA.id)],
    });
    const d = await makeAccount(s.db, {
      localeId: localeA.id,
      grants: [districtAdminGrant(north.id)],
    });
    adminA = await signIn(s.app, a.email, TEST_PASSWORD);
    districtAdmin = await signIn(s.app, d.email, TEST_PASSWORD);
  });
  afterAll(() => s.close());

  it('refuses placing a member who left the locale after the first check', async () => {
    const member = await makeMember(s.db, localeA.id);
    const seen = moveBeforeWrite(member.id);
    const response = await as(s.app, adminA, {
      method: 'PATCH',
      url: `/api/membership/admin/members/${member.id}/placement`,
      payload: { type: 'worker' },
    });
    await expectRefusedAndUnchanged(response, seen);
  });

  it('refuses an admin transfer of a member who left the locale after the first check', async () => {
    const member = await makeMember(s.db, localeA.id);
    const seen = moveBeforeWrite(member.id);
    const response = await post(adminA, `/admin/members/transfer/${member.id}`, { toLocaleId: localeC.id });
    await expectRefusedAndUnchanged(response, seen);
  });

  it('refuses a transfer request made on behalf of a member who left the locale after the first check', async () => {
    const member = await makeMember(s.db, localeA.id);
    const seen = moveBeforeWrite(member.id);
    const response = await post(adminA, `/members/${member.id}/transfer-request`, { toLocaleId: localeC.id });
    await expectRefusedAndUnchanged(response, seen);
  });

  it('refuses endorsing or rejecting a registration that left the locale after the first check', async () => {
    const endorsed = await makeAccount(s.db, { localeId: localeA.id, endorsed: false });
    const seenEndorse = moveBeforeWrite(endorsed.memberId);
    await expectRefusedAndUnchanged(
      await post(adminA, `/admin/members/${endorsed.memberId}/endorse`, { flockId: null }),
      seenEndorse,
    );
    const rejected = await makeAccount(s.db, { localeId: localeA.id, endorsed: false });
    const seenReject = moveBeforeWrite(rejected.memberId);
    await expectRefusedAndUnchanged(
      await post(adminA, `/admin/members/${rejected.memberId}/reject`, { reason: 'Unknown to us' }),
      seenReject,
    );
  });

  it('refuses merging into a record that left the locale after the first check', async () => {
    const pending = await makeAccount(s.db, { localeId: localeA.id, endorsed: false });
    const existing = await makeMember(s.db, localeA.id);
    const seen = moveBeforeWrite(existing.id);
    const response = await post(adminA, `/admin/members/${pending.memberId}/merge`, {
      intoMemberId: existing.id,
    });
    await expectRefusedAndUnchanged(response, seen);
  });

  it('refuses accepting or declining a transfer whose receiving locale left the admin’s district after the first check', async () => {
    for (const decision of ['accept', 'decline'] as const) {
      // A member of B (South) asks to move to C (North), whose district admin answers.
      const member = await makeMember(s.db, localeB.id);
      const [row] = await queryRows<{ id: string }>(
        s.db,
        sql`insert into transfer_requests (member_id, from_locale_id, to_locale_id, status)
            values (${member.id}, ${localeB.id}, ${localeC.id}, 'pending') returning id`,
      );
      const seen = { rows: '' };
      s.onNextTransaction(async () => {
        await s.db.update(locales).set({ districtId: south.id }).where(eq(locales.id, localeC.id));
        seen.rows = await fingerprint(s.db);
      });
      const response = await post(districtAdmin, `/admin/transfers/${row!.id}/${decision}`);
      await expectRefusedAndUnchanged(response, seen);
      await s.db.update(locales).set({ districtId: north.id }).where(eq(locales.id, localeC.id));
    }
  });

  it('answers 409 and changes nothing when the member of a transfer moved before it is accepted', async () => {
    const member = await makeMember(s.db, localeA.id, { flockId: flockA.id });
    const requested = await post(adminA, `/admin/members/transfer/${member.id}`, { toLocaleId: localeB.id });
    expect(requested.statusCode).toBe(201);
    const b = await makeAccount(s.db, {
      localeId: localeB.id,
      grants: [localeAdminGrant(localeB.id)],
    });
    const adminB = await signIn(s.app, b.email, TEST_PASSWORD);
    const seen = { rows: '' };
    s.onNextTransaction(async () => {
      await s.db
        .update(members)
        .set({ currentLocaleId: localeC.id, flockId: null })
        .where(eq(members.id, member.id));
      seen.rows = await fingerprint(s.db);
    });
    const response = await post(adminB, `/admin/transfers/${requested.json().id}/accept`);
    expect(response.statusCode, response.body).toBe(409);
    expect(await fingerprint(s.db)).toBe(seen.rows);
  });
});
