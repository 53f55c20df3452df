import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, engines, signIn, type SignedIn, type TestApp } from './harness.ts';
import {
  makeAccount,
  makeFlock,
  makeLocale,
  makeMember,
  TEST_PASSWORD,
  localeAdminGrant,
} from './factories.ts';

type Call = { url: string; payload?: object };
type Operation = { method: string; path: string; needsSession: boolean };

const ADMIN_PREFIX = '/api/membership/admin/';

function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        needsSession: Boolean(op.responses?.['401']),
      })),
  );
}

const fill = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe.each(engines)('scope matrix of the admin routes (%s)', (engine) => {
  let t: TestApp;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let member: SignedIn;
  let ops: Operation[];
  /** A valid call of each admin route for admin (locale A); built fresh so changes do not collide. */
  let calls: Record<string, (side: 'mine' | 'theirs') => Promise<Call>>;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const localeA = await makeLocale(t.db);
    const localeB = await makeLocale(t.db);
    const flockA = await makeFlock(t.db, localeA.id);
    const a = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [localeAdminGrant(localeA.id)],
    });
    const b = await makeAccount(t.db, {
      localeId: localeB.id,
      grants: [localeAdminGrant(localeB.id)],
    });
    // An endorsed member of locale A, with no admin role: outside every admin scope.
    const m = await makeAccount(t.db, { localeId: localeA.id, flockId: flockA.id });
    [admin, otherAdmin, member] = (await Promise.all(
      [a, b, m].map((x) => signIn(t.app, x.email, TEST_PASSWORD)),
    )) as SignedIn[] as [SignedIn, SignedIn, SignedIn];
    ops = operations(t);

    const locale = (side: 'mine' | 'theirs') => (side === 'mine' ? localeA.id : localeB.id);
    const pending = async (side: 'mine' | 'theirs') =>
      makeAccount(t.db, { localeId: locale(side), endorsed: false });
    // A pending transfer INTO the side's locale (the receiving admin decides it).
    const transferInto = async (side: 'mine' | 'theirs') => {
      const from = side === 'mine' ? localeB.id : localeA.id;
      const moving = await makeMember(t.db, from);
      const requester = side === 'mine' ? otherAdmin : admin;
      const response = await as(t.app, requester, {
        method: 'POST',
        url: `/api/membership/admin/members/transfer/${moving.id}`,
        payload: { toLocaleId: locale(side) },
      });
      return response.json().id as string;
    };
    calls = {
      'POST /api/membership/admin/members/searchMember': async (s) => ({
        url: '',
        payload: { localeId: locale(s) },
      }),
      'GET /api/membership/admin/members/{id}': async (s) => ({
        url: `members/${(await makeMember(t.db, locale(s))).id}`,
      }),
      'GET /api/membership/admin/users/{userId}/roles': async (s) => ({
        url: `users/${(await pending(s)).userId}/roles`,
      }),
      'POST /api/membership/admin/users/{userId}/roles': async (s) => ({
        url: `users/${(await makeAccount(t.db, { localeId: locale(s) })).userId}/roles`,
        payload: { role: 'finance', scopeType: 'locale', scopeId: locale(s) },
      }),
      'DELETE /api/membership/admin/users/{userId}/roles/{grantId}': async (s) => {
        const user = await makeAccount(t.db, {
          localeId: locale(s),
          grants: [{ role: 'kiosk', scopeType: 'locale', scopeId: locale(s) }],
        });
        const list = await as(t.app, s === 'mine' ? admin : otherAdmin, {
          method: 'GET',
          url: `/api/membership/admin/users/${user.userId}/roles`,
        });
        const grant = list.json().roles.find((r: { role: string }) => r.role === 'kiosk');
        return { url: `users/${user.userId}/roles/${grant.id}` };
      },
      'GET /api/membership/admin/audit': async () => ({ url: '' }),
      'GET /api/membership/admin/dashboard': async (s) => ({ url: `?localeId=${locale(s)}` }),
      'GET /api/membership/admin/waiting': async () => ({ url: '' }),
      'GET /api/membership/admin/endorsements': async (s) => ({ url: `?localeId=${locale(s)}` }),
      'POST /api/membership/admin/members/{id}/endorse': async (s) => ({
        url: `members/${(await pending(s)).memberId}/endorse`,
        payload: {},
      }),
      'POST /api/membership/admin/members/{id}/reject': async (s) => ({
        url: `members/${(await pending(s)).memberId}/reject`,
        payload: { reason: 'Unknown here' },
      }),
      'POST /api/membership/admin/members/{id}/merge': async (s) => ({
        url: `members/${(await pending(s)).memberId}/merge`,
        payload: { intoMemberId: (await makeMember(t.db, locale(s))).id },
      }),
      'POST /api/membership/admin/members/transfer/{id}': async (s) => ({
        url: `members/transfer/${(await makeMember(t.db, locale(s))).id}`,
        payload: { toLocaleId: s === 'mine' ? localeB.id : localeA.id },
      }),
      'POST /api/membership/admin/transfers/{transferId}/accept': async (s) => ({
        url: `transfers/${await transferInto(s)}/accept`,
        payload: {},
      }),
      'POST /api/membership/admin/transfers/{transferId}/decline': async (s) => ({
        url: `transfers/${await transferInto(s)}/decline`,
        payload: {},
      }),
      'GET /api/membership/admin/transfers': async () => ({ url: '?direction=out' }),
      'PATCH /api/membership/admin/members/{id}/placement': async (s) => ({
        url: `members/${(await makeMember(t.db, locale(s))).id}/placement`,
        payload: { type: 'worker' },
      }),
      'POST /api/membership/admin/members/import': async (s) => {
        // A one-row file for the side's locale, as a browser's FormData sends it (a dry run writes nothing).
        const file = new FormData();
        const row = `S-${Math.random().toString(36).slice(2, 10)},Ana,Reyes,${locale(s)}`;
        file.append('file', new Blob([`customId,firstName,lastName,locale\n${row}\n`]), 'members.csv');
        return { url: '?dryRun=true', payload: file };
      },
      'GET /api/membership/admin/members/import/template': async () => ({ url: '' }),
      'POST /api/membership/admin/members/changeEmail/{id}': async (s) => ({
        url: `members/changeEmail/${(await makeAccount(t.db, { localeId: locale(s) })).memberId}`,
        payload: { email: `moved-${Math.random().toString(36).slice(2)}@example.org` },
      }),
    };
  });
  afterAll(() => t.close());

  const adminOps = () => ops.filter((o) => o.path.startsWith(ADMIN_PREFIX));
  const key = (o: Operation) => `${o.method} ${o.path}`;
  const urlOf = (o: Operation, call: Call) => {
    const base = o.path.slice(0, o.path.indexOf('/admin/') + '/admin/'.length);
    if (!o.path.includes('{')) return `${o.path}${call.url}`;
    return `${base}${call.url}`;
  };

  it('knows a valid call of every admin route', () => {
    expect(adminOps().length).toBeGreaterThanOrEqual(16);
    expect(
      adminOps()
        .map(key)
        .filter((k) => !calls[k]),
    ).toEqual([]);
  });

  it('answers 401 without a session on every route that needs one', async () => {
    const failures: string[] = [];
    // Sign-in, registration and confirming a provider sign-in with the password document a 401 (wrong
    // credentials) but are open by design.
    const open = new Set([
      'POST /api/login/auth/login',
      'POST /api/login/auth/register',
      'POST /api/login/auth/social/{token}/confirm',
    ]);
    for (const op of ops.filter((o) => o.needsSession && !open.has(key(o)))) {
      const response = await t.app.inject({
        method: op.method as 'GET',
        url: fill(op.path),
        payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      });
      // The session is checked before the body, so even an empty body answers 401.
      if (response.statusCode !== 401) failures.push(`${key(op)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a member with no admin role (403) and an admin of another locale (403) on every admin route', async () => {
    const failures: string[] = [];
    for (const op of adminOps()) {
      const call = await calls[key(op)]!('mine');
      const byMember = await as(t.app, member, {
        method: op.method as 'GET',
        url: urlOf(op, call),
        payload: call.payload,
      });
      if (byMember.statusCode !== 403) failures.push(`member ${key(op)} → ${byMember.statusCode}`);
      // Lists answer an admin of another locale with their own scope; calls about one thing refuse them.
      if (op.path.includes('{') || call.url.includes('localeId')) {
        const byOther = await as(t.app, otherAdmin, {
          method: op.method as 'GET',
          url: urlOf(op, call),
          payload: call.payload,
        });
        if (byOther.statusCode !== 403)
          failures.push(`other admin ${key(op)} → ${byOther.statusCode} ${byOther.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the admin of the locale through on every admin route (2xx)', async () => {
    const failures: string[] = [];
    for (const op of adminOps()) {
      const call = await calls[key(op)]!('mine');
      const response = await as(t.app, admin, {
        method: op.method as 'GET',
        url: urlOf(op, call),
        payload: call.payload,
      });
      if (response.statusCode < 200 || response.statusCode > 299)
        failures.push(`${key(op)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
