import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '@congregate/contracts';
import { members } from '../../../db/schema/index.ts';
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

describe.each(routeEngines)('admin member search and lists (%s)', (engine) => {
  let t: TestApp;
  let secretary: SignedIn;
  let districtAdmin: SignedIn;
  let leader: SignedIn;
  let outsider: SignedIn;
  let plain: SignedIn;
  let localeA: { id: string };
  let localeB: { id: string };
  let pena: { id: string; customId: string };
  let flockA: { id: string };

  const search = (who: SignedIn | null, body: object) =>
    as(t.app, who, { method: 'POST', url: '/api/membership/admin/members/searchMember', payload: body });

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const district = await makeDistrict(t.db);
    localeA = await makeLocale(t.db, { districtId: district.id });
    localeB = await makeLocale(t.db);
    flockA = await makeFlock(t.db, localeA.id, 'North-Alpha');
    const sec = await makeAccount(t.db, {
      localeId: localeA.id,
      grants: [localeAdminGrant(localeA.id)],
    });
    const dis = await makeAccount(t.db, {
      localeId: localeB.id,
      grants: [districtAdminGrant(district.id)],
    });
    const lead = await makeAccount(t.db, {
      localeId: localeA.id,
      flockId: flockA.id,
      grants: [flockLeaderGrant(flockA.id)],
    });
    const out = await makeAccount(t.db, { localeId: localeB.id });
    const own = await makeAccount(t.db, { localeId: localeA.id });
    pena = await makeMember(t.db, localeA.id, {
      firstName: 'José',
      lastName: 'Peña',
      email: 'jose.pena@parish.example',
      mobile: '+639171234567',
      flockId: flockA.id,
      photo: '/profile/x.webp',
    });
    await makeMember(t.db, localeB.id, { firstName: 'Maria', lastName: 'Peña' });
    for (let i = 0; i < 5; i++)
      await makeMember(t.db, localeA.id, { firstName: `Ana${i}`, lastName: 'Santos' });
    [secretary, districtAdmin, leader, outsider, plain] = (await Promise.all(
      [sec, dis, lead, out, own].map((a) => signIn(t.app, a.email, TEST_PASSWORD)),
    )) as SignedIn[] as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('finds Peña by Pena, by part of the e-mail, by member id and by mobile', async () => {
    for (const q of ['Pena', 'PEÑA', 'jose.pe', pena.customId.toLowerCase(), '9171234567']) {
      const response = await search(secretary, { q });
      expect(response.statusCode, q).toBe(200);
      expect(
        response.json().items.map((i: { id: string }) => i.id),
        q,
      ).toEqual([pena.id]);
      expect(response.json().total).toBe(1);
    }
  });

  it('never returns members outside the caller’s scope', async () => {
    const own = await search(secretary, { q: 'pena' });
    expect(own.json().items.every((i: { localeId: string }) => i.localeId === localeA.id)).toBe(true);
    const wide = await search(districtAdmin, { q: 'pena' });
    // The district covers locale A only; locale B's Peña stays out although the admin is a member there.
    expect(wide.json().total).toBe(1);
    expect((await search(secretary, { localeId: localeB.id })).statusCode).toBe(403);
    expect((await search(outsider, { q: 'pena' })).statusCode).toBe(403);
    expect((await search(null, { q: 'pena' })).statusCode).toBe(401);
  });

  it('stops counting a broad text search past SEARCH_COUNT_LIMIT, and says the total is not exact', async () => {
    const many = Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, i) => ({
      firstName: `Broadterm${i}`,
      lastName: 'Zúñiga',
      currentLocaleId: localeA.id,
      endorsed: true,
      endorsedAt: new Date(),
    }));
    await t.db.insert(members).values(many);
    const broad = await search(secretary, { q: 'zuniga', limit: 3 });
    expect(broad.statusCode).toBe(200);
    expect(broad.json()).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalExact: false });
    expect(broad.json().items).toHaveLength(3);
    expect(broad.json().nextCursor).not.toBeNull();
    // Pages of a broad search keep the name order across the cursor.
    const second = await search(secretary, { q: 'zuniga', limit: 3, cursor: broad.json().nextCursor });
    const expected = await t.db
      .select({ firstName: members.firstName })
      .from(members)
      .where(like(members.nameKey, 'zuniga %'))
      .orderBy(members.nameKey, members.id)
      .limit(6);
    expect(
      [...broad.json().items, ...second.json().items].map((m: { firstName: string }) => m.firstName),
    ).toEqual(expected.map((m) => m.firstName));
    expect(second.json()).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalExact: false });
    // A narrower search counts exactly again; so does a list without text.
    expect((await search(secretary, { q: 'broadterm100 zuniga' })).json()).toMatchObject({
      totalExact: true,
    });
    expect((await search(secretary, { q: 'broadterm10', limit: 3 })).json()).toMatchObject({
      total: 16,
      totalExact: true,
    });
    const all = await search(secretary, { localeId: localeA.id, limit: 1 });
    expect(all.json().totalExact).toBe(true);
    expect(all.json().total).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    await t.db.delete(members).where(like(members.firstName, 'Broadterm%'));
  });

  it('pages with an opaque cursor and an exact total', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const response = await search(secretary, {
        q: 'santos',
        limit: 2,
        sort: '-name',
        ...(cursor ? { cursor } : {}),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(5);
      seen.push(...response.json().items.map((i: { firstName: string }) => i.firstName));
      cursor = response.json().nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(['Ana4', 'Ana3', 'Ana2', 'Ana1', 'Ana0']);
    expect((await search(secretary, { cursor: 'garbage' })).statusCode).toBe(422);
  });

  it('lets a super admin page through every member without a filter, newest last', async () => {
    const admin = await makeAccount(t.db, { localeId: localeB.id, grants: [superAdminGrant] });
    const signedIn = await signIn(t.app, admin.email, TEST_PASSWORD);
    const all = (await t.db.select({ id: members.id }).from(members)).map((m) => m.id).sort();
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const response = await search(signedIn, { sort: 'createdAt', limit: 3, ...(cursor ? { cursor } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: all.length, totalExact: true });
      seen.push(...response.json().items.map((i: { id: string }) => i.id));
      cursor = response.json().nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect([...seen].sort()).toEqual(all);
  });

  it('filters by flock, cluster and endorsement', async () => {
    expect(
      (await search(secretary, { cluster: 'North' })).json().items.map((i: { id: string }) => i.id),
    ).toContain(pena.id);
    expect((await search(secretary, { flockId: flockA.id, endorsed: false })).json().total).toBe(0);
  });

  it('lists a locale: full rows for its admin, a directory for its members, 403 for others', async () => {
    const url = `/api/membership/members/by-localWithPhoto/${localeA.id}`;
    const asAdmin = await as(t.app, secretary, { method: 'GET', url });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().items).toHaveLength(1);
    expect(asAdmin.json().items[0].email).toBe('jose.pena@parish.example');
    const asLeader = await as(t.app, leader, {
      method: 'GET',
      url: `/api/membership/members/by-local/${localeA.id}?q=pena`,
    });
    expect(asLeader.statusCode).toBe(200);
    expect(asLeader.json().items[0].email).toBeNull();
    expect((await as(t.app, outsider, { method: 'GET', url })).statusCode).toBe(403);
  });

  it('matches a directory search on name and member number only, never on hidden e-mail or mobile', async () => {
    const ids = async (who: SignedIn, list: 'by-local' | 'by-localWithPhoto', q: string) => {
      const response = await as(t.app, who, {
        method: 'GET',
        url: `/api/membership/members/${list}/${localeA.id}?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, q).toBe(200);
      return response.json().items.map((i: { id: string }) => i.id) as string[];
    };
    // A digit run of the mobile, one digit at a time, or a piece of the e-mail finds nobody for a member.
    const hidden = ['9171234567', '+63917', '1234', 'jose.pe', 'parish.example', '@parish'];
    for (const who of [plain, leader]) {
      for (const list of ['by-local', 'by-localWithPhoto'] as const) {
        for (const q of hidden) expect(await ids(who, list, q), `${list} ${q}`).toEqual([]);
        // Name (accents ignored) and member number still match.
        for (const q of ['pena', 'José', pena.customId, pena.customId.toLowerCase()])
          expect(await ids(who, list, q), `${list} ${q}`).toEqual([pena.id]);
      }
    }
    // The admin over the locale keeps matching everything, on the same list and in the admin search.
    for (const q of hidden) {
      expect(await ids(secretary, 'by-local', q), q).toEqual([pena.id]);
      expect(
        (await search(secretary, { q })).json().items.map((i: { id: string }) => i.id),
        q,
      ).toEqual([pena.id]);
    }
  });

  it('answers a flock leader’s flock', async () => {
    const response = await as(t.app, leader, {
      method: 'POST',
      url: '/api/membership/members/flock/members',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((i: { id: string }) => i.id)).toContain(pena.id);
  });
});
