import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { notifications } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

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
  /** `createdAt` to the microsecond, for the list's cursor. */
  createdAtKey: string;
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
  createdAtKey: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  readAt: notifications.readAt,
};

/** The user's notices their inbox shows (never a locale's rows from before issue 16: those have no user). */
const shownTo = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/**
 * The inbox's order: newest first by the time each notice is dated, then by seq. Not by seq alone: a notice
 * is dated when its transaction began (a long one's commits after later notices) and may be dated back (the
 * demo's), and the list must read in the order of the times it shows. The cursor is `[createdAt, seq]`.
 */
export const inboxKeys = keyset({
  direction: 'desc',
  parts: [
    { column: notifications.createdAt, kind: 'timestamptz' },
    { column: notifications.seq, kind: 'integer' },
  ],
});

/** A page of the user's in-app notices, newest first, after the previous page's last (`inboxKeys`). */
export function listInbox(
  db: Executor,
  userId: string,
  options: { after: readonly [string, string] | null; unreadOnly: boolean; limit: number },
): Promise<InboxRow[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(
      and(
        shownTo(userId),
        inboxKeys.after(options.after),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(...inboxKeys.orderBy())
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
