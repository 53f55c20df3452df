#!/usr/bin/env node
// Load benchmark of the authenticated member-by-id call (DESIGN.md section 9), on loopback.
//   node bench/member-by-id.mjs                     embedded PGlite, demo data
//   DATABASE_URL=postgres://… node bench/member-by-id.mjs   PostgreSQL (seeds the demo when empty)
//   BENCH_MEMBERS=10000 node bench/member-by-id.mjs [--engine postgres]
//                                                   generated members (bench/generate-members.mjs) in a
//                                                   fresh database; postgres without DATABASE_URL starts
//                                                   a throwaway server
//   BENCH_REUSE=1 DATA_DIR=… | DATABASE_URL=… node bench/member-by-id.mjs   a database filled earlier
// Starts its own server on a free port (or BENCH_PORT), signs in as the demo secretary, measures with
// autocannon (20 connections, BENCH_SECONDS each), prints requests/s and latency percentiles.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chooseEngine, prepareData } from './lib/data.mjs';
import { freePort, signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({ options: { engine: { type: 'string' } } });
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const members = process.env.BENCH_MEMBERS ? Number(process.env.BENCH_MEMBERS.replaceAll('_', '')) : undefined;
const locales = Number(process.env.BENCH_LOCALES ?? 50);

function run(base, title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: 20, duration: seconds, ...options, url: `${base}${options.path}` },
      (error, result) => {
        if (error) return reject(error);
        const non2xx = result.non2xx + result.errors;
        console.log(
          `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
            `p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  non-2xx ${non2xx}`,
        );
        if (non2xx > 0)
          console.log('  status codes:', JSON.stringify(result.statusCodeStats), 'errors:', result.errors);
        resolve(result);
      },
    );
  });
}

const data = await prepareData({
  engine: chooseEngine(values.engine),
  members,
  locales,
  reuse: process.env.BENCH_REUSE === '1',
});
let server;
try {
  // A free port unless BENCH_PORT names one: other benchmarks may be running on this machine.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  server = await startServer({ port, env: data.env });
  const { base } = server;
  const headers = await signIn(base, 'secretary@example.org');
  const me = await (await fetch(`${base}/api/membership/members/myProfile`, { headers })).json();
  console.log(
    `database: ${server.database} (${data.label}); ${seconds} s per run; 20 connections; node ${process.version}; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  await run(base, 'GET /api/health', { path: '/api/health' });
  await run(base, 'GET profileByMemberId (bearer)', {
    path: `/api/membership/members/profileByMemberId/${me.member.id}`,
    headers,
  });
  await run(base, 'GET myProfile (bearer)', { path: '/api/membership/members/myProfile', headers });
} finally {
  await server?.stop();
  await data.cleanup();
}
