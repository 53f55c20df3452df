import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/executor.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

describe('PostgreSQL connections that drop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('survives idle connections being killed (a restart or failover) and serves the next request', async () => {
    // Fill the pool with idle connections, then have the server end them all but the one asking.
    await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/health' })));
    const killed = await queryRows<{ ended: boolean }>(
      t.db,
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(killed.length).toBeGreaterThan(0);
    // The terminations have reached the idle clients once the pool has dropped them (each emits 'error' on the
    // pool): only the client that asked is left.
    await expect.poll(() => t.database.connections!().total, { timeout: 5000, interval: 10 }).toBeLessThanOrEqual(1);
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
  });
});
