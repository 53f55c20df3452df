#!/usr/bin/env node
// Load benchmark of the authenticated member-by-id call (DESIGN.md section 9), on loopback.
//   node bench/member-by-id.mjs                     embedded PGlite, demo data
//   DATABASE_URL=postgres://… node bench/member-by-id.mjs   PostgreSQL (seeds the demo when empty)
// Starts its own server on BENCH_PORT (default 8191) with a throwaway data folder, measures with
// autocannon (20 connections, BENCH_SECONDS each), prints requests/s and latency percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 8191);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-bench-'));

const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    // Development mode needs no production secrets; request handling is the same.
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return (await r.json()).database;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 20, duration: seconds, ...options, url: `${base}${options.path}` }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
          `p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  non-2xx ${non2xx}`,
      );
      if (non2xx > 0) console.log('  status codes:', JSON.stringify(result.statusCodeStats), 'errors:', result.errors);
      resolve(result);
    });
  });
}

try {
  const database = await waitForHealth();
  const login = await fetch(`${base}/api/login/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'secretary@example.org', password: 'congregate-demo' }),
  });
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}` };
  const me = await (await fetch(`${base}/api/membership/members/myProfile`, { headers })).json();
  console.log(`database: ${database}; ${seconds} s per run; 20 connections; node ${process.version}; ${os.cpus().length} cores`);
  await run('GET /api/health', { path: '/api/health' });
  await run('GET profileByMemberId (bearer)', {
    path: `/api/membership/members/profileByMemberId/${me.member.id}`,
    headers,
  });
  await run('GET myProfile (bearer)', { path: '/api/membership/members/myProfile', headers });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
