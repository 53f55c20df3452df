import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/executor.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createReadiness } from '../src/lib/readiness.ts';
import { createTestApp, engines, openTestDatabase, testConfig, type TestApp } from './harness.ts';

/** Readiness (`GET /api/health/ready`, issue 20) apart from liveness (`/api/health`). */
describe.each(engines)('readiness on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    // A low request limit: the probe is never limited.
    t = await createTestApp(engine, { rateLimitPerMinute: 2 });
  });
  afterAll(() => t.close());

  it('is ready once started: the database answers and every migration is applied', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'ready', database: engine });
      expect(body.migrations.applied).toBe(body.migrations.expected);
      expect(body.migrations.expected).toBeGreaterThan(10);
      expect(Object.keys(body).sort()).toEqual(['database', 'migrations', 'status', 'version']);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/ready']),
    );
    // Liveness keeps its answer.
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.json()).toMatchObject({ status: 'ok', database: engine });
  });

  it('answers 503 `not_ready` while a migration of this build is not recorded as applied', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.error).toMatchObject({ code: 'not_ready', details: { reason: 'migrations pending' } });
      expect(body.error.details.migrations.applied).toBe(body.error.details.migrations.expected - 1);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 `not_ready` when the database is gone', async () => {
    let database: DatabaseHandle | null = await openTestDatabase(engine);
    let app: FastifyInstance | null = null;
    try {
      app = await buildApp(testConfig({ jobsWorker: false }), { database });
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      // The job queues stop first (their stop reads the database); then the database goes away under the app.
      await app.services.jobs.stop();
      await database.close();
      database = null;
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'not_ready',
        message: 'Not ready: database unreachable',
        details: { reason: 'database unreachable' },
      });
    } finally {
      // On PGlite the listeners' `unlisten` meets the closed database: that refusal is expected here.
      await app?.close().catch(() => {});
      await database?.close();
    }
  });
});

describe('readiness against a PostgreSQL address where nothing listens', () => {
  it('says the database is unreachable', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody:nothing@127.0.0.1:9/none', max: 1 });
    pool.on('error', () => {});
    try {
      const check = createReadiness({ executeSql: (text, values) => pool.query(text, values) });
      expect(await check()).toMatchObject({ ready: false, reason: 'database unreachable' });
    } finally {
      await pool.end();
    }
  });
});
