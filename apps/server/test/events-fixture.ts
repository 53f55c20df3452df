import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { queryRows } from '../src/db/executor.ts';
import { as, signIn, type SignedIn, type TestApp } from './harness.ts';
import {
  makeAccount,
  makeDistrict,
  makeFlock,
  makeGathering,
  makeLocale,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  districtAdminGrant,
  superAdminGrant,
} from './factories.ts';

/** Everyone the events tests act as: people of locale A (district North), and outsiders. */
export const eventCallers = [
  'member',
  'member2',
  'secretary',
  'secretaryB',
  'leader',
  'otherLeader',
  'district',
  'districtSouth',
  'superAdmin',
  'stranger',
  'pending',
] as const;
export type EventCaller = (typeof eventCallers)[number];

export interface EventsWorld {
  t: TestApp;
  ids: {
    a: string;
    b: string;
    c: string;
    joy: string;
    hope: string;
    /** An ad-hoc gathering of locale A open now (started 30 minutes ago, ends in 90). */
    openA: string;
    /** The same in locale B. */
    openB: string;
  } & Record<`${EventCaller}Member` | `${EventCaller}User`, string>;
  who: Record<EventCaller, SignedIn>;
  /** Injects under `/api/events/` as the caller (a SignedIn, a name, or null for no session). */
  call(
    caller: EventCaller | SignedIn | null,
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
  ): ReturnType<typeof as>;
  /** Makes a kiosk of the locale as its admin and pairs it: answers the kiosk session. */
  pairKiosk(localeId: string, admin: EventCaller): Promise<SignedIn & { kioskId: string }>;
  /** The member's current card token (read as the member's admin). */
  cardOf(memberId: string): Promise<string>;
  count(table: string, where?: string): Promise<number>;
}

/**
 * Locale A (district North) with flocks C1-Joy (member, leader) and C2-Hope (member2, otherLeader), locale B
 * (North), locale C (district South); admins of each scope; a gathering open now in A and in B.
 */
export async function makeEventsWorld(t: TestApp): Promise<EventsWorld> {
  const north = await makeDistrict(t.db);
  const south = await makeDistrict(t.db);
  const a = await makeLocale(t.db, {
    name: `Locale A ${randomUUID().slice(0, 6)}`,
    districtId: north.id,
    serviceSchedule: [],
  });
  const b = await makeLocale(t.db, { districtId: north.id, serviceSchedule: [] });
  const c = await makeLocale(t.db, { districtId: south.id, serviceSchedule: [] });
  const joy = await makeFlock(t.db, a.id, 'C1-Joy');
  const hope = await makeFlock(t.db, a.id, 'C2-Hope');
  const accounts = {
    member: await makeAccount(t.db, {
      localeId: a.id,
      flockId: joy.id,
      firstName: 'Maria',
      lastName: 'Santos',
    }),
    member2: await makeAccount(t.db, {
      localeId: a.id,
      flockId: hope.id,
      firstName: 'Jose',
      lastName: 'Reyes',
    }),
    secretary: await makeAccount(t.db, {
      localeId: a.id,
      userType: 'admin',
      grants: [localeAdminGrant(a.id)],
    }),
    secretaryB: await makeAccount(t.db, {
      localeId: b.id,
      userType: 'admin',
      grants: [localeAdminGrant(b.id)],
    }),
    leader: await makeAccount(t.db, {
      localeId: a.id,
      flockId: joy.id,
      firstName: 'Lito',
      lastName: 'Leader',
      grants: [flockLeaderGrant(joy.id)],
    }),
    otherLeader: await makeAccount(t.db, {
      localeId: a.id,
      flockId: hope.id,
      grants: [flockLeaderGrant(hope.id)],
    }),
    district: await makeAccount(t.db, {
      localeId: b.id,
      userType: 'admin',
      grants: [districtAdminGrant(north.id)],
    }),
    districtSouth: await makeAccount(t.db, {
      localeId: c.id,
      userType: 'admin',
      grants: [districtAdminGrant(south.id)],
    }),
    superAdmin: await makeAccount(t.db, {
      localeId: c.id,
      userType: 'admin',
      grants: [superAdminGrant],
    }),
    stranger: await makeAccount(t.db, { localeId: b.id }),
    pending: await makeAccount(t.db, { localeId: a.id, endorsed: false }),
  } satisfies Record<EventCaller, unknown>;
  const who = {} as Record<EventCaller, SignedIn>;
  const ids = { a: a.id, b: b.id, c: c.id, joy: joy.id, hope: hope.id } as EventsWorld['ids'];
  for (const name of eventCallers) {
    who[name] = await signIn(t.app, accounts[name].email, TEST_PASSWORD);
    ids[`${name}Member`] = accounts[name].memberId;
    ids[`${name}User`] = accounts[name].userId;
  }
  const now = Date.now();
  const openWindow = { startsAt: new Date(now - 30 * 60_000), endsAt: new Date(now + 90 * 60_000) };
  ids.openA = (await makeGathering(t.db, a.id, { name: 'Prayer Meeting', ...openWindow })).id;
  ids.openB = (await makeGathering(t.db, b.id, { name: 'Prayer Meeting B', ...openWindow })).id;

  const call: EventsWorld['call'] = (caller, method, path, payload) =>
    as(t.app, caller === null ? null : typeof caller === 'string' ? who[caller] : caller, {
      method,
      url: `/api/events/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  return {
    t,
    ids,
    who,
    call,
    async pairKiosk(localeId, admin) {
      const made = await call(admin, 'POST', 'kiosks', {
        localeId,
        name: `Kiosk ${randomUUID().slice(0, 6)}`,
      });
      if (made.statusCode !== 201) throw new Error(`kiosk not made: ${made.body}`);
      const paired = await t.app.inject({
        method: 'POST',
        url: '/api/events/kiosks/pair',
        payload: { code: made.json().pairingCode },
      });
      if (paired.statusCode !== 200) throw new Error(`kiosk not paired: ${paired.body}`);
      const body = paired.json();
      return {
        accessToken: body.session.accessToken,
        cookie: '',
        xsrf: '',
        userId: body.session.userId,
        memberId: null,
        kioskId: made.json().kiosk.id,
      };
    },
    async cardOf(memberId) {
      const response = await as(t.app, who.superAdmin, {
        method: 'GET',
        url: `/api/membership/members/${memberId}/qr-card`,
      });
      if (response.statusCode !== 200) throw new Error(`no card: ${response.body}`);
      return response.json().token as string;
    },
    async count(table, where = 'true') {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      );
      return Number(row!.n);
    },
  };
}
