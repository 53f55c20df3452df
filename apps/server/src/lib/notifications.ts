import type { Executor } from '../db/executor.ts';
import { notifications } from '../db/schema/index.ts';

/** An in-app notice to one user, or to the admins of a locale (at least one of the two). */
export type Notice = typeof notifications.$inferInsert;

/** Records notices inside the change's transaction, so they exist exactly when the change does. */
export async function notify(db: Executor, notices: Notice[]): Promise<void> {
  if (notices.length > 0) await db.insert(notifications).values(notices);
}
