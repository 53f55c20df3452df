#!/usr/bin/env node
// Issue 16: two server processes on one PostgreSQL (the demo church), measured from outside:
//   node bench/notifications-two-servers.mjs            a throwaway PostgreSQL
//   ROUNDS=30 (default) EMAILS=1000 (default)
// 1. Realtime: a stream (Server-Sent Events) open on the second server as member@example.org; the secretary sends
//    an announcement to the locale through the first, ROUNDS times: the time from sending until the stream has it
//    (p50/p95/max). Fails when one takes a second or more.
// 2. Sign-out: ROUNDS times the member signs in through the first, is read on the second (its cache warm), signs
//    out through the first, and the second is asked again at once: it must refuse (401) every time.
// 3. E-mail: EMAILS e-mails queued straight into the job queue, both servers sending them to one SMTP server on
//    loopback: each must arrive exactly once. Exit 1 when anything fails.
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { prepareData } from './lib/data.mjs';
import { freePort, percentile, repoRoot, signIn, startServer } from './lib/server.mjs';

const rounds = Number(process.env.ROUNDS ?? 30);
const emailCount = Number(process.env.EMAILS ?? 1000);
const serverRequire = createRequire(path.join(repoRoot, 'apps', 'server', 'package.json'));
const { SMTPServer } = serverRequire('smtp-server');
const PgBoss = serverRequire('pg-boss');

let failed = false;
const fail = (message) => {
  failed = true;
  console.log(`FAIL: ${message}`);
};

/** A loopback SMTP server counting what it receives by subject. */
async function startMailbox() {
  const subjects = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
        subjects.set(subject, (subjects.get(subject) ?? 0) + 1);
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, subjects, close: () => new Promise((r) => server.close(r)) };
}

/** Opens the notification stream; `next(event)` answers the next event of that name. */
function openStream(base, headers) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.get(
      { host: hostname, port, path: '/api/notifications/notifications/stream', headers },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffer = '';
        const waiting = [];
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let at;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!name) continue;
            const arrived = { name, data: data ? JSON.parse(data) : null, at: performance.now() };
            const i = waiting.findIndex((w) => w.name === name);
            if (i >= 0) waiting.splice(i, 1)[0].resolve(arrived);
          }
        });
        resolve({
          next: (name, timeoutMs = 5000) =>
            new Promise((done, failNext) => {
              const timer = setTimeout(
                () => failNext(new Error(`no ${name} event in ${timeoutMs} ms`)),
                timeoutMs,
              );
              waiting.push({ name, resolve: (e) => (clearTimeout(timer), done(e)) });
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

const data = await prepareData({ engine: 'postgres', reuse: process.env.BENCH_REUSE === '1' });
const mailbox = await startMailbox();
const servers = [];
try {
  const ports = [await freePort(), await freePort()];
  const env = { ...data.env, DEMO_DATA: 'true', SMTP_URL: mailbox.url, JOBS_POLL_SECONDS: '0.5' };
  // The first fills the demo church; the second starts on the filled database.
  servers.push(await startServer({ port: ports[0], env }));
  servers.push(await startServer({ port: ports[1], env }));
  const [first, second] = servers;
  console.log(
    `servers ${first.base} and ${second.base} on ${first.database}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  // 1. Realtime across processes.
  const secretary = {
    ...(await signIn(first.base, 'secretary@example.org')),
    'content-type': 'application/json',
  };
  const me = await (
    await fetch(`${first.base}/api/membership/members/myProfile`, { headers: secretary })
  ).json();
  const localeId = me.member.currentLocale;
  const member = await signIn(second.base, 'member@example.org');
  const stream = await openStream(second.base, member);
  await stream.next('unread');
  const latencies = [];
  for (let i = 0; i < rounds; i++) {
    const arriving = stream.next('notification', 5000);
    const started = performance.now();
    const response = await fetch(`${first.base}/api/notifications/announcements`, {
      method: 'POST',
      headers: secretary,
      body: JSON.stringify({ localeId, audience: 'locale', title: `Bench notice ${i}`, body: 'Measured.' }),
    });
    if (response.status !== 201)
      throw new Error(`announcement ${i}: ${response.status} ${await response.text()}`);
    const event = await arriving;
    if (event.data?.item?.message !== `Bench notice ${i}`)
      fail(`round ${i}: got ${JSON.stringify(event.data)}`);
    latencies.push(event.at - started);
  }
  stream.close();
  latencies.sort((a, b) => a - b);
  console.log(
    `realtime, sent through the first and heard on the second: ${rounds} rounds, p50 ${percentile(latencies, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 0.95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms (request included)`,
  );
  if (latencies.at(-1) >= 1000) fail('a notice took a second or more to reach the other server');

  // 2. Sign-out through one, refused by the other at once.
  let stale = 0;
  for (let i = 0; i < rounds; i++) {
    const session = await signIn(first.base, 'member@example.org');
    const warm = await fetch(`${second.base}/api/membership/members/myProfile`, { headers: session });
    if (warm.status !== 200)
      throw new Error(`round ${i}: the second server answered ${warm.status} before sign-out`);
    const out = await fetch(`${first.base}/api/login/auth/logout`, { method: 'POST', headers: session });
    if (out.status >= 300) throw new Error(`round ${i}: sign-out answered ${out.status}`);
    const after = await fetch(`${second.base}/api/membership/members/myProfile`, { headers: session });
    if (after.status !== 401) stale += 1;
  }
  console.log(
    `sign-out through the first, asked again on the second at once: ${rounds - stale} of ${rounds} refused`,
  );
  if (stale > 0) fail(`${stale} signed-out sessions were still accepted by the other server`);

  // 3. E-mails queued once, sent once, with both servers working the queue.
  const boss = new PgBoss({
    connectionString: data.env.DATABASE_URL ?? process.env.DATABASE_URL,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  const queued = performance.now();
  for (let i = 0; i < emailCount; i += 100) {
    await boss.insert(
      Array.from({ length: Math.min(100, emailCount - i) }, (_, k) => ({
        name: 'email.send',
        data: {
          message: {
            to: 'bench@example.org',
            subject: `Bench mail ${i + k}`,
            text: 'Bench.',
            html: '<p>Bench.</p>',
          },
          purpose: 'bench',
        },
      })),
    );
  }
  await boss.stop({ graceful: false, close: true });
  const benchMails = () => [...mailbox.subjects.keys()].filter((s) => s.startsWith('Bench mail ')).length;
  const deadline = Date.now() + 180_000;
  while (benchMails() < emailCount && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 3000)); // anything sent twice would arrive by now
  const seconds = (performance.now() - queued) / 1000;
  const twice = [...mailbox.subjects.entries()].filter(
    ([s, n]) => s.startsWith('Bench mail ') && n > 1,
  ).length;
  console.log(
    `e-mail: ${benchMails()} of ${emailCount} arrived in ${seconds.toFixed(1)} s, ${twice} more than once`,
  );
  if (benchMails() !== emailCount) fail(`${emailCount - benchMails()} e-mails did not arrive`);
  if (twice > 0) fail(`${twice} e-mails arrived more than once`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await mailbox.close();
  await data.cleanup();
}
console.log(failed ? 'FAILED' : 'passed');
process.exit(failed ? 1 : 0);
