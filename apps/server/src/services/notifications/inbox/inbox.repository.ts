import { and, asc, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { notifications } from '../../../db/schema/index.ts';

/** A notice as the inbox reads it. */
export interface InboxRow {
  id: string;
  seq: number;
  kind: string;
  topic: string;
  message: string;
  link: string | null;
  data: unknown;
  createdAt: Date;
  readAt: Date | null;
}

const columns = {
  id: notifications.id,
  seq: notifications.seq,
  kind: notifications.kind,
  topic: notifications.topic,
  message: notifications.message,
  link: notifications.link,
  data: notifications.data,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** The user's notices their inbox shows (never a locale's rows from before issue 16: those have no user). */
const shownTo = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/** A page of the user's in-app notices, newest first, after the `beforeSeq` of the previous page. */
export function listInbox(
  db: Executor,
  userId: string,
  options: { beforeSeq: number | null; unreadOnly: boolean; limit: number },
): Promise<InboxRow[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(
      and(
        shownTo(userId),
        options.beforeSeq === null ? undefined : lt(notifications.seq, options.beforeSeq),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.seq))
    .limit(options.limit);
}

/** The user's in-app notices written after `afterSeq`, oldest first (a reconnecting stream's replay). */
export function listInboxAfter(
  db: Executor,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<InboxRow[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(and(shownTo(userId), gt(notifications.seq, afterSeq)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
}

/** One of the user's in-app notices by its seq (what the realtime event names); null when not shown to them. */
export async function findInboxBySeq(db: Executor, userId: string, seq: number): Promise<InboxRow | null> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(and(shownTo(userId), eq(notifications.seq, seq)));
  return row ?? null;
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(shownTo(userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's notice read (once: the first reading time stays); false when it is not theirs or missing. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), shownTo(userId)));
  if (!row) return false;
  if (row.readAt === null)
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(shownTo(userId), isNull(notifications.readAt)));
}

/** Deletes the user's notice; false when it is not theirs or missing. */
export async function deleteNotice(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), shownTo(userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
