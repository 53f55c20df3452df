import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { JOBS_SCHEMA } from '../src/lib/jobs.ts';

/**
 * Waits until no job of `queue` is waiting, retrying or running: every job queued so far has been handled (an
 * e-mail job is marked done only after the SMTP server took the message, so the mailbox holds it by then).
 */
export async function queueSettled(db: Database, queue: string, timeout = 15_000): Promise<void> {
  const pending = async () =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job
            where name = ${queue} and state in ('created', 'retry', 'active')`,
      )
    )[0]!.n;
  await expect.poll(pending, { timeout, interval: 20 }).toBe(0);
}
