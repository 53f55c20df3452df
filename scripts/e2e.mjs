#!/usr/bin/env node
// Browser journeys in Debian's Chromium. Without a Chromium they are skipped (and say why),
// unless REQUIRE_E2E=1 (set by .ci/run), which turns a skip into a failure.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `Browser journeys SKIPPED: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${message}\nREQUIRE_E2E=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build', '-w', '@congregate/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(run.status ?? 1);
