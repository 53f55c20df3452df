import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_LIMITS } from '@congregate/contracts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import {
  as,
  createTestApp,
  engines,
  openTestDatabase,
  requestCountsShared,
  signIn,
  TEST_SHARE_MS,
  testConfig,
  type SignedIn,
  type TestApp,
} from './harness.ts';
import { makeAccount, makeImage, makeLocale, multipartFile, TEST_PASSWORD } from './factories.ts';

/** A call's own limit (its descriptor's `rateLimit`) is about a person: signing in again buys no new budget. */
describe.each(engines)('a call’s own limit, per person (%s)', (engine) => {
  let t: TestApp;
  let localeId: string;
  let image: Buffer;
  const UPLOADS = MEDIA_UPLOAD_LIMITS.perHour;

  beforeAll(async () => {
    // The default limits, as a server runs.
    t = await createTestApp(engine);
    localeId = (await makeLocale(t.db)).id;
    image = await makeImage('png', { width: 8, height: 8 });
  });
  afterAll(() => t.close());

  const upload = (who: SignedIn, remoteAddress: string) =>
    as(t.app, who, {
      method: 'POST',
      url: '/api/media/',
      remoteAddress,
      ...multipartFile('image', 'art.png', image, 'image/png'),
    });
  const findInviters = (who: SignedIn | null, remoteAddress: string) =>
    as(t.app, who, {
      method: 'GET',
      url: `/api/events/visitors/inviters?localeId=${localeId}&q=Tes`,
      remoteAddress,
    });
  const expectRefused = (response: LightMyRequestResponse, max: number) => {
    expect(response.statusCode, response.body).toBe(429);
    const wait = response.json().error.details.retryAfterSeconds;
    expect(response.json().error.code).toBe('rate_limited');
    expect(wait).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBe(wait);
    expect(response.headers['x-ratelimit-limit']).toBe(String(max));
    expect(response.headers['x-ratelimit-remaining']).toBe('0');
  };

  it('gives an unendorsed account that signs in again and again one budget, and its address one too', async () => {
    const address = '198.51.100.70';
    const newcomer = await makeAccount(t.db, { localeId, endorsed: false });
    const statuses: number[] = [];
    let session!: SignedIn;
    for (let i = 0; i < UPLOADS; i++) {
      if (i % 10 === 0) session = await signIn(t.app, newcomer.email, TEST_PASSWORD, address);
      statuses.push((await upload(session, address)).statusCode);
    }
    expect(statuses).toEqual(Array(UPLOADS).fill(201));
    expectRefused(
      await upload(await signIn(t.app, newcomer.email, TEST_PASSWORD, address), address),
      UPLOADS,
    );
    // Elsewhere too: the account's own count is spent.
    expectRefused(await upload(session, '198.51.100.71'), UPLOADS);

    // A second account made on the same address finds the address's count spent; elsewhere it has its own.
    const second = await makeAccount(t.db, { localeId, endorsed: false });
    const secondSession = await signIn(t.app, second.email, TEST_PASSWORD, address);
    expectRefused(await upload(secondSession, address), UPLOADS);
    expect((await upload(secondSession, '198.51.100.72')).statusCode).toBe(201);
  }, 120_000);

  it('gives an endorsed member one budget across their sessions, and each member on one Wi-Fi their own', async () => {
    const churchWifi = '203.0.113.70';
    const member = await makeAccount(t.db, { localeId });
    const phone = await signIn(t.app, member.email, TEST_PASSWORD, churchWifi);
    const laptop = await signIn(t.app, member.email, TEST_PASSWORD, churchWifi);
    const statuses: number[] = [];
    for (let i = 0; i < UPLOADS; i++)
      statuses.push((await upload(i % 2 ? phone : laptop, churchWifi)).statusCode);
    expect(statuses).toEqual(Array(UPLOADS).fill(201));
    expectRefused(await upload(phone, churchWifi), UPLOADS);
    expectRefused(await upload(laptop, churchWifi), UPLOADS);

    // Another member behind the same address is not counted by it.
    const neighbour = await makeAccount(t.db, { localeId });
    const theirs = await upload(await signIn(t.app, neighbour.email, TEST_PASSWORD, churchWifi), churchWifi);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['x-ratelimit-remaining']).toBe(String(UPLOADS - 1));
  }, 120_000);

  it('counts a public call by address for anyone the church has not vouched for, never for endorsed members', async () => {
    const address = '198.51.100.80';
    const unendorsed = await makeAccount(t.db, { localeId, endorsed: false });
    const callers = [null, await signIn(t.app, unendorsed.email, TEST_PASSWORD, address)];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await findInviters(callers[i % 2] ?? null, address)).statusCode);
    expect(statuses).toEqual(Array(60).fill(200));
    // A fresh unendorsed session on the address buys nothing.
    const late = await makeAccount(t.db, { localeId, endorsed: false });
    expectRefused(await findInviters(await signIn(t.app, late.email, TEST_PASSWORD, address), address), 60);
    expectRefused(await findInviters(null, address), 60);
    // An endorsed member on the same Wi-Fi (the QR poster on Sunday) is counted as themselves only.
    const member = await makeAccount(t.db, { localeId });
    expect((await findInviters(await signIn(t.app, member.email, TEST_PASSWORD, address), address)).statusCode).toBe(200);
    // Another address has its own count.
    expect((await findInviters(null, '198.51.100.81')).statusCode).toBe(200);
  });

  it('counts a public call by person too: a member moving between sessions and addresses has one budget', async () => {
    const member = await makeAccount(t.db, { localeId });
    const sessions = [
      await signIn(t.app, member.email, TEST_PASSWORD, '192.0.2.10'),
      await signIn(t.app, member.email, TEST_PASSWORD, '192.0.2.11'),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await findInviters(sessions[i % 2]!, `192.0.2.${100 + i}`)).statusCode);
    expect(statuses).toEqual(Array(60).fill(200));
    expectRefused(await findInviters(sessions[0]!, '192.0.2.200'), 60);
  });

  it('gives an unendorsed account that signs in again and again at most 10 visitor forms an hour', async () => {
    const address = '198.51.100.90';
    const newcomer = await makeAccount(t.db, { localeId, endorsed: false });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const session = await signIn(t.app, newcomer.email, TEST_PASSWORD, address);
      // Every form counts, taken or refused (a bot's, an invalid one): only the limit is asked about here.
      const form = await as(t.app, session, {
        method: 'POST',
        url: '/api/events/visitors',
        remoteAddress: address,
        payload: { localeId, firstName: 'Flood', lastName: `Prospect ${i}` },
      });
      statuses.push(form.statusCode);
    }
    expect(statuses).not.toContain(429);
    const eleventh = await as(t.app, await signIn(t.app, newcomer.email, TEST_PASSWORD, address), {
      method: 'POST',
      url: '/api/events/visitors',
      remoteAddress: address,
      payload: { localeId, firstName: 'Flood', lastName: 'Prospect 10' },
    });
    expectRefused(eleventh, 10);
  });

  it('writes its counts to the shared table in one exchange, and reads them back unchanged', async () => {
    const address = '198.51.100.95';
    const key = `GET /api/events/visitors/inviters|address:${address}`;
    for (let i = 0; i < 3; i++) await findInviters(null, address);
    const counts = t.app.requestCounts!;
    await counts.nextExchange();
    const stored = () =>
      queryRows<{ key: string; hits: number }>(
        t.db,
        sql`select key, hits from request_counts where key like ${`%${address}%`}`,
      );
    // The call's own count of the address (a stranger's look-ups): its three requests, one row for this process.
    expect(await stored()).toEqual([{ key, hits: 3 }]);
    await counts.nextExchange();
    expect(await stored()).toEqual([{ key, hits: 3 }]);
  });
});

// PostgreSQL only: PGlite is one process's own database (its data folder is locked to it).
describe.each(['postgres'] as const)('two server processes share a call’s counts (%s)', (engine) => {
  let database: DatabaseHandle;
  let filesDir: string;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
    const config = testConfig({ filesDir, rateLimitShareMs: TEST_SHARE_MS });
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

  it('refuses a person on one process once their requests on both pass the limit', async () => {
    const localeId = (await makeLocale(database.db)).id;
    const member = await makeAccount(database.db, { localeId });
    const session = await signIn(first, member.email, TEST_PASSWORD);
    const form = (app: FastifyInstance, i: number) =>
      as(app, session, {
        method: 'POST',
        url: '/api/events/visitors',
        // A new address each time: only the member's own count can refuse them.
        remoteAddress: `192.0.2.${i}`,
        payload: { localeId, firstName: 'Shared', lastName: `Prospect ${i}` },
      }).then((response) => response.statusCode);
    // 1 on the second process (a process reads back the others' counts of the keys it counts), 5 on the first.
    const answered = [await form(second, 0)];
    for (let i = 1; i < 6; i++) answered.push(await form(first, i));
    expect(answered).not.toContain(429);
    // Each process has written its counts and read the other's.
    await requestCountsShared(first, second);
    // The second counts the first's 5 with its own: 4 more make 10, the next is refused.
    const onSecond: number[] = [];
    for (let i = 6; i < 11; i++) onSecond.push(await form(second, i));
    expect(onSecond.slice(0, 4)).not.toContain(429);
    expect(onSecond[4]).toBe(429);
  }, 60_000);
});
