import { and, eq, inArray } from 'drizzle-orm';
import { topicOfKind, type NoticeWords, type NotificationKind } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import { notificationPreferences, notifications, roleAssignments } from '../db/schema/index.ts';

/**
 * A notice to one user, or to the admins of a locale (at least one of the two). `dedupeKey` makes a
 * notice written twice (a daily job run by two processes) land once per user.
 */
export interface Notice {
  userId?: string | null;
  localeId?: string | null;
  kind: NotificationKind;
  message: string;
  /** The app page it is about, opened when the notice is tapped (e.g. `/pep/…`). */
  link?: string | null;
  data?: Record<string, unknown>;
  /** What the message is made of, kept as `data.words` for the app to word it in the reader's language. */
  words?: NoticeWords;
  dedupeKey?: string | null;
}

/**
 * Records notices inside the change's transaction, so they exist exactly when the change does. A notice
 * to a locale's admins becomes one per locale admin; one person named twice in a call gets it once. Each
 * row is written whatever the person's choices: `in_app` says whether their inbox shows it, and the
 * dispatcher (services/notifications) queues its e-mail and push from it. A database trigger announces
 * each row on the realtime channel at commit.
 */
export async function notify(db: Executor, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const adminLocales = [...new Set(notices.filter((n) => !n.userId && n.localeId).map((n) => n.localeId!))];
  const admins =
    adminLocales.length === 0
      ? []
      : await db
          .select({ userId: roleAssignments.userId, localeId: roleAssignments.scopeId })
          .from(roleAssignments)
          .where(
            and(
              eq(roleAssignments.role, 'locale_admin'),
              eq(roleAssignments.scopeType, 'locale'),
              inArray(roleAssignments.scopeId, adminLocales),
            ),
          );

  const rows: (typeof notifications.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const notice of notices) {
    const recipients = notice.userId
      ? [notice.userId]
      : admins.filter((a) => a.localeId === notice.localeId).map((a) => a.userId);
    for (const userId of recipients) {
      const key = `${userId}\u0000${notice.kind}\u0000${notice.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        userId,
        localeId: notice.localeId ?? null,
        kind: notice.kind,
        topic: topicOfKind(notice.kind),
        message: notice.message,
        link: notice.link ?? null,
        data: notice.words ? { ...notice.data, words: notice.words } : (notice.data ?? {}),
        dedupeKey: notice.dedupeKey ?? null,
      });
    }
  }
  if (rows.length === 0) return;

  const hidden = await db
    .select({ userId: notificationPreferences.userId, topic: notificationPreferences.topic })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...new Set(rows.map((r) => r.userId!))]),
        eq(notificationPreferences.inApp, false),
      ),
    );
  const hiddenKeys = new Set(hidden.map((h) => `${h.userId}\u0000${h.topic}`));
  for (const row of rows) {
    // Account notices (e-mail changed, role granted) always show.
    const topic = row.topic;
    row.inApp = topic === 'account' || !hiddenKeys.has(`${row.userId}\u0000${topic}`);
  }
  await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}
