// Where a benchmark's server gets its data: the demo church, freshly generated members, or a database
// filled earlier (BENCH_REUSE=1). Answers the environment to start the server with and a cleanup.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.mjs';
import { startPostgres } from './postgres.mjs';

/** `--engine` / BENCH_ENGINE; by default PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export function chooseEngine(value) {
  const engine = value ?? process.env.BENCH_ENGINE ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`--engine must be pglite or postgres, not ${engine}`);
  return engine;
}

function runGenerator(env, members, locales) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['bench/generate-members.mjs', '--members', String(members), '--locales', String(locales)],
      { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the generator exited with ${code}`)),
    );
  });
}

/**
 * - `reuse`: the database named by DATABASE_URL (postgres) or DATA_DIR (pglite) as it is.
 * - `members` set: a fresh database (a temporary DATA_DIR, the empty database at DATABASE_URL, or a
 *   throwaway PostgreSQL) filled by bench/generate-members.mjs.
 * - otherwise: a fresh database the server fills with the demo church (DEMO_DATA).
 */
export async function prepareData({ engine, members, locales = 50, reuse = false, log = console.log }) {
  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  try {
    if (reuse) {
      if (engine === 'postgres') {
        if (!process.env.DATABASE_URL) throw new Error('BENCH_REUSE=1 with PostgreSQL needs DATABASE_URL');
        return {
          env: { DATABASE_URL: process.env.DATABASE_URL },
          label: 'existing PostgreSQL database',
          cleanup,
        };
      }
      if (!process.env.DATA_DIR) throw new Error('BENCH_REUSE=1 with PGlite needs DATA_DIR');
      return {
        env: { DATA_DIR: path.resolve(process.env.DATA_DIR), DATABASE_URL: undefined },
        label: `existing data folder ${process.env.DATA_DIR}`,
        cleanup,
      };
    }

    let env;
    if (engine === 'postgres') {
      let url = process.env.DATABASE_URL;
      if (!url) {
        const started = performance.now();
        const pg = await startPostgres();
        cleanups.push(() => pg.stop());
        log(
          `Started a throwaway PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s: ${pg.url}`,
        );
        url = pg.url;
      }
      env = { DATABASE_URL: url };
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-bench-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    }

    if (members === undefined || members === null) {
      return { env: { ...env, DEMO_DATA: 'true' }, label: 'demo data (300 members)', cleanup };
    }
    const childEnv = { ...process.env, ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    await runGenerator(childEnv, members, locales);
    return {
      env,
      label: `${members.toLocaleString('en-US')} generated members, ${locales} locales`,
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
