#!/usr/bin/env node
// Load benchmark of the authenticated member-by-id call (DESIGN.md section 9), on loopback.
//   node bench/member-by-id.mjs                     embedded PGlite, demo data
//   DATABASE_URL=postgres://… node bench/member-by-id.mjs   PostgreSQL (seeds the demo when empty)
//   BENCH_MEMBERS=10000 node bench/member-by-id.mjs [--engine postgres]
//                                                   generated members (bench/generate-members.mjs) in a
//                                                   fresh database; postgres without DATABASE_URL starts
//                                                   a throwaway server
//   BENCH_REUSE=1 DATA_DIR=… | DATABASE_URL=… node bench/member-by-id.mjs   a database filled earlier
// Starts its own server on a free port (or BENCH_PORT), measures with autocannon (20 connections,
// BENCH_SECONDS each), prints requests/s and latency percentiles.
// By default `profileByMemberId` asks for BENCH_IDS (default 10,000) distinct members, signed in as the demo
// super admin (every member in scope): a first pass asks for each once (every request a miss of the profile
// cache), then they are asked for in rotation for BENCH_SECONDS; `--same` asks for the demo secretary's own
// member again and again (the figures before issue 20).
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chooseEngine, prepareData } from './lib/data.mjs';
import { cpuMeter, freePort, signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: { engine: { type: 'string' }, same: { type: 'boolean', default: false } },
});
const idCount = Number(process.env.BENCH_IDS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const members = process.env.BENCH_MEMBERS ? Number(process.env.BENCH_MEMBERS.replaceAll('_', '')) : undefined;
const locales = Number(process.env.BENCH_LOCALES ?? 50);

function run(base, title, options) {
  const meter = cpuMeter(server.pid);
  meter.start();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        connections: 20,
        ...(options.amount ? {} : { duration: seconds }),
        ...options,
        url: `${base}${options.path}`,
      },
      (error, result) => {
        if (error) return reject(error);
        const non2xx = result.non2xx + result.errors;
        console.log(
          `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
            `p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  non-2xx ${non2xx}`,
        );
        console.log(`  ${meter.stop(result.requests.total).text}`);
        if (non2xx > 0)
          console.log('  status codes:', JSON.stringify(result.statusCodeStats), 'errors:', result.errors);
        resolve(result);
      },
    );
  });
}

/** Up to `count` member ids, in creation order, read through the admin member search (100 a page). */
async function memberIds(base, headers, count) {
  const ids = [];
  let cursor;
  while (ids.length < count) {
    const response = await fetch(`${base}/api/membership/admin/members/searchMember`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ sort: 'createdAt', limit: 100, ...(cursor ? { cursor } : {}) }),
    });
    if (!response.ok) throw new Error(`searchMember answered ${response.status}: ${await response.text()}`);
    const page = await response.json();
    ids.push(...page.items.map((m) => m.id));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return ids.slice(0, count);
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
  const headers = await signIn(base, values.same ? 'secretary@example.org' : 'admin@example.org');
  const me = await (await fetch(`${base}/api/membership/members/myProfile`, { headers })).json();
  const ids = values.same ? [me.member.id] : await memberIds(base, headers, idCount);
  console.log(
    `database: ${server.database} (${data.label}); ${seconds} s per run; 20 connections; node ${process.version}; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  await run(base, 'GET /api/health', { path: '/api/health' });
  let next = 0;
  const rotating = {
    path: `/api/membership/members/profileByMemberId/${ids[0]}`,
    headers,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/membership/members/profileByMemberId/${ids[next++ % ids.length]}`,
        }),
      },
    ],
  };
  const count = ids.length.toLocaleString('en-US');
  // First pass: each id once, so every request misses the profile cache (one statement: record and progress).
  if (!values.same)
    await run(base, `profileByMemberId, first pass ×${count}`, { ...rotating, amount: ids.length });
  // Then the ids in rotation for BENCH_SECONDS: a profile is served from the cache until a change drops it
  // (or READ_CACHE_TTL_MS passes, when it is loaded again).
  await run(base, `profileByMemberId ×${count} ids`, rotating);
  await run(base, 'GET myProfile (bearer)', { path: '/api/membership/members/myProfile', headers });
} finally {
  await server?.stop();
  await data.cleanup();
}
