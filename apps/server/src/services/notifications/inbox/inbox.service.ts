import {
  topicOfKind,
  type InboxFilter,
  type InboxPage,
  type Notification,
  type NotificationTopic,
  type UnreadCount,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { Realtime } from '../../../lib/realtime.ts';
import {
  countUnread,
  deleteNotice,
  findInboxBySeq,
  inboxKeys,
  listInbox,
  listInboxAfter,
  markAllRead,
  markRead,
  type InboxRow,
} from './inbox.repository.ts';

/** A notice as the inbox and the stream answer it. */
export function noticeAnswer(row: InboxRow): Notification {
  return {
    id: row.id,
    seq: Number(row.seq),
    kind: row.kind,
    topic: (row.topic as NotificationTopic) ?? topicOfKind(row.kind),
    message: row.message,
    link: row.link,
    data: row.data !== null && typeof row.data === 'object' ? (row.data as Record<string, unknown>) : {},
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
  };
}

const missing = () => notFound('The notification');

/**
 * The inbox: only the caller's own notices that their preferences show in the app. Another person's id
 * answers as a missing one (404), so ids reveal nothing. Every change tells the caller's other tabs and
 * devices (an `unread` event at commit).
 */
export function createInboxService(db: Database, deps: { realtime: Pick<Realtime, 'publish'> }) {
  /** Runs a change of the user's inbox and tells their streams; answers their unread count after it. */
  async function change(userId: string, write: (tx: Executor) => Promise<boolean>) {
    const unread = await db.transaction(async (tx) => {
      if (!(await write(tx))) throw missing();
      await deps.realtime.publish(tx, [{ type: 'unread', userId }]);
      return countUnread(tx, userId);
    });
    return { unread };
  }

  return {
    async list(actor: Actor, query: InboxFilter): Promise<InboxPage> {
      const rows = await listInbox(db, actor.userId, {
        after: inboxKeys.read(query.cursor),
        unreadOnly: query.unread === 'true',
        limit: query.limit + 1,
      });
      return {
        items: rows.slice(0, query.limit).map(noticeAnswer),
        unread: await countUnread(db, actor.userId),
        nextCursor: inboxKeys.next(rows, query.limit, (row) => [row.createdAtKey, Number(row.seq)]),
      };
    },

    read: (actor: Actor, id: string): Promise<UnreadCount> =>
      change(actor.userId, (tx) => markRead(tx, actor.userId, id)),

    readAll: (actor: Actor): Promise<UnreadCount> =>
      change(actor.userId, async (tx) => {
        await markAllRead(tx, actor.userId);
        return true;
      }),

    remove: (actor: Actor, id: string): Promise<UnreadCount> =>
      change(actor.userId, (tx) => deleteNotice(tx, actor.userId, id)),

    /** The user's unread in-app notices. */
    unreadOf: (userId: string): Promise<number> => countUnread(db, userId),

    /** One of the user's in-app notices by seq (the stream's live event); null when their inbox hides it. */
    async bySeq(userId: string, seq: number): Promise<Notification | null> {
      const row = await findInboxBySeq(db, userId, seq);
      return row ? noticeAnswer(row) : null;
    },

    /** The user's in-app notices after `seq`, oldest first (a reconnecting stream's replay). */
    async after(userId: string, seq: number, limit: number): Promise<Notification[]> {
      return (await listInboxAfter(db, userId, seq, limit)).map(noticeAnswer);
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
