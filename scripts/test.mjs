#!/usr/bin/env node
// `npm test`: the whole suite — lint, types, unit and route tests (PGlite and PostgreSQL), then browser journeys.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']],
  ['contracts tests', 'npm', ['run', 'test', '-w', '@congregate/contracts']],
  ['server tests (PGlite + PostgreSQL)', 'npm', ['run', 'test', '-w', '@congregate/server']],
  ['web tests', 'npm', ['run', 'test', '-w', '@congregate/web']],
  ['browser journeys', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
