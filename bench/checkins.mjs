#!/usr/bin/env node
// Load benchmark of `POST /api/events/checkins` from a paired kiosk (DESIGN.md section 9), on loopback.
//   node bench/checkins.mjs                           embedded PGlite, 10,000 generated members
//   node bench/checkins.mjs --engine postgres          a throwaway PostgreSQL (or DATABASE_URL)
//   BENCH_MEMBERS=2000 node bench/checkins.mjs         fewer members
//   DATABASE_URL=… BENCH_REUSE=1 node bench/checkins.mjs  a database filled earlier (each run adds its own gathering)
// Starts its own server, makes a gathering open now in the first demo locale and a kiosk there (paired with
// its code), reads the QR card of every endorsed member, then sends each card once — distinct members per
// request, 20 connections — and counts: every 201 must be one stored check-in, none twice. A second pass
// sends the same cards again (each answers 200 "already checked in").
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chooseEngine, prepareData } from './lib/data.mjs';
import { freePort, signIn, startServer } from './lib/server.mjs';

const { values } = parseArgs({ options: { engine: { type: 'string' } } });
const members = Number((process.env.BENCH_MEMBERS ?? '10000').replaceAll('_', ''));
const locales = Number(process.env.BENCH_LOCALES ?? 50);

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

function pass(base, title, headers, cards) {
  let i = 0;
  let answered = 0;
  let last = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/events/checkins`,
        connections: 20,
        amount: cards.length,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ card: cards[i++ % cards.length], method: 'qr', clientId: randomUUID() }),
            }),
            onResponse: () => {
              answered += 1;
              last = performance.now();
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        console.log(
          // Answers over the time to the last one: a pass of 10,000 takes a few seconds, and autocannon notices
          // the end (and averages its samples) on whole seconds, which would round it to 10,000 / 4, / 5, / 6 …
          `${title.padEnd(38)} ${String(Math.round(answered / ((last - started) / 1000))).padStart(7)} req/s  ` +
            `p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  ` +
            `statuses ${JSON.stringify(result.statusCodeStats)}  errors ${result.errors}`,
        );
        resolve(result);
      },
    );
  });
}

const data = await prepareData({
  engine: chooseEngine(values.engine),
  members,
  locales,
  reuse: process.env.BENCH_REUSE === '1',
});
let server;
try {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  server = await startServer({ port, env: data.env });
  const { base } = server;
  const admin = { ...(await signIn(base, 'admin@example.org')), 'content-type': 'application/json' };
  const secretary = await signIn(base, 'secretary@example.org');
  const me = await json(await fetch(`${base}/api/membership/members/myProfile`, { headers: secretary }));
  const localeId = me.member.currentLocale;

  const gathering = await json(
    await fetch(`${base}/api/events/gatherings`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        localeId,
        title: 'Benchmark Service',
        startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        endsAt: new Date(Date.now() + 23 * 3600_000).toISOString(),
      }),
    }),
  );
  const kiosk = await json(
    await fetch(`${base}/api/events/kiosks`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ localeId, name: 'Benchmark kiosk' }),
    }),
  );
  const paired = await json(
    await fetch(`${base}/api/events/kiosks/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: kiosk.pairingCode }),
    }),
  );
  const kioskHeaders = { authorization: `Bearer ${paired.session.accessToken}` };

  // Every endorsed member's card (the admin reads them; a kiosk would scan them).
  const started = performance.now();
  const ids = [];
  let cursor;
  do {
    const page = await json(
      await fetch(`${base}/api/membership/admin/members/searchMember`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ limit: 100, ...(cursor ? { cursor } : {}) }),
      }),
    );
    for (const item of page.items) if (item.endorsed) ids.push(item.id);
    cursor = page.nextCursor;
  } while (cursor);
  const cards = [];
  await inParallel(ids, 16, async (id) => {
    const card = await json(await fetch(`${base}/api/membership/members/${id}/qr-card`, { headers: admin }));
    cards.push(card.token);
  });
  console.log(
    `database: ${server.database} (${data.label}); ${cards.length} cards read in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; 20 connections; node ${process.version}; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );

  // The machine's state for this run: `health` is one `select 1` a request (4,453 req/s on an idle machine).
  await new Promise((resolve, reject) =>
    autocannon({ url: `${base}/api/health`, connections: 20, duration: 5 }, (error, result) => {
      if (error) return reject(error);
      console.log(
        `${'GET /api/health (calibration)'.padEnd(38)} ${String(Math.round(result.requests.average)).padStart(7)} req/s`,
      );
      resolve(result);
    }),
  );
  const first = await pass(base, 'POST checkins (kiosk, card, new)', kioskHeaders, cards);
  const listed = await json(
    await fetch(`${base}/api/events/checkins?gatheringId=${gathering.id}&limit=1`, { headers: admin }),
  );
  const created = first.statusCodeStats['201']?.count ?? 0;
  console.log(
    `  stored ${listed.total} check-ins for ${created} answered 201 of ${cards.length} cards: ` +
      (listed.total === created && created === cards.length ? 'none lost, none twice' : 'MISMATCH'),
  );
  await pass(base, 'POST checkins (kiosk, card, already in)', kioskHeaders, cards);
  const after = await json(
    await fetch(`${base}/api/events/checkins?gatheringId=${gathering.id}&limit=1`, { headers: admin }),
  );
  console.log(
    `  after the second pass: ${after.total} check-ins (${after.total === created ? 'unchanged' : 'CHANGED'})`,
  );
} finally {
  await server?.stop();
  await data.cleanup();
}
