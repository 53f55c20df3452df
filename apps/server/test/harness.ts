import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import type { ServerProgram } from './server-bundle.ts';

const allEngines = ['pglite', 'postgres'] as const;
export type Engine = (typeof allEngines)[number];

/** `pglite,postgres` as a list of engines (unknown names refused, so a typo does not silently run nothing). */
function enginesFrom(setting: string | undefined, fallback: readonly Engine[]): readonly Engine[] {
  if (!setting) return fallback;
  const named = setting.split(',').map((name) => name.trim());
  const unknown = named.filter((name) => !(allEngines as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown test engine(s): ${unknown.join(', ')}`);
  return named as Engine[];
}

/**
 * The parity suites' engines (docs/testing.md): the bad-input walk, the scope matrices, the migrations, the demo
 * seed, the caches, limits and placement tests — everything that checks the two engines agree — run on both.
 * `TEST_PARITY_ENGINES=pglite` runs them on PGlite alone (the repositories' coverage on PGlite is measured so).
 */
export const engines = enginesFrom(process.env['TEST_PARITY_ENGINES'], allEngines);

/**
 * A feature's route tests' engines: PostgreSQL, the production engine (docs/testing.md). `TEST_ENGINES=pglite,postgres`
 * runs them on both. PGlite keeps the parity suites above and `test/pglite-parity-*.test.ts`, which read every GET
 * route of the demo church and walk each feature's happy path; `npm run test:pglite-coverage -w @congregate/server`
 * fails when a repository file runs on PostgreSQL only.
 */
export const routeEngines = enginesFrom(process.env['TEST_ENGINES'], ['postgres']);

export const TEST_CONFIG_TOKEN = 'test-config-token-0123456789';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CONFIG_TOKEN: TEST_CONFIG_TOKEN,
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      JOBS_POLL_SECONDS: '0.5',
    },
    overrides,
  );
}

/** The migrated PGlite data folder the global setup made, read once per test worker. */
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test PostgreSQL server — each a copy of
 * the one the global setup migrated (the migrations still run, and find nothing to do).
 */
/**
 * The arguments after `node` that start one of the server's programs in a process test: its bundle, made once for
 * the run by the global setup (test/server-bundle.ts), then the program's own arguments.
 */
export function serverProgram(program: ServerProgram, ...args: string[]): string[] {
  return [inject('serverPrograms')[program], ...args];
}

const migratedTemplate = () =>
  (pgliteTemplate ??= fs.readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes])));

/**
 * A server's data folder (`DATA_DIR`) whose embedded database is already migrated, laid from the run's template:
 * a process test that is not about migrating starts its server without initdb and the migrations (10–30 s on a
 * busy machine). The server opens it as any folder it made itself.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const laid = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm, unaccent },
    loadDataDir: await migratedTemplate(),
  });
  await laid.close();
}

export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    return openDatabase({ kind: 'pglite', dataDir: null, template: await migratedTemplate() });
  }
  const adminUrl = inject('postgresUrl');
  const name = `congregate_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')} strategy file_copy`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The demo church as the global setup seeded it, in a fresh in-memory copy, with its files in a folder of its own. */
export interface DemoDatabase {
  handle: DatabaseHandle;
  db: Database;
  /** The copy of the files the seed stored (flyer art, videos). */
  filesDir: string;
  /** What `seedDemo` answered. */
  summary: { locales: number; flocks: number; members: number } & Record<string, unknown>;
  close(): Promise<void>;
}

let demoTemplate: Promise<Blob> | undefined;

/** A copy of the demo church seeded once for the whole run (`global-setup.ts`), for the demo tests. */
/** A fresh in-memory copy of the demo church's database (the template read once per worker). */
async function openDemoHandle(): Promise<DatabaseHandle> {
  const { file } = inject('demoTemplate');
  if (!file) throw new Error('The demo church was not seeded for this run (TEST_DEMO=skip)');
  demoTemplate ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return openDatabase({ kind: 'pglite', dataDir: null, template: await demoTemplate });
}

export async function openDemoDatabase(): Promise<DemoDatabase> {
  const template = inject('demoTemplate');
  const handle = await openDemoHandle();
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-demo-files-'));
  await fs.cp(template.filesDir, filesDir, { recursive: true });
  return {
    handle,
    db: handle.db,
    filesDir,
    summary: JSON.parse(template.summary) as DemoDatabase['summary'],
    async close() {
      await handle.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    },
  };
}

let readOnlyDemo: Promise<DemoDatabase> | undefined;

/**
 * The demo church as the global setup seeded it, shared by the tests of one worker that only read it (the demo
 * seed's own tests): opened once per worker, read-only (a write fails), its files the global setup's folder.
 * `close()` leaves it open for the next file; a test that writes opens its own copy with `openDemoDatabase()`.
 */
export function readDemoDatabase(): Promise<DemoDatabase> {
  readOnlyDemo ??= (async () => {
    const template = inject('demoTemplate');
    const handle = await openDemoHandle();
    await handle.executeSql('set default_transaction_read_only = on', []);
    return {
      handle,
      db: handle.db,
      filesDir: template.filesDir,
      summary: JSON.parse(template.summary) as DemoDatabase['summary'],
      async close() {},
    };
  })();
  return readOnlyDemo;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The app's database handle (its listening connection: `listen`). */
  database: DatabaseHandle;
  engine: Engine;
  close(): Promise<void>;
}

export async function createTestApp(engine: Engine, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  // Uploaded files go to a folder of this app's own, removed with it.
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
  const app = await buildApp(testConfig({ filesDir, ...overrides }), { database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    engine,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app over a copy of the demo church (`openDemoDatabase()`), its files in the copy's folder: the PGlite parity
 * suite (`test/pglite-parity-*.test.ts`) reads and writes a whole church without building one.
 */
export async function createDemoApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const demo = await openDemoDatabase();
  const app = await buildApp(testConfig({ filesDir: demo.filesDir, rateLimitPerMinute: 0, ...overrides }), {
    database: demo.handle,
  });
  await app.ready();
  return {
    app,
    db: demo.db,
    database: demo.handle,
    engine: 'pglite',
    async close() {
      await app.close();
      await demo.close();
    },
  };
}

/** Credentials of a signed-in test user, usable as a browser (cookie + XSRF) or as an API client (bearer). */
export interface SignedIn {
  accessToken: string;
  cookie: string;
  xsrf: string;
  userId: string;
  memberId: string | null;
}

export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const c of response.cookies) jar[c.name] = c.value;
  return jar;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '127.0.0.1',
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { accessToken: string; userId: string; memberId: string | null };
  const jar = cookiesOf(response);
  return {
    accessToken: body.accessToken,
    cookie: `congregate_session=${jar['congregate_session']}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`,
    xsrf: jar['XSRF-TOKEN']!,
    userId: body.userId,
    memberId: body.memberId,
  };
}

/** Injects a request as the given user with a bearer token. */
export function as(app: FastifyInstance, who: SignedIn | null, options: InjectOptions) {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (who) headers.authorization = `Bearer ${who.accessToken}`;
  return app.inject({ ...options, headers });
}

/** A sharing period short enough for tests of the request counts several processes share (RATE_LIMIT_SHARE_MS). */
export const TEST_SHARE_MS = 50;

/**
 * Waits until each app has written its request counts and then read back the others' (two exchanges each, the
 * second begun after every first one ended): what took `2 * SHARE_EVERY_MS` of waiting.
 */
export async function requestCountsShared(...apps: FastifyInstance[]): Promise<void> {
  for (let round = 0; round < 2; round++)
    await Promise.all(apps.map((app) => app.requestCounts!.nextExchange()));
}
