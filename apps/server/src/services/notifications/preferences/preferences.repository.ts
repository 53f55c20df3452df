import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { notificationPreferences } from '../../../db/schema/index.ts';

export interface PreferenceRow {
  topic: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/** The topics the user chose channels for (the others keep their defaults). */
export function listPreferences(db: Executor, userId: string): Promise<PreferenceRow[]> {
  return db
    .select({
      topic: notificationPreferences.topic,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** Writes the user's channels for these topics (a row per topic, replaced). */
export async function upsertPreferences(db: Executor, userId: string, rows: PreferenceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ userId, ...r })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`now()`,
      },
    });
}
