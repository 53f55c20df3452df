import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { localeAdminGrant, makeAccount, makeLocale, TEST_PASSWORD } from './factories.ts';
import { as, createTestApp, signIn, testConfig, type SignedIn, type TestApp } from './harness.ts';
import { openStream, type Stream } from './sse-client.ts';

// Two apps (two replicas) on one PostgreSQL database, each with its own pool and its own LISTEN connection:
// what is written through one reaches the browsers connected to the other (bench/notifications-two-servers.mjs
// is the process-level twin).
describe('notifications on two servers sharing one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let filesDir: string;
  let port: number;
  let localeId: string;
  let admin: SignedIn;
  const streams: Stream[] = [];

  beforeAll(async () => {
    first = await createTestApp('postgres', { rateLimitPerMinute: 0 });
    const [row] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row!.name}`;
    secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
    second = await buildApp(testConfig({ filesDir, rateLimitPerMinute: 0 }), { database: secondDatabase });
    await second.listen({ port: 0, host: '127.0.0.1' });
    port = (second.server.address() as AddressInfo).port;
    localeId = (await makeLocale(first.db)).id;
    const secretary = await makeAccount(first.db, { localeId, grants: [localeAdminGrant(localeId)] });
    admin = await signIn(first.app, secretary.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
  });

  const listenOnSecond = async (who: SignedIn) => {
    const stream = await openStream(port, { authorization: `Bearer ${who.accessToken}` });
    streams.push(stream);
    await stream.next('unread');
    return stream;
  };

  it('brings an announcement sent through the first to a stream on the second within a second', async () => {
    const account = await makeAccount(first.db, { localeId });
    const member = await signIn(first.app, account.email, TEST_PASSWORD);
    const stream = await listenOnSecond(member);

    const started = performance.now();
    const sent = await as(first.app, admin, {
      method: 'POST',
      url: '/api/notifications/announcements',
      payload: { localeId, audience: 'locale', title: 'Choir practice moved to Saturday', body: 'At 4 pm.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const event = await stream.next('notification', undefined, 1000);
    const took = performance.now() - started;

    const data = event.data as { item: { kind: string; message: string; seq: number }; unread: number };
    expect(data.item).toMatchObject({
      kind: 'announcement.sent',
      message: 'Choir practice moved to Saturday',
    });
    expect(event.id).toBe(String(data.item.seq));
    expect(data.unread).toBe(1);
    expect(took).toBeLessThan(1000);
  });

  it('tells the second server’s streams when a notice is read through the first', async () => {
    const account = await makeAccount(first.db, { localeId });
    const member = await signIn(first.app, account.email, TEST_PASSWORD);
    const stream = await listenOnSecond(member);
    await as(first.app, admin, {
      method: 'POST',
      url: '/api/notifications/announcements',
      payload: { localeId, audience: 'locale', title: 'Youth camp sign-up', body: 'Ask your leader.' },
    });
    const event = await stream.next('notification');
    const id = (event.data as { item: { id: string } }).item.id;

    const read = await as(first.app, member, {
      method: 'POST',
      url: `/api/notifications/notifications/${id}/read`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const unread = await stream.next('unread', (e) => (e.data as { unread: number }).unread === 0, 1000);
    expect(unread.data).toEqual({ unread: 0 });
  });
});
