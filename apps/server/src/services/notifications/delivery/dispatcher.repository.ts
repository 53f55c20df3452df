import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';
import { notifications } from '../../../db/schema/index.ts';

export interface DueNotice {
  id: string;
  userId: string;
  kind: string;
  topic: string;
  message: string;
  link: string | null;
  email: string;
  disabled: boolean;
  /** The person's choices for the topic; null when they never chose (the topic's defaults apply). */
  prefEmail: boolean | null;
  prefPush: boolean | null;
}

/**
 * Claims up to `limit` notices whose deliveries are not queued yet (two days at most: older ones are
 * stale news), locking them so a dispatcher of another process skips them, with each person's address and
 * their choices for the notice's topic. Inside the transaction that queues the deliveries and marks them.
 */
export async function claimDueNotices(tx: Executor, limit: number): Promise<DueNotice[]> {
  return queryRows<DueNotice>(
    tx,
    sql`select n.id, n.user_id as "userId", n.kind, n.topic, n.message, n.link, u.email,
          u.disabled_at is not null as disabled, p.email as "prefEmail", p.push as "prefPush"
        from notifications n
        join users u on u.id = n.user_id
        left join notification_preferences p on p.user_id = n.user_id and p.topic = n.topic
        where n.delivered_at is null and n.user_id is not null and n.created_at > now() - interval '2 days'
        order by n.created_at
        limit ${limit}
        for update of n skip locked`,
  );
}

/** Their e-mail and push jobs are queued. */
export async function markDelivered(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  // The inbox reads delivered_at nowhere: no cached read changes.
  await tx.execute(
    sql`${sql.raw(KEEPS_CACHES)} update ${notifications} set delivered_at = now() where ${inArray(notifications.id, ids)}`,
  );
}
