import { sql } from 'drizzle-orm';
import type { EmailOutboxState } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';
import { EMAIL_QUEUE } from '../../../integrations/email/email.ts';
import { JOBS_SCHEMA } from '../../../lib/jobs.ts';
import { keyset } from '../../../lib/keyset.ts';

const jobTable = sql.raw(`${JOBS_SCHEMA}.job`);
const archiveTable = sql.raw(`${JOBS_SCHEMA}.archive`);

/** pg-boss's job states as the outbox words them. */
const stateOf = sql`case when state in ('created', 'retry', 'active') then 'queued'
  when state = 'completed' then 'sent' else 'failed' end`;

/** The e-mail jobs still in pg-boss's job table and those archived (sent a week ago, failed a month ago). */
const emailJobs = sql`(
  select id, data, state::text as state, retry_count, started_on, created_on, completed_on, output from ${jobTable} where name = ${EMAIL_QUEUE}
  union all
  select id, data, state::text as state, retry_count, started_on, created_on, completed_on, output from ${archiveTable} where name = ${EMAIL_QUEUE}
)`;

export interface OutboxRow {
  id: string;
  to: string | null;
  subject: string | null;
  purpose: string | null;
  state: EmailOutboxState;
  attempts: number;
  last_error: string | null;
  created_on: Date | string;
  completed_on: Date | string | null;
  /** `created_on` to the microsecond, for the page cursor. */
  created_key: string;
}

/** The outbox newest first, by (created_on, id); the cursor `[created_key, id]`, created_on in UTC. */
export const outboxKeys = keyset({
  direction: 'desc',
  parts: [
    { column: sql.raw('created_on'), kind: 'utc-timestamp' },
    { column: sql.raw('id'), kind: 'uuid' },
  ],
});

/** One page of the outbox, newest first, after the `(created_key, id)` of the last row shown. */
export async function listOutbox(
  db: Executor,
  query: { state?: EmailOutboxState; after: [string, string] | null; limit: number },
): Promise<OutboxRow[]> {
  const after = outboxKeys.after(query.after);
  return queryRows<OutboxRow>(
    db,
    sql`select id, data->'message'->>'to' as "to", data->'message'->>'subject' as subject,
          data->>'purpose' as purpose, ${stateOf} as state,
          case when started_on is null then 0 else retry_count + 1 end as attempts,
          case when state in ('retry', 'failed', 'cancelled') then output->>'message' end as last_error,
          created_on, completed_on,
          to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created_key
        from ${emailJobs} j
        where true
          ${query.state ? sql`and ${stateOf} = ${query.state}` : sql``}
          ${after ? sql`and ${after}` : sql``}
        order by ${sql.join(outboxKeys.orderBy(), sql`, `)}
        limit ${query.limit}`,
  );
}

/** How many e-mails are queued, failed and sent. */
export async function countOutbox(db: Executor): Promise<Record<EmailOutboxState, number>> {
  const rows = await queryRows<{ state: EmailOutboxState; count: string | number }>(
    db,
    sql`select ${stateOf} as state, count(*) as count from ${emailJobs} j group by 1`,
  );
  const counts = { queued: 0, failed: 0, sent: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

/** Where an e-mail job is: `job` (pg-boss's live table) or `archive`, with its state and data; null if unknown. */
export async function findOutboxJob(
  db: Executor,
  id: string,
): Promise<{ table: 'job' | 'archive'; state: EmailOutboxState; data: unknown } | null> {
  const [row] = await queryRows<{ table: 'job' | 'archive'; state: EmailOutboxState; data: unknown }>(
    db,
    sql`select 'job' as "table", ${stateOf} as state, data from ${jobTable} where name = ${EMAIL_QUEUE} and id = ${id}
        union all
        select 'archive', ${stateOf}, data from ${archiveTable} where name = ${EMAIL_QUEUE} and id = ${id}
        limit 1`,
  );
  return row ?? null;
}

/** Removes an archived failed e-mail (it is queued again as a new job). */
export async function deleteArchivedJob(db: Executor, id: string): Promise<void> {
  await db.execute(
    sql`${sql.raw(KEEPS_CACHES)} delete from ${archiveTable} where name = ${EMAIL_QUEUE} and id = ${id} and state = 'failed'`,
  );
}
