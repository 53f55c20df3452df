// Starts the Congregate server for a benchmark and signs in, on loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Every demo account shares this password (apps/server/src/demo/demo.ts). */
export const DEMO_PASSWORD = 'congregate-demo';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `apps/server/src/server.ts` on `port` with `env` added to this process's environment, and waits
 * until /api/health answers. Benchmark settings: development mode (no production secrets needed; request
 * handling is the same), the per-address flood guard off, warnings only in the log.
 */
export async function startServer({ port, env }) {
  const base = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    NODE_ENV: 'development',
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  void exit.then(() => (exited = true));

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    await exit;
  };

  try {
    let database;
    for (let i = 0; i < 480 && !database; i++) {
      if (exited) throw new Error('the server exited before it answered /api/health');
      try {
        const response = await fetch(`${base}/api/health`);
        if (response.ok) database = (await response.json()).database;
      } catch {
        // not up yet
      }
      if (!database) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!database) throw new Error('the server did not answer /api/health within 2 minutes');
    // `kill9`: the process ends at once, as on a crash (bench/checkin-kill9.mjs).
    const kill9 = async () => {
      if (exited) return;
      child.kill('SIGKILL');
      await exit;
    };
    return { base, database, pid: child.pid, stop, kill9 };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs in with a demo account; answers the bearer headers. */
export async function signIn(base, email) {
  const response = await fetch(`${base}/api/login/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const { accessToken } = await response.json();
  return { authorization: `Bearer ${accessToken}` };
}

/** The value at quantile q (0–1) of ascending `sorted` (nearest rank). */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** CPU seconds (user, system) a process has used, from /proc (Linux); 0 once it is gone. */
function processCpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, system: 0 };
  }
}

const cpuSeconds = (pid) => {
  const { user, system } = processCpuSeconds(pid);
  return user + system;
};

/** Every PostgreSQL server process on this machine (the bench's own database, kept or throwaway). */
function postgresPids() {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * Where the CPU went during a load run: `start()` before it, `stop(requests)` after, answering the CPU ms per
 * request of the server process, the PostgreSQL processes and this process (the load generator). The three
 * share the machine's cores, so their sum per request bounds what the machine can serve.
 */
export function cpuMeter(serverPid) {
  let before;
  const read = () => {
    const database = postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const self = process.cpuUsage();
    const server = processCpuSeconds(serverPid);
    return {
      server: server.user + server.system,
      serverSystem: server.system,
      database,
      load: (self.user + self.system) / 1e6,
    };
  };
  return {
    start() {
      before = read();
    },
    stop(requests) {
      const after = read();
      const per = (key) => ((after[key] - before[key]) * 1000) / Math.max(1, requests);
      const result = {
        server: per('server'),
        serverSystem: per('serverSystem'),
        database: per('database'),
        load: per('load'),
      };
      const total = result.server + result.database + result.load;
      return {
        ...result,
        text:
          `CPU per request: server ${result.server.toFixed(3)} ms (${result.serverSystem.toFixed(3)} in the kernel), database ${result.database.toFixed(3)} ms, ` +
          `load generator ${result.load.toFixed(3)} ms (sum ${total.toFixed(3)} ms; ${os.cpus().length} cores ` +
          `allow ~${Math.round((os.cpus().length * 1000) / total).toLocaleString('en-US')} req/s)`,
      };
    },
  };
}
