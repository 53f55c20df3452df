import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir, serverProgram } from './harness.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, serverProgram('server'), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Info: the test reads when the server got a request and the signal.
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  // Migrating a new data folder takes seconds alone and much longer beside the other suites on two cores.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-process-'));
  // Migrated already (migrating a new folder is migrate-three's and backup-restore's to test): the lock and the
  // shutdown are what this process is for.
  beforeAll(() => migratedDataDir(dataDir));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = start(dataDir, port);
    try {
      await waitForHealth(port, first.child);

      const second = start(dataDir, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another Congregate process/);

      // A request in flight when SIGTERM arrives still gets its answer: its body is half sent at the signal.
      const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-a-real-password' });
      let request!: http.ClientRequest;
      const answer = new Promise<number>((resolve, reject) => {
        request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/login/auth/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
      });
      // The server has the request (its log names it) before the signal, and the signal before the rest of the body.
      const logged = (text: string) =>
        expect.poll(() => first.output().includes(text), { timeout: 15_000, interval: 20 }).toBe(true);
      await logged('/api/login/auth/login');
      first.child.kill('SIGTERM');
      await logged('SIGTERM received');
      request.end(body.slice(10));
      expect(await answer).toBe(401);
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'congregate.lock'))).toBe(false);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  }, 300_000);
});
