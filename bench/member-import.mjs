#!/usr/bin/env node
// Times the member import (issue 4: a 50,000-row file in well under a minute), on loopback.
//   node bench/member-import.mjs                                embedded PGlite, demo data
//   DATABASE_URL=postgres://… node bench/member-import.mjs      PostgreSQL (seeds the demo when empty)
//   IMPORT_ROWS=10000 node bench/member-import.mjs              another size (default 50,000; the upload
//                                                               limit of 10 MB holds about 90,000 such rows)
// Starts its own server on BENCH_PORT (default 8193) with a throwaway data folder, signs in as the demo
// secretary (admin of Quezon City), generates a CSV of valid new members of her locale (names with
// accents, e-mails, mobiles, birth dates, her flocks), then times a dry run and the import itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 8193);
const rows = Number(process.env.IMPORT_ROWS ?? 50_000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-bench-'));

// prettier-ignore
const FIRST = {
  female: ['María', 'Maricel', 'Luzviminda', 'Corazón', 'Rosario', 'Sofía', 'Inés', 'Begoña', 'Conceição', 'Hélène',
    'Zoë', 'Anaïs', 'Jürgen', 'Thảo', 'Ngọc Anh', 'Søren', 'Małgorzata', 'Ayşe', 'Joy', 'Mary Grace'],
  male: ['José', 'Niño', 'Andrés', 'João', 'Gonçalo', 'Ángel', 'Raúl', 'François', 'Jérôme', 'Björn',
    'Łukasz', 'Đức', 'Minh Quân', 'Çağrı', 'Jun-Jun', 'Rodel', 'Emmanuel', 'Mark', 'Kenneth', 'Paolo'],
};
// prettier-ignore
const LAST = ['Peña', 'Dela Cruz', 'Muñoz', 'Quiñones', 'Ibañez', 'Concepción', 'Santos', 'Reyes', 'Bautista',
  'Fernández', 'Gonçalves', 'Conceição', 'Müller', 'Lefèvre', 'Nguyễn', 'Trần', 'Øster', 'Wójcik', 'Yılmaz',
  'Dimaculangan', 'Macaraeg', 'Española', 'Cabañero', 'Tan', 'Lim', "O'Brien", 'De los Santos', 'Zúñiga'];
const TYPES = ['member', 'member', 'member', 'worker', 'youth', 'child', 'officer'];

/** Deterministic pseudo-random numbers, so every run imports the same kind of file. */
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]+/g, '')
    .toLowerCase();
const quote = (cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** A CSV of `count` valid new members of the locale; numbers and e-mails carry `run` so reruns do not collide. */
function memberCsv(count, locale, flocks, run) {
  const random = mulberry32(20260101);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const lines = ['customId,firstName,lastName,email,mobile,birthDate,gender,locale,flock,type'];
  for (let i = 1; i <= count; i++) {
    const gender = random() < 0.5 ? 'female' : 'male';
    const first = pick(FIRST[gender]);
    const last = pick(LAST);
    const birth = new Date(
      Date.UTC(1940 + Math.floor(random() * 80), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    );
    lines.push(
      [
        `B${run}-${String(i).padStart(6, '0')}`,
        first,
        last,
        random() < 0.8 ? `${ascii(first)}.${ascii(last)}.${run}.${i}@example.org` : '',
        random() < 0.9 ? `+639${String(100000000 + Math.floor(random() * 899999999))}` : '',
        birth.toISOString().slice(0, 10),
        gender,
        locale,
        flocks.length > 0 && random() < 0.85 ? pick(flocks) : '',
        pick(TYPES),
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

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

async function upload(csv, query, headers) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/membership/admin/members/import?${query}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return { report: body, seconds };
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
  const flockConfig = await (
    await fetch(`${base}/api/membership/config/flock/${me.locale.id}`, { headers })
  ).json();
  const flocks = flockConfig.flocks.map((f) => f.name);

  const run = Date.now().toString(36).toUpperCase();
  const csv = memberCsv(rows, me.locale.name, flocks, run);
  console.log(
    `database: ${database}; ${rows.toLocaleString('en')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB CSV ` +
      `for ${me.locale.name} (${flocks.length} flocks); node ${process.version}; ${os.cpus().length} cores`,
  );
  const line = (title, { report, seconds }) =>
    console.log(
      `${title.padEnd(16)} rows ${report.rows}  valid ${report.valid}  created ${report.created}  updated ${report.updated}  ` +
        `errors ${report.errors.length}  ${seconds.toFixed(2)} s  ${Math.round(report.rows / seconds).toLocaleString('en')} rows/s`,
    );
  line('dry run', await upload(csv, 'dryRun=true', headers));
  const imported = await upload(csv, 'dryRun=false', headers);
  line('import', imported);
  if (imported.report.created !== rows)
    throw new Error(
      `expected ${rows} members created: ${JSON.stringify(imported.report.errors.slice(0, 5))}`,
    );
  // The same file again: every row now updates its member (nothing changes, so nothing is written).
  line('re-import', await upload(csv, 'dryRun=false', headers));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
