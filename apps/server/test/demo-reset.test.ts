/**
 * `npm run demo:reset` on a PostgreSQL database that a server is using: the reset empties every table with a
 * truncate, which fires no change trigger, so it tells running servers to forget what their caches hold (its own
 * `all` notice; the seed's updates of locales and flocks send one too). A session the server cached before the
 * reset is refused at once after it (the cache keeps entries a minute here), and the demo accounts sign in.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../src/db/executor.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/demo/demo.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from './factories.ts';
import { as, createTestApp, serverProgram, signIn, type TestApp } from './harness.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');

function demoReset(databaseUrl: string, filesDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, serverProgram('demo-reset', '--demo'), {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        FILES_DIR: filesDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('demo reset beside a running server (PostgreSQL)', () => {
  let t: TestApp;
  let databaseUrl: string;
  let filesDir: string;

  beforeAll(async () => {
    t = await createTestApp('postgres', { readCacheTtlMs: 60_000 });
    const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row!.name}`;
    databaseUrl = url.toString();
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-demo-files-'));
  });
  afterAll(async () => {
    await t?.close();
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
  });

  it('makes the server forget the sessions it cached, and loads the demo accounts', async () => {
    const locale = await makeLocale(t.db);
    const account = await makeAccount(t.db, { localeId: locale.id });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    const me = async () =>
      (await as(t.app, who, { method: 'GET', url: '/api/membership/members/myProfile' })).statusCode;
    expect(await me()).toBe(200);
    // Served from memory from now on: the session's row is not read again until something drops the entry.
    expect(t.app.caches.sessions.size).toBeGreaterThan(0);

    const reset = await demoReset(databaseUrl, filesDir);
    expect(reset.code, reset.output).toBe(0);

    await expect.poll(me, { timeout: 2_000, interval: 20 }).toBe(401);
    const demo = await signIn(t.app, DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    expect(demo.userId).toBeTruthy();
  }, 120_000);
});
