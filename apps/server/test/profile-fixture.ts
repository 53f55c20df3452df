import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditLog } from '../src/db/schema/index.ts';
import { queryRows } from '../src/db/executor.ts';
import { as, signIn, type SignedIn, type TestApp } from './harness.ts';
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
} from './factories.ts';

/** Everyone the profile tests act as, around one member (`member`) of locale A, flock C1-Joy. */
export const callers = [
  'member',
  'sameLocale',
  'secretary',
  'secretaryB',
  'leader',
  'otherLeader',
  'district',
  'districtSouth',
  'superAdmin',
  'pending',
] as const;
export type Caller = (typeof callers)[number];

export interface ProfileWorld {
  t: TestApp;
  ids: { a: string; b: string; c: string; joy: string; hope: string } & Record<
    `${Caller}Member` | `${Caller}User`,
    string
  >;
  who: Record<Caller, SignedIn>;
  /** Injects as the caller, under `/api/membership/`. */
  call(
    caller: Caller,
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
  ): ReturnType<typeof as>;
  /** Every row of a table as text: equal before and after means nothing changed. */
  snapshot(table: string): Promise<string>;
  auditCount(): Promise<number>;
}

/**
 * Locale A (district North) with flocks C1-Joy and C2-Hope, locale B (North), locale C (district South);
 * a member of C1-Joy with a locale admin, a district admin and a flock leader over them, and callers
 * outside their scope.
 */
export async function makeProfileWorld(t: TestApp): Promise<ProfileWorld> {
  const north = await makeDistrict(t.db, 'North');
  const south = await makeDistrict(t.db, 'South');
  const a = await makeLocale(t.db, { name: 'Locale A', districtId: north.id });
  const b = await makeLocale(t.db, { name: 'Locale B', districtId: north.id });
  const c = await makeLocale(t.db, { name: 'Locale C', districtId: south.id, countryId: 'SG' });
  const joy = await makeFlock(t.db, a.id, 'C1-Joy');
  const hope = await makeFlock(t.db, a.id, 'C2-Hope');
  const admin = 'admin' as const;
  const accounts: Record<Caller, Awaited<ReturnType<typeof makeAccount>>> = {
    member: await makeAccount(t.db, {
      localeId: a.id,
      flockId: joy.id,
      firstName: 'Maria',
      lastName: 'Santos',
    }),
    sameLocale: await makeAccount(t.db, { localeId: a.id, flockId: hope.id }),
    secretary: await makeAccount(t.db, {
      localeId: a.id,
      firstName: 'Sofia',
      lastName: 'Secretary',
      userType: admin,
      grants: [localeAdminGrant(a.id)],
    }),
    secretaryB: await makeAccount(t.db, {
      localeId: b.id,
      userType: admin,
      grants: [localeAdminGrant(b.id)],
    }),
    leader: await makeAccount(t.db, {
      localeId: a.id,
      flockId: joy.id,
      grants: [flockLeaderGrant(joy.id)],
    }),
    otherLeader: await makeAccount(t.db, {
      localeId: a.id,
      flockId: hope.id,
      grants: [flockLeaderGrant(hope.id)],
    }),
    district: await makeAccount(t.db, {
      localeId: b.id,
      userType: admin,
      grants: [districtAdminGrant(north.id)],
    }),
    districtSouth: await makeAccount(t.db, {
      localeId: c.id,
      userType: admin,
      grants: [districtAdminGrant(south.id)],
    }),
    superAdmin: await makeAccount(t.db, {
      localeId: c.id,
      userType: admin,
      grants: [superAdminGrant],
    }),
    pending: await makeAccount(t.db, { localeId: a.id, flockId: joy.id, endorsed: false }),
  };
  const ids = { a: a.id, b: b.id, c: c.id, joy: joy.id, hope: hope.id } as ProfileWorld['ids'];
  const who = {} as Record<Caller, SignedIn>;
  for (const caller of callers) {
    ids[`${caller}Member`] = accounts[caller].memberId;
    ids[`${caller}User`] = accounts[caller].userId;
    who[caller] = await signIn(t.app, accounts[caller].email, TEST_PASSWORD);
  }
  return {
    t,
    ids,
    who,
    call: (caller, method, path, payload) =>
      as(t.app, who[caller], {
        method,
        url: `/api/membership/${path}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async snapshot(table) {
      const rows = await queryRows<{ digest: string }>(
        t.db,
        sql.raw(`select coalesce(string_agg(x::text, '|' order by x::text), '') as digest from "${table}" x`),
      );
      return rows[0]!.digest;
    },
    async auditCount() {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      return row!.n;
    },
  };
}
