import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import {
  createTestApp,
  routeEngines,
  openTestDatabase,
  requestCountsShared,
  testConfig,
  TEST_SHARE_MS,
  type TestApp,
} from './harness.ts';
import { makeAccount, makeLocale } from './factories.ts';

/** Sends `count` requests built by `request(i)`, a few dozen at a time; answers their status codes. */
async function flood(t: TestApp, count: number, request: (i: number) => InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, k) =>
      t.app.inject(request(start + k)),
    );
    statuses.push(...(await Promise.all(batch)).map((r: LightMyRequestResponse) => r.statusCode));
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

// Counted in the process and shared through one table whose statements every app runs on both engines: the limit's
// rules are the HTTP layer's, tested on PostgreSQL as a feature's route tests are (docs/testing.md).
describe.each(routeEngines)('the general request limit (%s)', (engine) => {
  let t: TestApp;
  let localeId: string;
  /** Session tokens of 300 members, all behind the church's one Wi-Fi address. */
  const tokens: string[] = [];
  const CHURCH_WIFI = '203.0.113.7';

  beforeAll(async () => {
    // The default limit (RATE_LIMIT_PER_MINUTE = 1200).
    t = await createTestApp(engine);
    expect(t.app.config.rateLimitPerMinute).toBe(1200);
    localeId = (await makeLocale(t.db)).id;
    for (let start = 0; start < 300; start += 30) {
      const accounts = await Promise.all(
        Array.from({ length: 30 }, (_, k) => makeAccount(t.db, { localeId, lastName: `Wifi ${start + k}` })),
      );
      // Real sessions, started by the sessions service as a sign-in does (without 300 password hashes).
      const sessions = await Promise.all(
        accounts.map((a) =>
          t.app.services.sessions.start(
            t.db,
            { id: a.userId, userType: 'member', memberId: a.memberId, endorsed: true },
            { ip: CHURCH_WIFI, userAgent: 'phone' },
          ),
        ),
      );
      tokens.push(...sessions.map((s) => s.token));
    }
  }, 180_000);
  afterAll(() => t.close());

  it('lets 300 signed-in members on one address send 3,000 requests in a minute', async () => {
    const statuses = await flood(t, 3000, (i) => {
      const token = tokens[i % tokens.length]!;
      // Half the phones use the browser's cookie, half the API token.
      const headers: Record<string, string> =
        i % 2 === 0 ? { authorization: `Bearer ${token}` } : { cookie: `congregate_session=${token}` };
      return { method: 'GET', url: '/api/login/auth/session', remoteAddress: CHURCH_WIFI, headers };
    });
    expect(count(statuses, 200)).toBe(3000);
  }, 180_000);

  it('limits 3,000 anonymous requests from one address', async () => {
    const statuses = await flood(t, 3000, () => ({
      method: 'GET',
      url: `/api/membership/config/flock/${localeId}`,
      remoteAddress: '198.51.100.20',
    }));
    expect(count(statuses, 200)).toBe(1200);
    expect(count(statuses, 429)).toBe(1800);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/membership/config/flock/${localeId}`,
      remoteAddress: '198.51.100.20',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('rate_limited');
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/membership/config/flock/${localeId}`,
      remoteAddress: '198.51.100.21',
    });
    expect(other.statusCode).toBe(200);
  }, 180_000);

  it('counts a made-up or ended session token by address, so new tokens buy no new budget', async () => {
    const account = await makeAccount(t.db, { localeId });
    const ended = await t.app.services.sessions.start(
      t.db,
      { id: account.userId, userType: 'member', memberId: account.memberId, endorsed: true },
      { ip: '198.51.100.30', userAgent: null },
    );
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/login/auth/logout',
      headers: { authorization: `Bearer ${ended.token}` },
    });
    expect(signOut.statusCode).toBe(200);
    const statuses = await flood(t, 1300, (i) => ({
      method: 'GET',
      url: '/api/login/auth/session',
      remoteAddress: '198.51.100.30',
      headers: {
        authorization: `Bearer ${i % 2 === 0 ? ended.token : randomBytes(32).toString('base64url')}`,
      },
    }));
    expect(count(statuses, 401)).toBe(1200);
    expect(count(statuses, 429)).toBe(100);
  }, 180_000);

  it('never limits /api/health', async () => {
    const address = '198.51.100.40';
    await flood(t, 1200, () => ({ method: 'GET', url: '/api/login/auth/session', remoteAddress: address }));
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/login/auth/session',
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    const statuses = await flood(t, 1500, () => ({
      method: 'GET',
      url: '/api/health',
      remoteAddress: address,
    }));
    expect(count(statuses, 200)).toBe(1500);
  }, 180_000);
});

// PostgreSQL only: PGlite is one process's own database (its data folder is locked to it).
describe.each(['postgres'] as const)(
  'two server processes on one database share the limit (%s)',
  (engine) => {
    let database: DatabaseHandle;
    let filesDir: string;
    let first: FastifyInstance;
    let second: FastifyInstance;
    const LIMIT = 20;
    /** Until each process has written its counts and read the other's. */
    const SHARED = () => requestCountsShared(first, second);

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      // A window that ended long ago, left by a process gone since: the first exchange removes it.
      await database.db.execute(
        sql`insert into request_counts (key, process, hits, window_ends_at)
          values ('address:192.0.2.99', 'gone', 5, now() - interval '5 minutes')`,
      );
      filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
      // Two apps, each with its own counts (as two processes), on one database.
      const config = testConfig({ filesDir, rateLimitPerMinute: LIMIT, rateLimitShareMs: TEST_SHARE_MS });
      first = await buildApp(config, { database });
      second = await buildApp(config, { database });
      await Promise.all([first.ready(), second.ready()]);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.close();
      if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
    });

    const send = async (app: FastifyInstance, n: number, remoteAddress: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) {
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/login/auth/session', remoteAddress })).statusCode,
        );
      }
      return statuses;
    };

    it('refuses a key on every process once its requests across them pass the limit, within about a second', async () => {
      const address = '198.51.100.60';
      // 1 on the second process and 14 on the first: all answered (401: no session).
      expect(await send(second, 1, address)).toEqual([401]);
      expect(count(await send(first, 14, address), 401)).toBe(14);
      await SHARED();
      // The second process counts the first's 14 with its own 1: 5 more are answered, then it refuses.
      expect(await send(second, 8, address)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      await SHARED();
      // And the first, which counted only 14 itself, now refuses too.
      const refused = await first.inject({
        method: 'GET',
        url: '/api/login/auth/session',
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      // Another address keeps its own budget on both.
      expect((await send(first, 1, '198.51.100.61'))[0]).toBe(401);
      expect((await send(second, 1, '198.51.100.61'))[0]).toBe(401);

      const rows = await queryRows<{ key: string; hits: number }>(
        database.db,
        sql`select key, hits from request_counts where key like 'address:%' order by key, hits`,
      );
      // One row per process and key: the second's 9, the first's 14 (and its refused 1 once shared); the ended
      // window is gone.
      const hits = rows.filter((row) => row.key === `address:${address}`).map((row) => row.hits);
      expect(hits).toHaveLength(2);
      expect(hits[0]).toBe(9);
      expect(hits[1]).toBeGreaterThanOrEqual(14);
      expect(rows.some((row) => row.key === 'address:192.0.2.99')).toBe(false);
    }, 60_000);
  },
);

describe('RATE_LIMIT_PER_MINUTE=0', () => {
  it('turns the limit off: no counting, nothing written', async () => {
    const t = await createTestApp('postgres', { rateLimitPerMinute: 0 });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/api/login/auth/session',
          remoteAddress: '192.0.2.1',
        });
        expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
      }
      // No counts to share, so no timer that could write them: nothing to wait for.
      expect(t.app.requestCounts).toBeNull();
      expect(await queryRows(t.db, sql`select * from request_counts`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

const proxySettings = routeEngines.flatMap((engine) =>
  // One proxy in front, given as a hop count or as the proxy's own address range.
  ['1', '10.0.0.0/24'].map((setting) => [engine, setting] as const),
);

describe.each(proxySettings)('behind a proxy (%s, TRUST_PROXY=%s)', (engine, setting) => {
  let t: TestApp;
  const PROXY = '10.0.0.2';

  beforeAll(async () => {
    // Parsed as the server parses it; a small limit so the test is quick.
    const { trustProxy } = loadConfig({ TRUST_PROXY: setting });
    t = await createTestApp(engine, { trustProxy, rateLimitPerMinute: 5 });
  });
  afterAll(() => t.close());

  const viaProxy = (forwardedFor: string, remoteAddress = PROXY) =>
    t.app.inject({
      method: 'GET',
      url: '/api/login/auth/session',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits the client the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client forges a new first hop each time; the proxy appends the address it really saw.
      statuses.push((await viaProxy(`6.6.6.${i}, 203.0.113.9`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another real client behind the same proxy has its own budget.
    expect((await viaProxy('203.0.113.10')).statusCode).toBe(401);
    expect((await viaProxy('6.6.6.6, 203.0.113.10')).statusCode).toBe(401);
  });

  it('limits a repeating client behind the proxy; with listed proxies a direct client cannot forge the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await viaProxy('203.0.113.20')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    if (setting !== '1') {
      // Listed proxies: a client connecting directly cannot pose as someone else with the header.
      const direct: number[] = [];
      for (let i = 0; i < 6; i++) direct.push((await viaProxy(`198.51.100.${i}`, '192.0.2.50')).statusCode);
      expect(direct).toEqual([401, 401, 401, 401, 401, 429]);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes true/false, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.1 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const value of ['maybe', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
