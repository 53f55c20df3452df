#!/usr/bin/env node
// The report pages and the admin dashboard at scale (issue 20; DESIGN.md section 9: < 200 ms p95), on loopback.
//   BENCH_REUSE=1 DATABASE_URL=postgres://… node bench/reports.mjs     a database generate-members.mjs filled
//   node bench/reports.mjs [--members 100000 --locales 100 --weeks 12]    a throwaway PostgreSQL, generated first
// Signs in as the demo super admin (every district and locale) and as the demo secretary (Quezon City), then
// calls every API call the attendance-report pages and the admin dashboard make (apps/web/src/features/
// events/attendance-reports, membership/admin-reports): the attendance summary by district, locale, cluster and flock, a
// locale's trend, by week and by month; the dashboard over the whole scope and one locale; the transfer lists;
// the audit log's first page — with varied arguments (seeded: districts, locales, clusters, flocks, periods).
// First sequentially (BENCH_SAMPLES a call: p50/p95/p99), then each call with autocannon (10 connections,
// BENCH_SECONDS). Exit 1 when a call's sequential p95 is over budget (BENCH_BUDGET_MS, default 200).
// PostgreSQL only: the ids (districts, locales, clusters, flocks) are read from the database before the server
// starts answering.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareData } from './lib/data.mjs';
import { mulberry32, pick } from './lib/random.mjs';
import { freePort, percentile, signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    locales: { type: 'string', default: '100' },
    'no-autocannon': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const budget = Number(process.env.BENCH_BUDGET_MS ?? 200);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const pad2 = (n) => String(n).padStart(2, '0');
const isoDate = (d) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

/** Districts, locales (with their clusters and flocks) and the secretary's locale, read from the database. */
async function readIds(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const districts = (await client.query('select id from districts order by name')).rows.map((r) => r.id);
    const locales = (await client.query('select id from locales order by name')).rows.map((r) => r.id);
    const flocks = (await client.query('select id, locale_id, cluster from flocks order by locale_id, name'))
      .rows;
    const [secretary] = (
      await client.query(
        `select r.scope_id as "localeId" from role_assignments r join users u on u.id = r.user_id
          where u.email = 'secretary@example.org' and r.scope_type = 'locale' limit 1`,
      )
    ).rows;
    return { districts, locales, flocks, secretaryLocale: secretary?.localeId };
  } finally {
    await client.end();
  }
}

/** The calls, each a label, who calls, and a function answering the next path (seeded variety). */
function plan(ids, random) {
  const today = new Date();
  // Month reports: from the first day of a month 3–11 months back; week reports: the default twelve weeks, or
  // a 4–26-week window ending 0–8 weeks ago.
  const monthRange = () => {
    const back = 3 + Math.floor(random() * 9);
    const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return `period=month&from=${isoDate(from)}&to=${isoDate(today)}`;
  };
  const weekRange = () => {
    if (random() < 0.5) return 'period=week';
    const end = new Date(today.getTime() - Math.floor(random() * 8) * 7 * 86_400_000);
    const from = new Date(end.getTime() - (4 + Math.floor(random() * 23)) * 7 * 86_400_000);
    return `period=week&from=${isoDate(from)}&to=${isoDate(end)}`;
  };
  const clustered = ids.flocks.filter((f) => f.cluster);
  const clusterOf = (localeId) => {
    const mine = clustered.filter((f) => f.locale_id === localeId);
    return mine.length ? pick(random, mine).cluster : null;
  };
  const secretaryFlocks = ids.flocks.filter((f) => f.locale_id === ids.secretaryLocale);
  const summary = (q) => `/api/events/attendance/summary?${q}`;
  const q = encodeURIComponent;
  return [
    [
      'summary district (week)',
      'admin',
      () => summary(`scope=district&id=${pick(random, ids.districts)}&${weekRange()}`),
    ],
    [
      'summary district (month)',
      'admin',
      () => summary(`scope=district&id=${pick(random, ids.districts)}&${monthRange()}`),
    ],
    [
      'summary locale (week)',
      'admin',
      () => summary(`scope=locale&id=${pick(random, ids.locales)}&${weekRange()}`),
    ],
    [
      'summary locale (month)',
      'admin',
      () => summary(`scope=locale&id=${pick(random, ids.locales)}&${monthRange()}`),
    ],
    [
      'summary cluster (week)',
      'admin',
      () => {
        const f = pick(random, clustered);
        return summary(`scope=cluster&id=${f.locale_id}&cluster=${q(f.cluster)}&${weekRange()}`);
      },
    ],
    [
      'summary flock (week)',
      'admin',
      () => summary(`scope=flock&id=${pick(random, ids.flocks).id}&${weekRange()}`),
    ],
    [
      'summary flock (month)',
      'admin',
      () => summary(`scope=flock&id=${pick(random, ids.flocks).id}&${monthRange()}`),
    ],
    [
      'locale trend (week)',
      'admin',
      () => `/api/events/attendance/locales/${pick(random, ids.locales)}/trend?${weekRange()}`,
    ],
    [
      'locale trend (month)',
      'admin',
      () => `/api/events/attendance/locales/${pick(random, ids.locales)}/trend?${monthRange()}`,
    ],
    ['dashboard, whole scope', 'admin', () => '/api/membership/admin/dashboard'],
    [
      'dashboard, one locale',
      'admin',
      () => `/api/membership/admin/dashboard?localeId=${pick(random, ids.locales)}`,
    ],
    ['transfers in', 'admin', () => '/api/membership/admin/transfers?direction=in&limit=10'],
    ['audit, first page', 'admin', () => '/api/membership/admin/audit?limit=50'],
    [
      'secretary: summary locale (week)',
      'secretary',
      () => summary(`scope=locale&id=${ids.secretaryLocale}&${weekRange()}`),
    ],
    [
      'secretary: summary locale (month)',
      'secretary',
      () => summary(`scope=locale&id=${ids.secretaryLocale}&${monthRange()}`),
    ],
    [
      'secretary: summary cluster',
      'secretary',
      () => {
        const cluster = clusterOf(ids.secretaryLocale);
        return cluster
          ? summary(`scope=cluster&id=${ids.secretaryLocale}&cluster=${q(cluster)}&${weekRange()}`)
          : summary(`scope=locale&id=${ids.secretaryLocale}&${weekRange()}`);
      },
    ],
    [
      'secretary: summary flock',
      'secretary',
      () => summary(`scope=flock&id=${pick(random, secretaryFlocks).id}&${weekRange()}`),
    ],
    [
      'secretary: locale trend',
      'secretary',
      () => `/api/events/attendance/locales/${ids.secretaryLocale}/trend?${weekRange()}`,
    ],
    ['secretary: dashboard', 'secretary', () => '/api/membership/admin/dashboard'],
    ['secretary: transfers in', 'secretary', () => '/api/membership/admin/transfers?direction=in&limit=10'],
  ].map(([label, who, next]) => ({ label, who, next }));
}

async function sequential(base, headers, call) {
  const times = [];
  for (let i = 0; i < samples + 3; i++) {
    const path = call.next();
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok)
      throw new Error(`${call.label}: ${path} answered ${response.status}: ${body.slice(0, 300)}`);
    if (i >= 3) times.push(ms); // the first three warm the caches and the connection
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1),
  };
}

function cannon(base, headers, call) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${call.next()}`,
        connections: 10,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: call.next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const engine = 'postgres';
const data = await prepareData({
  engine,
  members: values.members ? Number(values.members.replaceAll('_', '')) : undefined,
  locales: Number(values.locales),
  reuse: process.env.BENCH_REUSE === '1',
});
let server;
try {
  const url = data.env.DATABASE_URL;
  if (!url) throw new Error('bench/reports.mjs needs PostgreSQL (DATABASE_URL)');
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  server = await startServer({ port, env: data.env });
  const { base } = server;
  const ids = await readIds(url);
  const who = {
    admin: await signIn(base, 'admin@example.org'),
    secretary: await signIn(base, 'secretary@example.org'),
  };
  let calls = plan(ids, mulberry32(20261125));
  if (values.only) calls = calls.filter((c) => c.label.includes(values.only));
  console.log(
    `database: ${server.database} (${data.label}); ${ids.locales.length} locales, ${ids.districts.length} districts, ` +
      `${ids.flocks.length} flocks; node ${process.version}; ${os.cpus().length} cores, load average ${load()}`,
  );
  console.log(`sequential: ${samples} requests a call (after 3 to warm up); budget p95 < ${budget} ms\n`);
  const header = `${'call'.padEnd(36)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  budget`;
  console.log(header);
  const over = [];
  const results = [];
  for (const call of calls) {
    const r = await sequential(base, who[call.who], call);
    const ok = r.p95 < budget;
    if (!ok) over.push(call.label);
    results.push({ call, r });
    const f = (ms) => `${ms.toFixed(0)} ms`.padStart(7);
    console.log(
      `${call.label.padEnd(36)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${f(r.max)}  ${ok ? 'ok' : 'OVER'}`,
    );
  }
  console.log(`load average after the sequential runs: ${load()}`);

  if (!values['no-autocannon']) {
    console.log(`\nautocannon: 10 connections, ${seconds} s a call`);
    console.log(
      `${'call'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p97.5'.padStart(7)} ${'p99'.padStart(7)}  non-2xx`,
    );
    for (const call of calls) {
      const result = await cannon(base, who[call.who], call);
      const f = (ms) => `${ms} ms`.padStart(7);
      console.log(
        `${call.label.padEnd(36)} ${String(Math.round(result.requests.average)).padStart(7)} ${f(result.latency.p50)} ` +
          `${f(result.latency.p97_5)} ${f(result.latency.p99)}  ${result.non2xx + result.errors}`,
      );
    }
    console.log(`load average after autocannon: ${load()}`);
  }
  if (over.length > 0) {
    console.log(`\nOver budget (sequential p95 ≥ ${budget} ms): ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await data.cleanup();
}
