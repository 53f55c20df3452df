import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { makeAccount, makeLocale, multipartFile, type MadeAccount } from './factories.ts';
import { openTestDatabase, serverProgram } from './harness.ts';
import { startObjectStore, type ObjectStore } from './object-store.ts';

// Two real server processes on one PostgreSQL database and one object store (s3rver), each with a FILES_DIR of its
// own that must stay empty: a member's journey alternates between them, as a phone behind a load balancer would.
const LIMIT = 40;
/** The servers exchange their request counts this often (RATE_LIMIT_SHARE_MS; 1 s by default). */
const SHARE_MS = 50;
/**
 * Long enough for each server to have written its request counts and read the other's. A real wait: another
 * process's exchanges cannot be awaited from here (in-process tests await them: `requestCountsShared`).
 */
const countsShared = () => new Promise((resolve) => setTimeout(resolve, 20 * SHARE_MS));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  base: string;
  filesDir: string;
  output: () => string;
}

async function startServer(env: Record<string, string>, work: boolean): Promise<Server> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-two-'));
  const filesDir = path.join(dataDir, 'files');
  const child = spawn(process.execPath, serverProgram('server'), {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      JOBS_WORKER: work ? 'true' : 'false',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_SHARE_MS: String(SHARE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, base: `http://127.0.0.1:${port}`, filesDir, output: () => output };
}

async function waitForHealth(server: Server) {
  for (let i = 0; i < 240; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

async function stop(server: Server | undefined) {
  if (!server) return;
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await fs.rm(path.dirname(server.filesDir), { recursive: true, force: true });
}

/** Every file under a folder (none when it does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe('two server processes on one PostgreSQL and one object store', () => {
  let store: ObjectStore;
  let database: DatabaseHandle;
  let one: Server;
  let two: Server;
  let account: MadeAccount;

  beforeAll(async () => {
    store = await startObjectStore();
    database = await openTestDatabase('postgres');
    const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row!.name}`;
    const locale = await makeLocale(database.db);
    account = await makeAccount(database.db, { localeId: locale.id });
    const env = { DATABASE_URL: url.toString(), ...store.env('congregate/') };
    [one, two] = await Promise.all([startServer(env, true), startServer(env, false)]);
    await Promise.all([waitForHealth(one), waitForHealth(two)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stop(one), stop(two)]);
    await database?.close();
    await store?.close();
  });

  it('signs in on one, uploads on the other, and sees the same everywhere at once', async () => {
    // Sign in on server 1, as an API client (Bearer).
    const signIn = await fetch(`${one.base}/api/login/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const bearer = { authorization: `Bearer ${accessToken}` };

    // Upload a profile photo on server 2.
    const jpeg = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const send = async (server: Server, image: Buffer) => {
      const file = multipartFile('photo', 'me.jpg', image, 'image/jpeg');
      const answer = await fetch(`${server.base}/api/membership/members/${account.memberId}/updatePhoto`, {
        method: 'POST',
        headers: { ...bearer, ...file.headers },
        body: new Uint8Array(file.payload),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return ((await answer.json()) as { photo: string }).photo;
    };
    const photo = await send(two, jpeg);

    // Server 1 serves it (read from the bucket) and its profile names it.
    const onTwo = await fetch(`${two.base}${photo}`);
    const onOne = await fetch(`${one.base}${photo}`);
    expect(onOne.status).toBe(200);
    expect(onOne.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await onOne.arrayBuffer())).toEqual(Buffer.from(await onTwo.arrayBuffer()));
    const profileOn = async (server: Server) =>
      JSON.stringify(
        await (await fetch(`${server.base}/api/membership/members/myProfile`, { headers: bearer })).json(),
      );
    expect(await profileOn(one)).toContain(photo);

    // The files are in the bucket, under the prefix, and on neither server's disk.
    const keys = await store.keys();
    expect(
      keys.some(
        (key) =>
          key.startsWith('congregate/profile/') && photo.includes(key.split('/').at(-1)!.split('-')[0]!),
      ),
    ).toBe(true);
    expect(await filesUnder(one.filesDir)).toEqual([]);
    expect(await filesUnder(two.filesDir)).toEqual([]);

    // A change on server 1 (a new photo) is what server 2 answers at once.
    const newer = await send(one, await sharp(jpeg).rotate(90).jpeg().toBuffer());
    expect(newer).not.toBe(photo);
    expect(await profileOn(two)).toContain(newer);
    expect((await fetch(`${two.base}${photo}`)).status).toBe(404);

    // Signed out on server 2: the same token is refused on server 1 at once.
    const out = await fetch(`${two.base}/api/login/auth/logout`, { method: 'POST', headers: bearer });
    expect(out.status).toBe(200);
    expect((await fetch(`${one.base}/api/membership/members/myProfile`, { headers: bearer })).status).toBe(
      401,
    );
  }, 60_000);

  it('shares the request limit: a key driven over it across both is refused by both', async () => {
    // Anonymous requests from this test's address, half to each server, with time to share between rounds.
    const hit = (server: Server) => fetch(`${server.base}/api/login/auth/session`).then((r) => r.status);
    for (const server of [one, two]) expect(await hit(server)).toBe(401);
    await countsShared();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await hit(i % 2 === 0 ? one : two));
    // Each server counted only about half; together they passed the limit once the counts were shared.
    await countsShared();
    expect(await hit(one)).toBe(429);
    expect(await hit(two)).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LIMIT);
  }, 30_000);
});
