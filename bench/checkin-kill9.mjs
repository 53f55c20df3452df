#!/usr/bin/env node
// Fault test (issue 11): kill -9 the server while kiosks send check-ins, restart it, send again what got no
// answer; then count in the database: every check-in answered 2xx is stored, none twice.
//   node bench/checkin-kill9.mjs                          a throwaway PostgreSQL, 3,000 generated members
//   DATABASE_URL=… BENCH_REUSE=1 node bench/checkin-kill9.mjs   a database filled earlier
//   BENCH_MEMBERS=10000 node bench/checkin-kill9.mjs      more members (more cards)
// 20 clients each send the next card (distinct members, a new clientId each) from a paired kiosk and record every
// answer; once KILL_AFTER (default 40 %) of the cards are answered, the server gets SIGKILL. The requests that were
// in flight then got no answer: after a restart on the same port they are sent again with the same clientIds
// (a kiosk's retry), and the cards never sent go too. Exits 1 on a loss or a duplicate.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { prepareData } from './lib/data.mjs';
import { inParallel, prepareScene } from './lib/kiosk.mjs';
import { freePort, startServer } from './lib/server.mjs';

const members = Number((process.env.BENCH_MEMBERS ?? '3000').replaceAll('_', ''));
const killAfter = Number(process.env.KILL_AFTER ?? 0.4);
const connections = 20;

const data = await prepareData({
  engine: 'postgres',
  members,
  locales: Number(process.env.BENCH_LOCALES ?? 50),
  reuse: process.env.BENCH_REUSE === '1',
});
let server;
let failed = false;
const fail = (message) => {
  failed = true;
  console.log(`FAIL: ${message}`);
};
try {
  const port = await freePort();
  server = await startServer({ port, env: data.env });
  const { base } = server;
  const scene = await prepareScene(base, { title: 'Kill -9 Service' });
  const [kiosk] = scene.kioskHeaders;
  console.log(
    `database: ${server.database} (${data.label}); ${scene.cards.length} cards; ${connections} clients; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );

  /** One scan: its card, its clientId, and what it was answered (status, check-in id) or the error. */
  const scans = scene.cards.map((card) => ({ card, clientId: randomUUID(), answers: [], errors: 0 }));
  const send = async (scan) => {
    try {
      const response = await fetch(`${base}/api/events/checkins`, {
        method: 'POST',
        headers: kiosk,
        body: JSON.stringify({ card: scan.card, method: 'qr', clientId: scan.clientId }),
      });
      const body = await response.json();
      scan.answers.push({ status: response.status, id: body.checkin?.id, code: body.error?.code });
      return true;
    } catch {
      scan.errors += 1;
      return false;
    }
  };

  // Phase 1: load, and the kill in the middle of it.
  let answered = 0;
  let killed = false;
  let killedAt;
  let sent = 0;
  const started = performance.now();
  await inParallel(scans, connections, async (scan) => {
    if (killed) return;
    sent += 1;
    if ((await send(scan)) && ++answered >= scene.cards.length * killAfter && !killed) {
      killed = true;
      killedAt = new Date();
      await server.kill9();
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const unanswered = scans.filter((s) => s.errors > 0);
  console.log(
    `before the kill: ${answered} answered in ${seconds.toFixed(1)} s (${Math.round(answered / seconds)} req/s), ` +
      `${unanswered.length} in flight got no answer, ${scans.length - sent} not sent`,
  );

  // Phase 2: restart, send again what got no answer (same clientId) and what was never sent.
  const restartedAt = performance.now();
  server = await startServer({ port, env: data.env });
  console.log(`restarted in ${((performance.now() - restartedAt) / 1000).toFixed(1)} s`);
  const again = scans.filter((s) => s.answers.length === 0);
  await inParallel(again, connections, async (scan) => {
    if (!(await send(scan))) fail(`no answer after the restart for clientId ${scan.clientId}`);
  });
  const retriedInFlight = unanswered.filter((s) => s.answers.length > 0);
  const statuses = {};
  for (const s of scans) for (const a of s.answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  console.log(
    `after the restart: ${again.length} sent (${retriedInFlight.length} of them again with their clientId); ` +
      `answers in all ${JSON.stringify(statuses)}`,
  );

  // Count in the database.
  const client = new pg.Client({ connectionString: data.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    'select id, member_id, client_id, checked_in_at from check_ins where gathering_id = $1',
    [scene.gathering.id],
  );
  await client.end();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byClient = new Map(rows.map((r) => [r.client_id, r]));
  const membersStored = new Set(rows.map((r) => r.member_id));
  let lost = 0;
  let wrong = 0;
  for (const scan of scans) {
    for (const a of scan.answers) {
      if (a.status < 200 || a.status > 299) {
        wrong += 1;
        fail(`clientId ${scan.clientId} answered ${a.status} ${a.code ?? ''}`);
      } else if (!byId.has(a.id)) {
        lost += 1;
        fail(`check-in ${a.id} (clientId ${scan.clientId}) was answered ${a.status} but is not stored`);
      } else if (a.status === 201 && byClient.get(scan.clientId)?.id !== a.id) {
        fail(`clientId ${scan.clientId} answered 201 with ${a.id}, stored as another check-in`);
      }
    }
  }
  const storedBeforeKill = retriedInFlight.filter((s) => byClient.get(s.clientId)?.checked_in_at < killedAt);
  console.log(
    `of the ${retriedInFlight.length} sent again with their clientId, ${storedBeforeKill.length} had been stored ` +
      'before the kill (the retry was answered that check-in), the others were stored by the retry',
  );
  const duplicates = rows.length - membersStored.size;
  if (duplicates !== 0) fail(`${duplicates} members checked in twice`);
  if (rows.length !== scans.length) fail(`${rows.length} check-ins stored for ${scans.length} cards`);
  console.log(
    `stored ${rows.length} check-ins for ${scans.length} cards (${membersStored.size} members): ` +
      `${lost} answered 2xx and lost, ${duplicates} twice, ${wrong} refused` +
      (failed ? ' — FAILED' : ' — none lost, none twice'),
  );
} finally {
  await server?.stop();
  await data.cleanup();
}
process.exit(failed ? 1 : 0);
