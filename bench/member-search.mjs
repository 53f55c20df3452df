#!/usr/bin/env node
// Benchmark of the admin name search, POST /api/membership/admin/members/searchMember { q } (DESIGN.md
// section 9: ≥ 2,000 req/s at 10,000 members, p95 < 50 ms at 1,000,000 members on PostgreSQL).
//   node bench/member-search.mjs                                      PGlite, 10,000 generated members
//   node bench/member-search.mjs --engine postgres --members 1000000  throwaway PostgreSQL, 1,000,000
//   DATABASE_URL=… BENCH_REUSE=1 node bench/member-search.mjs         a database filled earlier
// Signs in as the demo super admin (every member is in scope), then (1) a sequential run of distinct
// partial names typed without accents — p50 / p95 / p99 per request; (2) autocannon, 20 connections for
// BENCH_SECONDS, the same names in rotation — requests/s and latency percentiles.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chooseEngine, prepareData } from './lib/data.mjs';
import { NAME_POOLS, plain } from './lib/names.mjs';
import { mulberry32, pick } from './lib/random.mjs';
import { cpuMeter, freePort, percentile, signIn, startServer } from './lib/server.mjs';

const USAGE = `Usage: node bench/member-search.mjs [options]

  --engine pglite|postgres  database (env BENCH_ENGINE; default postgres when DATABASE_URL is set, else pglite);
                            postgres without DATABASE_URL starts a throwaway server (bench/lib/postgres.mjs)
  --members <n>             members to generate first (env BENCH_MEMBERS, default 10000)
  --locales <n>             locales to generate (env BENCH_LOCALES, default 50)
  --as admin|secretary      demo account to search as (env BENCH_USER, default admin: every member in scope;
                            secretary: the members of her locale only)
  --queries <n>             distinct names in the sequential run (env BENCH_QUERIES, default 300)
  env BENCH_SECONDS         autocannon duration (default 10); BENCH_CONNECTIONS (default 20)
  env BENCH_REUSE=1         search the database at DATABASE_URL / DATA_DIR as it is, generate nothing
  env BENCH_PORT            server port (default: a free one)`;

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    members: { type: 'string', default: process.env.BENCH_MEMBERS ?? '10000' },
    locales: { type: 'string', default: process.env.BENCH_LOCALES ?? '50' },
    as: { type: 'string', default: process.env.BENCH_USER ?? 'admin' },
    queries: { type: 'string', default: process.env.BENCH_QUERIES ?? '300' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!['admin', 'secretary'].includes(values.as)) throw new Error('--as must be admin or secretary');

const engine = chooseEngine(values.engine);
const members = Number(values.members.replaceAll('_', '').replaceAll(',', ''));
const locales = Number(values.locales);
const queryCount = Number(values.queries);
const reuse = process.env.BENCH_REUSE === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const searchPath = '/api/membership/admin/members/searchMember';

/**
 * Distinct search terms as a secretary types them: no accents, lower case, often only the start of a
 * surname or first name, sometimes a whole name or "first last". The same list on every run.
 */
function searchTerms(count) {
  const terms = new Set([
    'pena',
    'joao',
    'mull',
    'nguy',
    'santos',
    'conceicao',
    'helene',
    'munoz',
    'garcia',
    'dela cruz',
    'schroder',
    'gonc',
    'tran',
    'kim',
    'reyes',
    'lefev',
    'quinon',
    'dang',
    'araujo',
    'kohler',
  ]);
  const random = mulberry32(4242);
  const pools = Object.values(NAME_POOLS);
  while (terms.size < count) {
    const pool = pick(random, pools);
    const female = random() < 0.5;
    const first = plain(pick(random, female ? pool.female : pool.male));
    const last = plain(pick(random, pool.last));
    const word = random() < 0.6 ? last : first;
    const r = random();
    let term;
    if (r < 0.45)
      term = word.slice(0, 3 + Math.floor(random() * 4)); // the start of a name
    else if (r < 0.7)
      term = word; // a whole name
    else if (r < 0.85)
      term = `${first.split(' ').at(-1)} ${last.slice(0, 2 + Math.floor(random() * 4))}`; // "first la…"
    else {
      const start = Math.floor(random() * Math.max(1, word.length - 3));
      term = word.slice(start, start + 4); // part of a name
    }
    term = term.trim();
    // Under three characters a trigram index cannot narrow anything down; people type more.
    if (term.length >= 3) terms.add(term);
  }
  return [...terms].slice(0, count);
}

async function search(base, headers, q) {
  let response;
  try {
    response = await fetch(`${base}${searchPath}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ q }),
    });
  } catch (error) {
    throw new Error(`search "${q}" failed: ${error.cause?.message ?? error.message}`, { cause: error });
  }
  if (!response.ok) throw new Error(`search "${q}" answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const ms = (value) => `${value.toFixed(1)} ms`;

const data = await prepareData({ engine, members, locales, reuse });
let server;
try {
  // A free port unless BENCH_PORT names one: other benchmarks may be running on this machine.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  server = await startServer({ port, env: data.env });
  const email = `${values.as}@example.org`;
  const headers = await signIn(server.base, email);
  console.log(
    `\nmember search — ${server.database}, ${data.label}; signed in as ${email}; node ${process.version}; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );

  const terms = searchTerms(queryCount + 20);
  const measured = terms.slice(0, queryCount);
  // Sanity: a name typed without its accent finds the accented one.
  const pena = await search(server.base, headers, 'pena');
  const accented = pena.items.find((m) => /peña/i.test(`${m.firstName} ${m.lastName}`));
  console.log(
    `check: "pena" → total ${pena.total}, first page ${pena.items.length}, e.g. ` +
      `${accented ? `${accented.firstName} ${accented.lastName}` : 'NO accented match'}`,
  );
  if (!accented) throw new Error('"pena" did not find anyone named Peña: is the data there?');

  // Warm-up with names outside the measured list (connections, prepared plans, caches).
  for (const q of terms.slice(queryCount)) await search(server.base, headers, q);

  // (1) Sequential: one request at a time, each a different name.
  const times = [];
  const totals = [];
  const slow = [];
  for (const q of measured) {
    const started = performance.now();
    const page = await search(server.base, headers, q);
    const elapsed = performance.now() - started;
    times.push(elapsed);
    totals.push(page.total);
    slow.push({ q, elapsed, total: page.total });
  }
  times.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  slow.sort((a, b) => b.elapsed - a.elapsed);
  console.log(
    `sequential, ${measured.length} distinct names: p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  ` +
      `p99 ${ms(percentile(times, 0.99))}  max ${ms(times.at(-1))}  ` +
      `(matches per name: median ${percentile(totals, 0.5)}, p95 ${percentile(totals, 0.95)}, max ${totals.at(-1)})`,
  );
  console.log(
    `  slowest: ${slow
      .slice(0, 5)
      .map((s) => `"${s.q}" ${ms(s.elapsed)} (${s.total})`)
      .join(', ')}`,
  );

  // (2) Load: autocannon, the names in rotation across all connections.
  let next = 0;
  const meter = cpuMeter(server.pid);
  meter.start();
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.base}${searchPath}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ q: measured[next++ % measured.length] }),
            }),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
  });
  const failed = result.non2xx + result.errors;
  console.log(
    `autocannon, ${connections} connections, ${seconds} s: ${Math.round(result.requests.average)} req/s  ` +
      `p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p97.5 ${result.latency.p97_5} ms  ` +
      `p99 ${result.latency.p99} ms  requests ${result.requests.total}  non-2xx/errors ${failed}`,
  );
  console.log(`  ${meter.stop(result.requests.total).text}`);
  if (failed > 0)
    console.log('  status codes:', JSON.stringify(result.statusCodeStats), 'errors:', result.errors);
} finally {
  await server?.stop();
  await data.cleanup();
}
