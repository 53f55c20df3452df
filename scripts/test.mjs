#!/usr/bin/env node
// `npm test`: the whole suite — lint beside types and contracts tests first; then, side by side, the server's unit and
// route tests (PGlite and PostgreSQL) followed by half of the web's tests, and the other half followed by the
// browser journeys. Each parallel lane's output is printed whole when the lane ends (so logs don't interleave),
// with a summary at the end.
// `npm test -- server` (any words) runs only the steps whose name contains one of them.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** Checks that come first, side by side (each on a core of its own), before any test runs. */
// The type checks are three (contracts, server, web: about 12, 42 and 40 s of a core); the contracts' beside the
// lint (about 70 s) makes the two lanes even.
const first = [
  [
    ['lint', 'npx', ['eslint', '.']],
    ['typecheck (contracts)', 'npm', ['run', 'typecheck', '-w', '@congregate/contracts']],
  ],
  [
    [
      'typecheck (server, web)',
      'npm',
      ['run', 'typecheck', '-w', '@congregate/server', '-w', '@congregate/web'],
    ],
    ['contracts tests', 'npm', ['run', 'test', '-w', '@congregate/contracts']],
  ],
];
/** Lanes that run at the same time; the steps of one lane run in order. */
// The web tests are split in two halves (vitest shards) so that both lanes end at about the same time: every suite
// keeps both cores of the 2-core machine busy, and side by side the server tests took 940–1,030 s, the first half
// of the web tests about 245 s and the journeys 600–725 s. (The web tests unsharded in the second lane took 480 s
// there, and the run no less time.)
const lanes = [
  [
    ['server tests (PGlite + PostgreSQL)', 'npm', ['run', 'test', '-w', '@congregate/server']],
    ['web tests (2/2)', 'npm', ['run', 'test', '-w', '@congregate/web', '--', '--shard=2/2']],
  ],
  [
    ['web tests (1/2)', 'npm', ['run', 'test', '-w', '@congregate/web', '--', '--shard=1/2']],
    ['browser journeys', 'node', ['scripts/e2e.mjs']],
  ],
];

const only = process.argv.slice(2);
const wanted = ([name]) => only.length === 0 || only.some((word) => name.includes(word));
const results = [];

/**
 * The lines of a failed step's output that name what failed (vitest's `FAIL  file > test`, Playwright's numbered
 * failures), repeated in the summary: a CI log cut to its tail still says which test broke.
 */
function failureLines(text) {
  const plain = stripVTControlCharacters(text);
  const named = plain
    .split('\n')
    .filter((line) => /^\s*(FAIL\s|\d+\) \[|✘)/.test(line))
    .map((line) => line.trim());
  return [...new Set(named)].slice(0, 20);
}

/** Runs one step; `echo` streams its output as it comes, else it is kept and returned. */
function run([name, command, args], echo) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      env: process.env,
      stdio: echo ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    if (!echo) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      const result = {
        name,
        ok: code === 0,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        failures: code === 0 ? [] : failureLines(text),
      };
      results.push(result);
      resolve({ result, output: text });
    });
  });
}

async function runLane(steps, echo) {
  let log = '';
  for (const step of steps.filter(wanted)) {
    if (echo) console.log(`\n━━ ${step[0]} ━━`);
    const { result, output } = await run(step, echo);
    if (!echo) {
      log += `\n━━ ${step[0]} ━━\n${output}`;
      process.stdout.write(`${log}`);
      log = '';
    }
    if (!result.ok) return false;
  }
  return true;
}

/** Runs lanes side by side (output whole per lane), or the one lane with something wanted streaming. */
async function runLanes(all) {
  const active = all.filter((steps) => steps.some(wanted));
  const outcomes = await Promise.all(active.map((steps) => runLane(steps, active.length === 1)));
  return outcomes.every(Boolean);
}

let ok = await runLanes(first);
if (ok) {
  const active = lanes.filter((steps) => steps.some(wanted));
  if (active.length > 0)
    console.log(
      `\n━━ ${active
        .map((steps) =>
          steps
            .filter(wanted)
            .map(([name]) => name)
            .join(' → '),
        )
        .join('  ∥  ')} ━━`,
    );
  ok = await runLanes(lanes);
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  for (const line of r.failures) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
