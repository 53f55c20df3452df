/**
 * `npm run backup` / `npm run restore` on both engines (issue 20): the demo church plus a few check-ins, gifts
 * and an uploaded file, backed up by the real command, restored by the real command into an empty target, then
 * compared (members, check-ins, gifts, the file's bytes), migrated (nothing left to do) and served.
 *
 * PostgreSQL: `pg_dump` refuses a server newer than itself, and the suite's embedded server is 18 while Debian's
 * client tools are 15. So this file starts its own PostgreSQL from the newest Debian installation that has both
 * the server and the client tools (`/usr/lib/postgresql/<major>/bin`, or PG_BINDIR), initdb in a temp folder;
 * `.ci/run` installs `postgresql-15`. The suite's server is still used to check the refusal of a too-old pg_dump.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { seedDemo } from '../src/demo/demo.ts';
import { createLocalFileStorage } from '../src/integrations/storage/file-storage.ts';
import { createBackup, knownMigrations, restoreBackup, type Manifest } from '../src/ops/backup-archive.ts';
import { engines, signIn, testConfig, type Engine, serverProgram } from './harness.ts';
import { makeCheckIn, makeGathering } from './factories.ts';
import { makeFund, makeGift } from './giving-fixture.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');

function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    delete base.DATABASE_URL;
    const child = spawn(process.execPath, serverProgram(script, ...args), {
      cwd: serverRoot,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Without DATABASE_URL at all (an empty value would be refused by the configuration). */
function envOf(values: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) env[key] = value;
  return env;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The newest PostgreSQL installation with the server and its own pg_dump/pg_restore. */
function findPostgresBindir(): string {
  const given = process.env.PG_BINDIR;
  const candidates = given
    ? [given]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((major) => `/usr/lib/postgresql/${major}/bin`)
      : [];
  const found = candidates.find((bin) =>
    ['postgres', 'initdb', 'pg_dump', 'pg_restore'].every((tool) => fs.existsSync(path.join(bin, tool))),
  );
  if (!found) {
    throw new Error(
      'The PostgreSQL backup test needs a PostgreSQL server with its client tools of the same version ' +
        '(Debian: apt-get install postgresql-15; .ci/run installs it) or PG_BINDIR naming their folder.',
    );
  }
  return found;
}

interface LocalPostgres {
  url(database: string): string;
  bindir: string;
  stop(): Promise<void>;
}

/** initdb + postgres in a temp folder (as the `postgres` user when run as root: PostgreSQL refuses root). */
async function startLocalPostgres(): Promise<LocalPostgres> {
  const bindir = findPostgresBindir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-backup-pg-'));
  const asUser: { uid?: number; gid?: number } = {};
  if (process.getuid?.() === 0) {
    asUser.uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    asUser.gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, asUser.uid, asUser.gid);
  }
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bindir, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...asUser, stdio: 'ignore' },
  );
  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(bindir, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...asUser, stdio: 'ignore' },
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt > 100 || server.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    bindir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** What must come back: members (count and a checksum of ids and names), check-ins and gifts (counts and sums). */
async function snapshot(db: Database) {
  const result = (await db.execute(sql`
    select (select count(*) from members)::int as members,
           (select md5(string_agg(id::text || ':' || first_name || ' ' || last_name, ',' order by id)) from members) as member_checksum,
           (select count(*) from check_ins)::int as check_ins,
           (select md5(string_agg(id::text || ':' || member_id::text || ':' || gathering_id::text, ',' order by id)) from check_ins) as check_in_checksum,
           (select count(*) from gifts)::int as gifts,
           (select coalesce(sum(amount_minor), 0)::bigint from gifts) as gift_sum,
           (select count(*) from drizzle.__drizzle_migrations)::int as migrations
  `)) as { rows: Record<string, unknown>[] };
  const row = result.rows[0]!;
  return {
    members: Number(row.members),
    memberChecksum: String(row.member_checksum),
    checkIns: Number(row.check_ins),
    checkInChecksum: String(row.check_in_checksum),
    gifts: Number(row.gifts),
    giftSum: Number(row.gift_sum),
    migrations: Number(row.migrations),
  };
}

/** A few check-ins and gifts of our own on top of the demo's, and one uploaded file. */
async function addActivity(db: Database, filesDir: string) {
  const [member] = (
    (await db.execute(sql`select id, current_locale_id from members order by id limit 1`)) as {
      rows: { id: string; current_locale_id: string }[];
    }
  ).rows;
  const gathering = await makeGathering(db, member!.current_locale_id, { name: 'Backup drill' });
  await makeCheckIn(db, gathering, member!.id);
  const fund = await makeFund(db, member!.current_locale_id);
  for (const amountMinor of [1234, 5000, 99])
    await makeGift(db, { fundId: fund.id, amountMinor, memberId: member!.id });
  const bytes = randomBytes(70_000);
  const key = `documents/${member!.id}/backup-drill.bin`;
  await createLocalFileStorage(filesDir).put(key, bytes);
  return { memberId: member!.id, file: { key, bytes } };
}

const tempDirs: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `congregate-${label}-`));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(engines)('npm run backup / restore (%s)', (engine: Engine) => {
  let postgres: LocalPostgres | undefined;
  /** Settings naming the source (where the server ran) and the empty target. */
  let source: Record<string, string>;
  let target: Record<string, string>;
  let targetFilesDir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let added: Awaited<ReturnType<typeof addActivity>>;
  const archive = path.join(tempDir(`backup-${engine}`), 'archive');

  /** The database a source or target setting names, opened as the server opens it (migrating what is missing). */
  const open = (settings: Record<string, string>): Promise<DatabaseHandle> =>
    settings.DATABASE_URL
      ? openDatabase({ kind: 'postgres', url: settings.DATABASE_URL, poolSize: 2 })
      : openDatabase({ kind: 'pglite', dataDir: settings.DATA_DIR! });

  beforeAll(async () => {
    const sourceFiles = tempDir('backup-source-files');
    targetFilesDir = path.join(tempDir('backup-target-files'), 'files');
    if (engine === 'pglite') {
      // The demo church as the global setup seeded it, loaded into a data folder on disk.
      const demo = inject('demoTemplate');
      const dataDir = tempDir('backup-source-data');
      const client = await PGlite.create({
        dataDir: path.join(dataDir, 'pglite'),
        extensions: { pg_trgm, unaccent },
        loadDataDir: new Blob([fs.readFileSync(demo.file)]),
      });
      await client.close();
      fs.cpSync(demo.filesDir, sourceFiles, { recursive: true });
      source = { DATA_DIR: dataDir, FILES_DIR: sourceFiles };
      target = { DATA_DIR: tempDir('backup-target-data'), FILES_DIR: targetFilesDir };
    } else {
      postgres = await startLocalPostgres();
      await createDatabase(postgres.url('postgres'), 'source');
      await createDatabase(postgres.url('postgres'), 'target');
      const tools = {
        PG_DUMP: path.join(postgres.bindir, 'pg_dump'),
        PG_RESTORE: path.join(postgres.bindir, 'pg_restore'),
      };
      source = { DATABASE_URL: postgres.url('source'), FILES_DIR: sourceFiles, ...tools };
      target = { DATABASE_URL: postgres.url('target'), FILES_DIR: targetFilesDir, ...tools };
      const seeding = await open(source);
      try {
        await seedDemo(seeding.db, { files: createLocalFileStorage(sourceFiles) });
      } finally {
        await seeding.close();
      }
    }
    const handle = await open(source);
    try {
      added = await addActivity(handle.db, sourceFiles);
      before = await snapshot(handle.db);
      if (engine === 'pglite') {
        // While a server holds the data folder, a backup is refused.
        const refused = await command('backup', [path.join(tempDir('refused'), 'x')], envOf(source));
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/in use by another Congregate process/);
      }
    } finally {
      await handle.close();
    }
    // A PostgreSQL server of Debian's started and the demo church seeded into it, or a command in a process.
  }, 180_000);

  afterAll(async () => {
    await postgres?.stop();
  });

  it('backs up the database and every file, with a manifest', async () => {
    const result = await command('backup', [archive], envOf(source));
    expect(result.output).toMatch(/Backup written to/);
    expect(result.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(archive, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.engine).toBe(engine);
    expect(manifest.migrations.applied).toBe(await knownMigrations());
    expect(manifest.counts).toEqual({
      members: before.members,
      checkIns: before.checkIns,
      gifts: before.gifts,
    });
    expect(manifest.files.entries.map((entry) => entry.key)).toContain(added.file.key);
    // The demo's own files (flyer art, videos) too.
    expect(manifest.files.count).toBeGreaterThan(5);
    expect(fs.existsSync(path.join(archive, manifest.database.file))).toBe(true);
    // A command in a process of its own (tsx, the database opened, every file read): seconds alone, far longer
    // beside the other suites on two cores.
  }, 120_000);

  it('restores into an empty target: the same members, check-ins, gifts and files; nothing to migrate; it serves', async () => {
    const result = await command('restore', [archive], envOf(target));
    expect(result.output).toMatch(/checksums verified/);
    expect(result.code).toBe(0);

    const restored = await open(target);
    try {
      // Opening migrates what is missing: nothing, so the journal is as it was.
      expect(await snapshot(restored.db)).toEqual(before);
      expect(fs.readFileSync(path.join(targetFilesDir, ...added.file.key.split('/')))).toEqual(
        added.file.bytes,
      );

      const app = await buildApp(testConfig({ filesDir: targetFilesDir }), { database: restored });
      try {
        await app.ready();
        const admin = await signIn(app, 'admin@example.org', 'congregate-demo');
        const response = await app.inject({
          method: 'GET',
          url: `/api/membership/admin/members/${added.memberId}`,
          headers: { authorization: `Bearer ${admin.accessToken}` },
        });
        expect(response.statusCode).toBe(200);
        expect(JSON.stringify(response.json())).toContain(added.memberId);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
    }
    // A command in a process of its own (tsx, the database opened, every file read): seconds alone, far longer
    // beside the other suites on two cores.
  }, 120_000);

  // The refusals, in this process (the commands print these messages and exit 1).
  const settings = (values: Record<string, string>) =>
    testConfig({
      dataDir: values.DATA_DIR ?? tempDir('unused-data'),
      filesDir: values.FILES_DIR!,
      databaseUrl: values.DATABASE_URL,
    });
  const tools = () => ({ pgDump: source.PG_DUMP, pgRestore: source.PG_RESTORE });

  it('refuses a target that is not empty, and a damaged backup', async () => {
    const emptyFiles = { ...target, FILES_DIR: tempDir('backup-empty-files') };
    await expect(restoreBackup(settings(emptyFiles), archive, tools())).rejects.toThrow(
      engine === 'pglite' ? /already holds a database/ : /is not empty \(\d+ tables\)/,
    );
    await expect(restoreBackup(settings(target), archive, tools())).rejects.toThrow(
      /file storage is not empty/,
    );

    const damaged = path.join(tempDir('backup-damaged'), 'archive');
    fs.cpSync(archive, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, 'files', ...added.file.key.split('/')), 'x');
    await expect(restoreBackup(settings(target), damaged, tools())).rejects.toThrow(
      /backup-drill\.bin does not match its checksum/,
    );
    await expect(createBackup(settings(source), archive, tools())).rejects.toThrow(
      /is not empty: give a new folder/,
    );
  });

  it.runIf(engine === 'postgres')('says so when pg_dump is older than the server', async () => {
    const major = Number(/(\d+)\/bin$/.exec(postgres!.bindir)?.[1]);
    const suite = new pg.Client({ connectionString: inject('postgresUrl') });
    await suite.connect();
    const { rows } = await suite.query<{ server_version_num: string }>('show server_version_num');
    await suite.end();
    const suiteMajor = Math.floor(Number(rows[0]!.server_version_num) / 10000);
    if (!(major < suiteMajor)) return; // tools as new as the suite's server: nothing to refuse
    const folder = path.join(tempDir('too-old'), 'x');
    await expect(
      createBackup(
        settings({ DATABASE_URL: inject('postgresUrl'), FILES_DIR: tempDir('too-old-files') }),
        folder,
        tools(),
      ),
    ).rejects.toThrow(`is version ${major} and cannot dump a PostgreSQL ${suiteMajor} server`);
    expect(fs.existsSync(folder)).toBe(false);
  });
});
