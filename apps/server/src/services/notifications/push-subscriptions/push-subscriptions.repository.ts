import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';
import { pushSubscriptions } from '../../../db/schema/index.ts';

/**
 * Stores a subscription; the same endpoint again (the browser re-subscribed, or another person signed in on
 * that device) is updated and becomes `userId`'s. Answers its id.
 */
export async function upsertSubscription(
  db: Executor,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<string> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: pushSubscriptions.id });
  return saved!.id;
}

/** Deletes the user's own subscription; answers whether there was one. */
export async function deleteOwnSubscription(db: Executor, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function listOwnSubscriptions(db: Executor, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** The subscriptions of these users (the dispatcher queues one push job each). */
export async function subscriptionsOfUsers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

export async function findSubscription(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** The push service said the subscription expired. */
export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db.execute(
    sql`${sql.raw(KEEPS_CACHES)} update push_subscriptions set last_sent_at = now() where id = ${id}`,
  );
}
