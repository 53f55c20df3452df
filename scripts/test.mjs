#!/usr/bin/env node
// `npm test`: the whole suite. The browser journeys start at once, in a lane of their own: they wait on a browser
// and a server far more than they compute (about 0.4 of a core), so they run beside the work that keeps both cores
// busy — first the lint beside the type checks and the contracts' tests, then the server's unit and route tests
// (PGlite and PostgreSQL) beside the web's tests. A failure of the lint or a type check stops everything. Each
// lane's output is printed whole when the lane ends (so logs don't interleave), with a summary at the end.
// `npm test -- server` (any words) runs only the steps whose name contains one of them.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** The lane beside all the others, from the start: latency, not CPU (docs/testing.md has the figures). */
const beside = [['browser journeys', 'node', ['scripts/e2e.mjs']]];
/** Checks that come first, side by side, before any other test runs. */
// The lint (about 60 s of a core) beside the three type checks — TypeScript's native compiler, about 26 s for
// contracts, server and web together — and the contracts' tests.
const first = [
  [['lint', 'npx', ['eslint', '.']]],
  [
    [
      'typecheck (contracts, server, web)',
      'npm',
      ['run', 'typecheck', '-w', '@congregate/contracts', '-w', '@congregate/server', '-w', '@congregate/web'],
    ],
    ['contracts tests', 'npm', ['run', 'test', '-w', '@congregate/contracts']],
  ],
];
/** Lanes that run at the same time once the checks passed; the steps of one lane run in order. */
// The server's tests keep up to two workers busy; the web's run in one (vitest's default on two cores): side by
// side, with the journeys, the two cores stay busy until the server's tests end.
const lanes = [
  [['server tests (PGlite + PostgreSQL)', 'npm', ['run', 'test', '-w', '@congregate/server']]],
  [['web tests', 'npm', ['run', 'test', '-w', '@congregate/web']]],
];

const only = process.argv.slice(2);
const wanted = ([name]) => only.length === 0 || only.some((word) => name.includes(word));
const results = [];
/** Steps running now, stopped when the checks fail. */
const running = new Set();

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
      // A group of its own, so that a stop reaches the step's own children (Playwright's servers, say).
      detached: true,
    });
    running.add(child);
    const output = [];
    if (!echo) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      running.delete(child);
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

/**
 * Runs lanes side by side (output whole per lane), or the one lane with something wanted streaming (unless another
 * lane runs beside them all).
 */
async function runLanes(all, besideRunning = false) {
  const active = all.filter((steps) => steps.some(wanted));
  const stream = active.length === 1 && !besideRunning;
  const outcomes = await Promise.all(active.map((steps) => runLane(steps, stream)));
  return outcomes.every(Boolean);
}

/** Names the lanes about to run, as `a → b  ∥  c`. */
function announce(all) {
  const active = all.filter((steps) => steps.some(wanted));
  if (active.length > 1)
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
}

// Steps run in groups of their own: an interrupted run stops them too.
/** Sends `signal` to every step still running, and to its own children. */
function stopRunning(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ended meanwhile
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopRunning(signal);
    process.exit(130);
  });

const everything = [beside, ...first, ...lanes].filter((steps) => steps.some(wanted));
const besideWanted = beside.some(wanted);
// Alone (`npm test -- journeys`), the journeys lane streams its output like any single lane.
const alone = everything.length === 1;
const besideDone = besideWanted ? runLane(beside, alone) : Promise.resolve(true);
announce([beside, ...first]);
let ok = await runLanes(first, besideWanted);
if (ok) {
  announce([beside, ...lanes]);
  ok = await runLanes(lanes, besideWanted);
} else {
  // A lint or type error: the journeys need not finish to tell the run failed.
  stopRunning('SIGINT');
}
ok = (await besideDone) && ok;

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  for (const line of r.failures) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
