import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { makeEventsWorld, type EventsWorld } from './events-fixture.ts';
import { makeMember } from './factories.ts';
import { as, createTestApp, testConfig, type SignedIn, type TestApp } from './harness.ts';

// The small-scale, in-CI twin of bench/checkin-two-servers.mjs: two apps (two replicas) on one PostgreSQL
// database, each with its own connection pool, scanning the same cards at once.
describe('check-ins on two servers sharing one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let filesDir: string;
  let w: EventsWorld;

  beforeAll(async () => {
    first = await createTestApp('postgres');
    const [row] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row!.name}`;
    secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-files-'));
    second = await buildApp(testConfig({ filesDir }), { database: secondDatabase });
    await second.ready();
    w = await makeEventsWorld(first);
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
  });

  const scan = (app: FastifyInstance, kiosk: SignedIn, card: string, clientId = randomUUID()) =>
    as(app, kiosk, {
      method: 'POST',
      url: '/api/events/checkins',
      payload: { card, method: 'qr', clientId },
    });

  it('records each card once when both scan the same cards at once: one 201 and one 200 for each', async () => {
    const kiosks = [await w.pairKiosk(w.ids.a, 'secretary'), await w.pairKiosk(w.ids.a, 'secretary')];
    const memberIds = await Promise.all(
      Array.from({ length: 60 }, async () => (await makeMember(first.db, w.ids.a)).id),
    );
    const cards = await Promise.all(memberIds.map((id) => w.cardOf(id)));

    const answers = await Promise.all(
      cards.map((card) => Promise.all([scan(first.app, kiosks[0]!, card), scan(second, kiosks[1]!, card)])),
    );

    answers.forEach((pair) => {
      expect(pair.map((r) => r.statusCode).sort(), pair.map((r) => r.body).join(' | ')).toEqual([200, 201]);
      expect(pair[0]!.json().checkin.id).toBe(pair[1]!.json().checkin.id);
    });
    const ids = memberIds.map((id) => `'${id}'`).join(',');
    expect(await w.count('check_ins', `gathering_id = '${w.ids.openA}' and member_id in (${ids})`)).toBe(60);
  });

  it('answers a retry sent to the other server as the first time (a kiosk whose answer was lost)', async () => {
    const kiosks = [await w.pairKiosk(w.ids.a, 'secretary'), await w.pairKiosk(w.ids.a, 'secretary')];
    const member = await makeMember(first.db, w.ids.a);
    const card = await w.cardOf(member.id);
    const clientId = randomUUID();

    const [one, again] = await Promise.all([
      scan(first.app, kiosks[0]!, card, clientId),
      scan(second, kiosks[1]!, card, clientId),
    ]);

    expect([one.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().checkin).toEqual(one.json().checkin);
    expect(await w.count('check_ins', `member_id = '${member.id}'`)).toBe(1);
  });
});
