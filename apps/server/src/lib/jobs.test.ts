import { afterEach, describe, expect, it } from 'vitest';
import { engines, openTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobs, JOBS_SCHEMA } from './jobs.ts';

const silent = { error: () => undefined, warn: () => undefined };

describe.each(engines)('the job queue on %s', (engine) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('stops only once the statement marking a finished job complete has run (the database closes next)', async () => {
    database = await openTestDatabase(engine);
    const handle = database;
    // pg-boss marks a job complete without waiting for that statement: here the statement is held until pg-boss
    // itself has stopped, so only `stop` waiting for it lets `stop` answer after it.
    let bossStopped!: () => void;
    const held = new Promise<void>((resolve) => (bossStopped = resolve));
    const order: string[] = [];
    const slowCompletion = {
      exclusive: handle.exclusive,
      executeSql: async (text: string, values?: unknown[]) => {
        if (!/completed_on = now\(\)/.test(text)) return handle.executeSql(text, values);
        await held;
        const result = await handle.executeSql(text, values);
        order.push('completion statement');
        return result;
      },
    };
    const jobs = createJobs(slowCompletion, { work: true, pollSeconds: 0.5, schedule: false }, silent);
    jobs.boss.once('stopped', () => bossStopped());
    let handled = 0;
    jobs.define('test-stop', {}, async () => {
      handled += 1;
    });
    await jobs.start();
    const id = await jobs.send('test-stop', { n: 1 });
    await expect.poll(() => handled, { timeout: 15_000 }).toBe(1);
    await jobs.stop();
    order.push('stop');
    expect(order).toEqual(['completion statement', 'stop']);

    const { rows } = await handle.executeSql(
      `select state::text as state from ${JOBS_SCHEMA}.job where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
