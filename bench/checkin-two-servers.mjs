#!/usr/bin/env node
// Fault test (issue 11): two server processes on one PostgreSQL, the same cards scanned at both at once.
//   node bench/checkin-two-servers.mjs                          a throwaway PostgreSQL, 3,000 generated members
//   DATABASE_URL=… BENCH_REUSE=1 node bench/checkin-two-servers.mjs   a database filled earlier
//   CARDS=1000 (default)                                        how many cards
// Starts two servers on two ports with the same DATABASE_URL (at once: they share the migration lock), pairs a kiosk
// at each, and sends every card to both servers at the same moment (a new clientId each), 10 cards at a time (20
// requests in flight). Then: every answer must be 201 or 200, each card one 201 and one 200 naming the same
// check-in, and the database exactly one check-in per card. Exits 1 otherwise.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { prepareData } from './lib/data.mjs';
import { inParallel, prepareScene } from './lib/kiosk.mjs';
import { freePort, startServer } from './lib/server.mjs';

const members = Number((process.env.BENCH_MEMBERS ?? '3000').replaceAll('_', ''));
const cardCount = Number(process.env.CARDS ?? 1000);

const data = await prepareData({
  engine: 'postgres',
  members,
  locales: Number(process.env.BENCH_LOCALES ?? 50),
  reuse: process.env.BENCH_REUSE === '1',
});
const servers = [];
let failed = false;
const fail = (message) => {
  failed = true;
  console.log(`FAIL: ${message}`);
};
try {
  const ports = [await freePort(), await freePort()];
  servers.push(...(await Promise.all(ports.map((port) => startServer({ port, env: data.env })))));
  // The scene is made through the first; each server gets a kiosk of its own (two entrances).
  const scene = await prepareScene(servers[0].base, {
    kiosks: 2,
    limit: cardCount,
    title: 'Two servers Service',
  });
  if (scene.cards.length < cardCount)
    throw new Error(`only ${scene.cards.length} endorsed members for ${cardCount} cards`);
  console.log(
    `database: ${servers[0].database} (${data.label}); servers ${servers.map((s) => s.base).join(' and ')}; ` +
      `${scene.cards.length} cards, each sent to both at once; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );

  const results = scene.cards.map(() => []);
  const started = performance.now();
  await inParallel(
    scene.cards.map((card, i) => ({ card, i })),
    10,
    async ({ card, i }) => {
      await Promise.all(
        servers.map(async (server, s) => {
          const clientId = randomUUID();
          const response = await fetch(`${server.base}/api/events/checkins`, {
            method: 'POST',
            headers: scene.kioskHeaders[s],
            body: JSON.stringify({ card, method: 'qr', clientId }),
          });
          const body = await response.json();
          results[i].push({
            server: s,
            status: response.status,
            id: body.checkin?.id,
            code: body.error?.code,
          });
        }),
      );
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const statuses = { 0: {}, 1: {} };
  for (const pair of results)
    for (const r of pair) statuses[r.server][r.status] = (statuses[r.server][r.status] ?? 0) + 1;
  console.log(
    `${results.length * 2} requests in ${seconds.toFixed(1)} s (${Math.round((results.length * 2) / seconds)} req/s); ` +
      `first server ${JSON.stringify(statuses[0])}, second ${JSON.stringify(statuses[1])}`,
  );

  let badPairs = 0;
  results.forEach((pair, i) => {
    const kinds = pair
      .map((r) => r.status)
      .sort()
      .join(',');
    if (kinds !== '200,201' || pair[0].id !== pair[1].id) {
      badPairs += 1;
      if (badPairs <= 5) fail(`card ${i}: ${JSON.stringify(pair)}`);
    }
  });
  if (badPairs > 0) fail(`${badPairs} cards not answered one 201 and one 200 naming the same check-in`);

  const client = new pg.Client({ connectionString: data.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    'select count(*)::int as n, count(distinct member_id)::int as members from check_ins where gathering_id = $1',
    [scene.gathering.id],
  );
  await client.end();
  const [{ n, members: distinctMembers }] = rows;
  if (n !== cardCount) fail(`${n} check-ins stored for ${cardCount} cards`);
  if (n !== distinctMembers) fail(`${n - distinctMembers} members checked in twice`);
  console.log(
    `stored ${n} check-ins for ${cardCount} cards (${distinctMembers} members)` +
      (failed ? ' — FAILED' : ': exactly one each, every answer 201 or 200'),
  );
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await data.cleanup();
}
process.exit(failed ? 1 : 0);
