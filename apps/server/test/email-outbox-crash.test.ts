import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { serverProgram } from './harness.ts';

// Issue 16: every e-mail goes through a durable outbox on pg-boss. Real server processes on one real
// PostgreSQL database, a real SMTP server on loopback: a process killed (SIGKILL) between queueing and
// sending loses nothing, and two workers send 400 queued e-mails exactly once between them.

/** Queued at once for the two workers: enough that each takes many batches while the other does. */
const BULK = 400;
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<unknown>;
  output(): string;
}

function startServer(databaseUrl: string, smtpUrl: string, port: number, worker: boolean): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-outbox-'));
  const child = spawn(process.execPath, serverProgram('server'), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FILES_DIR: path.join(dataDir, 'files'),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      JOBS_WORKER: String(worker),
      JOBS_POLL_SECONDS: '0.5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve)).finally(() =>
    fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  return { child, port, exited, output: () => output };
}

async function waitForHealth(server: Server) {
  for (let i = 0; i < 240; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

describe('the e-mail outbox across crashes and processes (PostgreSQL)', () => {
  const name = `congregate_outbox_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('postgresUrl');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let mailbox: Mailbox;
  let db: pg.Client;
  const servers: Server[] = [];

  /** E-mail jobs to `to` in `state`. */
  const jobsTo = async (to: string, state: string) =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'email.send' and state = $2
           and data->'message'->>'to' = $1`,
        [to, state],
      )
    ).rows[0]!.n;

  const run = (port: number, worker: boolean) => {
    const server = startServer(databaseUrl, mailbox.url, port, worker);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    mailbox = await startMailbox();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    for (const server of servers) await stop(server);
    await db?.end();
    await mailbox?.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  it('sends a mail queued by a process killed before sending, once, after another process starts', async () => {
    // A process that only queues: the mail cannot leave before it is killed.
    const queuer = run(await freePort(), false);
    await waitForHealth(queuer);
    await db.query(`insert into users (email, password_hash) values ('crash@example.org', 'not-a-hash')`);
    const asked = await fetch(`http://127.0.0.1:${queuer.port}/api/login/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.org' }),
    });
    expect(asked.status).toBe(202);
    await expect.poll(() => jobsTo('crash@example.org', 'created'), { timeout: 5_000, interval: 50 }).toBe(1);
    queuer.child.kill('SIGKILL');
    await queuer.exited;
    expect(mailbox.to('crash@example.org')).toHaveLength(0);

    const worker = run(await freePort(), true);
    await waitForHealth(worker);
    const [mail] = await mailbox.waitFor('crash@example.org');
    expect(mail!.body).toContain('/password?token=');
    // Still once when its job is marked done: nothing is left to send it again.
    await expect
      .poll(() => jobsTo('crash@example.org', 'completed'), { timeout: 30_000, interval: 50 })
      .toBe(1);
    expect(mailbox.to('crash@example.org')).toHaveLength(1);
  }, 120_000);

  it('sends 400 queued e-mails exactly once with two worker processes running', async () => {
    // The worker of the first case still runs; a second joins it.
    const second = run(await freePort(), true);
    await waitForHealth(second);
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    const jobs = Array.from({ length: BULK }, (_, i) => ({
      name: 'email.send',
      data: {
        message: { to: 'bulk@example.org', subject: `Bulk #${i}#`, text: `number ${i}`, html: `<p>${i}</p>` },
        purpose: 'test-bulk',
      },
    }));
    await boss.insert(jobs);
    await boss.stop({ graceful: false, close: true, wait: true });

    const started = Date.now();
    // Every job is marked done (none is left for a retry to send again); a job is marked done only after the SMTP
    // server took its mail, so the mailbox then holds all there will be.
    await expect
      .poll(() => jobsTo('bulk@example.org', 'completed'), { timeout: 60_000, interval: 100 })
      .toBe(BULK);
    const numbers = mailbox.to('bulk@example.org').map((m) => /Bulk #(\d+)#/.exec(m.body)?.[1]);
    expect(numbers).toHaveLength(BULK);
    expect(new Set(numbers).size).toBe(BULK);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
