#!/usr/bin/env node
// Browser journeys in Debian's Chromium. Without a Chromium they are skipped (and say why),
// unless REQUIRE_E2E=1 (set by .ci/run), which turns a skip into a failure.
//
// Any other argument goes to `playwright test`: a name filter, `--repeat-each=2` (every journey twice),
// `--shuffle` or `--shuffle=<seed>` (the journeys' files in a random order, Playwright's own option: the seed is
// printed in the "Running … shuffle seed" line, and passing it again gives the same order; a bare `--shuffle` goes
// last, or it takes the next word for its seed), `--reporter=list`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// Debian's headless build of Chromium (package `chromium-headless-shell`, the same source as `chromium`) when it is
// there: the journeys never show a window, and it does the same work for about a fifth less CPU than the full
// browser in headless mode (docs/testing.md). The full browser otherwise; CHROMIUM_PATH names another.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
if (!fs.existsSync(chromium)) {
  const message = `Browser journeys SKIPPED: no Chromium at ${chromium}. Install it with "apt-get install -y chromium-headless-shell" (or chromium) or set CHROMIUM_PATH.`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${message}\nREQUIRE_E2E=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

// The web app is built only when something it is built from changed since the build this script last made (one
// journey at a time need not rebuild it each time); E2E_BUILD=always builds it anyway.
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const stampFile = path.join(webDist, '.e2e-build.json');
const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

/** The newest modification time under `entry` (a file or a folder), in ms. */
function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

function currentBuild() {
  try {
    return fs.realpathSync(path.join(webDist, 'current'));
  } catch {
    return null;
  }
}

function buildIsCurrent() {
  if (process.env.E2E_BUILD === 'always') return false;
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return false;
  }
  if (stamp.build !== currentBuild() || !fs.existsSync(path.join(stamp.build, 'index.html'))) return false;
  return buildInputs.every((input) => newestChange(path.join(root, input)) < stamp.startedAt);
}

if (buildIsCurrent()) {
  console.log(
    `Web app unchanged since its last build (${currentBuild()}): not rebuilt (E2E_BUILD=always rebuilds).`,
  );
} else {
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@congregate/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, `${JSON.stringify({ build: currentBuild(), startedAt })}\n`);
}

const run = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(run.status ?? 1);
