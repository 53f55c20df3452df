import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MemberListItem, Profile } from '@congregate/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { CACHED_TABLES } from '../src/db/write-watch.ts';
import { makeEventsWorld, type EventsWorld } from './events-fixture.ts';
import { TEST_PASSWORD } from './factories.ts';
import { as, createTestApp, signIn, testConfig, type SignedIn, type TestApp } from './harness.ts';

// Two server processes (two apps, each with its own connection pool and listening connection) on one PostgreSQL
// database, caching for a minute: only the database's notices (lib/cache-invalidation.ts) can explain that B sees
// at once what went through A.
const TTL_MS = 60_000;
/** How long a notice may take to arrive; far under the TTL. */
const NOTICE_MS = 1000;

describe('read caches of two servers sharing one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let filesDir: string;
  let databaseUrl: string;
  let w: EventsWorld;

  beforeAll(async () => {
    first = await createTestApp('postgres', { readCacheTtlMs: TTL_MS });
    const [row] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row!.name}`;
    databaseUrl = url.toString();
    secondDatabase = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
    second = await buildApp(testConfig({ filesDir, readCacheTtlMs: TTL_MS }), { database: secondDatabase });
    await second.ready();
    w = await makeEventsWorld(first);
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
  });

  const A = () => first.app;
  const B = () => second;
  const get = (app: FastifyInstance, who: SignedIn, url: string) =>
    as(app, who, { method: 'GET', url: `/api/membership/${url}` });
  const send = (
    app: FastifyInstance,
    who: SignedIn,
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: object,
  ) => as(app, who, { method, url: `/api/membership/${url}`, payload });

  /** Polls `read` until it answers `expected`; answers how long that took (ms). */
  async function seenWithin<T>(read: () => Promise<T>, expected: T): Promise<number> {
    const started = performance.now();
    await expect.poll(read, { timeout: NOTICE_MS, interval: 10 }).toEqual(expected);
    return performance.now() - started;
  }

  /**
   * Waits until B has dealt with every notice sent so far (a fence notice, heard on B's own listening connection
   * after B's caches heard everything before it), so one test's late notices do not empty B's caches in the next.
   */
  async function settle() {
    const fence = `fence:${randomUUID()}`;
    let heard = false;
    const stop = await secondDatabase.listen('congregate_cache', (payload) => {
      if (payload === fence) heard = true;
    });
    await first.db.execute(sql`select pg_notify('congregate_cache', ${fence})`);
    await expect.poll(() => heard, { timeout: NOTICE_MS, interval: 5 }).toBe(true);
    await stop();
  }

  /** Reads twice on B and checks the second answer came from B's cache (so a fresh answer later needs a notice). */
  async function warm(cache: 'sessions' | 'profiles', read: () => Promise<unknown>) {
    await read();
    const hits = B().caches[cache].stats.hits;
    await read();
    expect(B().caches[cache].stats.hits).toBeGreaterThan(hits);
  }

  it('refuses on B, at once, a session signed out on A', async () => {
    await settle();
    const email = (await get(A(), w.who.member, 'members/myProfile')).json().member.email as string;
    const session = await signIn(A(), email, TEST_PASSWORD);
    const status = async () => (await get(B(), session, 'members/myProfile')).statusCode;
    await warm('sessions', status);
    expect(await status()).toBe(200);

    expect(
      (await as(A(), session, { method: 'POST', url: '/api/login/auth/logout' })).statusCode,
    ).toBeLessThan(300);
    expect(await seenWithin(status, 401)).toBeLessThan(NOTICE_MS);
  });

  it('shows on B, at once, a role granted on A: the scope it opens, and the admin list of pending members', async () => {
    await settle();
    const memberProfile = async () =>
      (await get(B(), w.who.secretaryB, `members/profileByMemberId/${w.ids.memberMember}`)).statusCode;
    const pendingAdmins = async () =>
      ((await get(B(), w.who.pending, 'members/myProfile')).json().endorsement.admins as unknown[]).length;
    await warm('sessions', memberProfile);
    expect(await memberProfile()).toBe(403);
    await warm('profiles', pendingAdmins);
    const admins = await pendingAdmins();

    const granted = await send(A(), w.who.superAdmin, 'POST', `admin/users/${w.ids.secretaryBUser}/roles`, {
      role: 'locale_admin',
      scopeType: 'locale',
      scopeId: w.ids.a,
    });
    expect(granted.statusCode, granted.body).toBe(201);

    expect(await seenWithin(memberProfile, 200)).toBeLessThan(NOTICE_MS);
    await seenWithin(pendingAdmins, admins + 1);
  });

  it('shows on B every change of a profile made on A, by member and by account', async () => {
    await settle();
    const id = w.ids.member2Member;
    const own = async () => (await get(B(), w.who.member2, 'members/myProfile')).json();
    const byAdmin = async () => (await get(B(), w.who.secretary, `members/profileByMemberId/${id}`)).json();

    const changes: {
      what: string;
      change: () => Promise<unknown>;
      shows: (profile: Profile) => unknown;
      expected: unknown;
    }[] = [
      {
        what: 'personal data',
        change: () =>
          send(A(), w.who.member2, 'PATCH', `members/updateMemberGoodManApp/${id}`, { nickname: 'Pepe' }),
        shows: (p) => p.member.nickname,
        expected: 'Pepe',
      },
      {
        what: 'an address',
        change: () =>
          send(A(), w.who.member2, 'POST', `members/${id}/addresses`, {
            label: 'home',
            line1: '12 Mabini St.',
            city: 'Quezon City',
            countryId: 'PH',
            isCurrent: true,
          }),
        shows: (p) => p.completeness.addressBook,
        expected: true,
      },
      {
        what: 'a relative',
        change: () =>
          send(A(), w.who.member2, 'POST', `members/${id}/relatives`, {
            relationship: 'spouse',
            firstName: 'Ana',
            lastName: 'Reyes',
          }),
        shows: (p) => p.completeness.familyBackground,
        expected: true,
      },
      {
        what: 'an education',
        change: () =>
          send(A(), w.who.member2, 'POST', `members/${id}/educations`, {
            level: 'college',
            school: 'University of the Philippines',
            yearFrom: 2006,
          }),
        shows: (p) => p.completeness.educationalBackground,
        expected: true,
      },
      {
        what: 'a work experience',
        change: () =>
          send(A(), w.who.member2, 'POST', `members/${id}/work-experiences`, {
            employer: 'St. Luke’s Medical Center',
            position: 'Nurse',
            countryId: 'PH',
            dateFrom: '2011-01-10',
          }),
        shows: (p) => p.completeness.workExperiences,
        expected: true,
      },
      {
        what: 'a skill',
        change: () =>
          send(A(), w.who.member2, 'POST', `members/${id}/skills`, { name: 'Guitar', level: 'advanced' }),
        shows: (p) => p.completeness.skills,
        expected: true,
      },
      {
        what: 'a spiritual journey entry',
        change: () =>
          send(A(), w.who.member2, 'POST', `members/${id}/spirituals`, {
            kind: 'water_baptism',
            date: '2005-04-10',
          }),
        shows: (p) => p.completeness.spiritualJourney,
        expected: true,
      },
      {
        what: 'a section marked "none to add"',
        change: () =>
          send(A(), w.who.member2, 'PUT', `members/${id}/sections/skills/none-to-add`, { noneToAdd: true }),
        shows: (p) => p.noneToAdd.skills,
        expected: true,
      },
      {
        what: 'a first check-in (a kiosk scan, which leaves A’s own caches alone)',
        change: async () => {
          const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
          const card = await w.cardOf(id);
          return as(A(), kiosk, {
            method: 'POST',
            url: '/api/events/checkins',
            payload: { card, method: 'qr', clientId: randomUUID() },
          });
        },
        shows: (p) => p.completeness.myAttendance,
        expected: true,
      },
      {
        what: 'a password change (the account)',
        change: () =>
          first.db.execute(sql`update users set password_changed_at = now() where id = ${w.ids.member2User}`),
        shows: (p) => p.completeness.changePassword,
        expected: true,
      },
      {
        what: 'a flock renamed',
        change: () => first.db.execute(sql`update flocks set name = 'C2-Hopeful' where id = ${w.ids.hope}`),
        shows: (p) => p.member.flockName,
        expected: 'C2-Hopeful',
      },
    ];

    for (const { what, change, shows, expected } of changes) {
      await settle();
      await warm('profiles', own);
      await warm('profiles', byAdmin);
      expect(shows(await own()), what).not.toEqual(expected);
      expect(shows(await byAdmin()), what).not.toEqual(expected);
      const done = (await change()) as { statusCode?: number; body?: string } | undefined;
      if (done?.statusCode !== undefined) expect(done.statusCode, `${what}: ${done.body}`).toBeLessThan(300);
      await seenWithin(async () => shows(await own()), expected);
      await seenWithin(async () => shows(await byAdmin()), expected);
    }
  });

  it('shows on B a registration rejected on A, and the locale contact changed on A', async () => {
    await settle();
    const pending = async () => (await get(B(), w.who.pending, 'members/myProfile')).json().endorsement;
    await warm('profiles', pending);
    expect((await pending()).rejection).toBeNull();
    const rejected = await send(A(), w.who.secretary, 'POST', `admin/members/${w.ids.pendingMember}/reject`, {
      reason: 'Please register at your own locale.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await seenWithin(async () => (await pending()).rejection?.reason, 'Please register at your own locale.');

    await settle();
    await warm('profiles', pending);
    await first.db.execute(sql`update locales set phone = '+6321234567' where id = ${w.ids.a}`);
    await seenWithin(async () => (await pending()).localePhone, '+6321234567');
  });

  /** The flock leader's row in B's admin search for `q` (as the super admin). */
  async function leaderInSearchOnB(q: string) {
    const page = await as(B(), w.who.superAdmin, {
      method: 'POST',
      url: '/api/membership/admin/members/searchMember',
      payload: { q },
    });
    expect(page.statusCode, page.body).toBe(200);
    return (page.json().items as MemberListItem[]).find((found) => found.id === w.ids.leaderMember);
  }

  it('shows on B, at once, a locale and a flock renamed on A in the member search’s rows', async () => {
    await settle();
    const [row] = await queryRows<{ lastName: string; localeId: string; flockId: string }>(
      first.db,
      sql`select last_name as "lastName", current_locale_id as "localeId", flock_id as "flockId"
            from members where id = ${w.ids.leaderMember}`,
    );
    const places = async () => {
      const item = await leaderInSearchOnB(row!.lastName);
      return `${item?.localeName} / ${item?.flockName}`;
    };
    const before = await places();
    // The second search reads the names from B's memory: only a notice can bring it the new ones.
    const reads = B().caches.places.size;
    expect(reads).toBeGreaterThan(0);
    expect(await places()).toBe(before);

    await first.db.execute(sql`update locales set name = 'Renamed Locale' where id = ${row!.localeId}`);
    await seenWithin(places, `Renamed Locale / ${before.split(' / ')[1]}`);
    await settle();
    await places();
    await first.db.execute(sql`update flocks set name = 'Renamed Flock' where id = ${row!.flockId}`);
    await seenWithin(places, 'Renamed Locale / Renamed Flock');
  });

  it('shows on B, at once, a member changed on A in the member search’s rows', async () => {
    await settle();
    const [row] = await queryRows<{ lastName: string }>(
      first.db,
      sql`select last_name as "lastName" from members where id = ${w.ids.leaderMember}`,
    );
    const shown = async () => {
      const item = await leaderInSearchOnB(row!.lastName);
      return `${item?.firstName} ${item?.mobile} ${item?.endorsed}`;
    };
    const before = await shown();
    // The second search reads the member's row from B's memory: only a notice can bring it the new one.
    expect(B().caches.memberRows.size).toBeGreaterThan(0);
    expect(await shown()).toBe(before);

    await first.db.execute(
      sql`update members set first_name = 'Renamed', mobile = '+639170000042' where id = ${w.ids.leaderMember}`,
    );
    await seenWithin(shown, `Renamed +639170000042 ${before.split(' ').at(-1)}`);
  });

  it('keeps B’s cached sessions through writes on B that no cached read depends on', async () => {
    await settle();
    const me = async () => (await get(B(), w.who.secretary, 'members/myProfile')).statusCode;
    await warm('sessions', me);
    const kiosk = await w.pairKiosk(w.ids.a, 'secretary');
    const card = await w.cardOf(w.ids.memberMember);
    const epoch = secondDatabase.writes.value;
    const sessions = B().caches.sessions.size;

    // A kiosk's scan (check-in, attendance markers), and an audited ad-hoc gathering.
    const scan = await as(B(), kiosk, {
      method: 'POST',
      url: '/api/events/checkins',
      payload: { card, method: 'qr', clientId: randomUUID() },
    });
    expect(scan.statusCode, scan.body).toBe(201);
    const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const gathering = await as(B(), w.who.secretary, {
      method: 'POST',
      url: '/api/events/gatherings',
      payload: { localeId: w.ids.a, title: 'Prayer Vigil', startsAt: soon(24), endsAt: soon(26) },
    });
    expect(gathering.statusCode, gathering.body).toBe(201);

    expect(secondDatabase.writes.value).toBe(epoch);
    // The kiosk's own session joined the cache; none left it.
    expect(B().caches.sessions.size).toBe(sessions + 1);
    const misses = B().caches.sessions.stats.misses;
    expect(await me()).toBe(200);
    expect(B().caches.sessions.stats.misses).toBe(misses);
  });

  describe('the notices the database sends', () => {
    let listener: pg.Client;
    let heard: string[] = [];

    beforeAll(async () => {
      listener = new pg.Client({ connectionString: databaseUrl });
      await listener.connect();
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query('listen congregate_cache');
    });
    afterAll(() => listener?.end());

    /** What the statement announced (notices arrive after the commit; a marker statement fences them). */
    async function announced(statement: ReturnType<typeof sql>): Promise<string[]> {
      heard = [];
      await first.db.execute(statement);
      const fence = `fence:${randomUUID()}`;
      await first.db.execute(sql`select pg_notify('congregate_cache', ${fence})`);
      await expect.poll(() => heard.includes(fence), { timeout: NOTICE_MS, interval: 5 }).toBe(true);
      return heard.filter((key) => key !== fence).sort();
    }

    it('watches exactly the tables the local guard watches', async () => {
      const rows = await queryRows<{ table: string }>(
        first.db,
        sql`select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
             join pg_proc p on p.oid = t.tgfoid where p.proname like 'congregate_cache_notify%'`,
      );
      expect(rows.map((r) => r.table).sort()).toEqual([...CACHED_TABLES].sort());
    });

    it('sends the keys of what changed, and nothing for the frequent writes that change no cached read', async () => {
      const { memberMember: member, memberUser, leaderMember: leader } = w.ids;
      expect(
        await announced(sql`update sessions set last_seen_at = now() where user_id = ${memberUser}`),
      ).toEqual([]);
      expect(await announced(sql`update users set last_sign_in_at = now() where id = ${memberUser}`)).toEqual(
        [],
      );
      expect(
        await announced(sql`update sessions set revoked_at = now() where user_id = ${memberUser}`),
      ).toEqual([`user:${memberUser}`]);
      expect(await announced(sql`update members set nickname = 'M' where id = ${member}`)).toEqual([
        `member:${member}`,
        `user:${memberUser}`,
      ]);
      expect(
        await announced(
          sql`insert into member_skills (member_id, name) values (${leader}, 'Drums'), (${member}, 'Piano')`,
        ),
      ).toEqual([`member:${leader}`, `member:${member}`].sort());
      expect(
        await announced(sql`insert into role_assignments (user_id, role, scope_type, scope_id)
                            values (${memberUser}, 'flock_leader', 'flock', ${w.ids.hope})`),
      ).toEqual([`user:${memberUser}`]);
      // A locale admin is listed on pending members' profiles: everything goes.
      expect(
        await announced(sql`insert into role_assignments (user_id, role, scope_type, scope_id)
                            values (${memberUser}, 'locale_admin', 'locale', ${w.ids.c})`),
      ).toEqual(['all']);
      expect(
        await announced(sql`update locales set email = 'office@example.org' where id = ${w.ids.b}`),
      ).toEqual(['all']);
      // Many keys at once (a bulk change) become one `all`.
      expect(
        await announced(
          sql`select congregate_cache_send(array(select 'member:' || g from generate_series(1, 1001) g), false)`,
        ),
      ).toEqual(['all']);
    });
  });
});
