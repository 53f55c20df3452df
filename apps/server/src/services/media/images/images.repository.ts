import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { mediaFiles } from '../../../db/schema/index.ts';

/** Records a stored image; the same image stored again (same hash) keeps its first row. */
export async function insertMediaFile(db: Executor, values: typeof mediaFiles.$inferInsert): Promise<void> {
  await db.insert(mediaFiles).values(values).onConflictDoNothing({ target: mediaFiles.sha256 });
}

/** Whether a stored image of that hash is recorded. */
export async function mediaFileExists(db: Executor, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ sha256: mediaFiles.sha256 })
    .from(mediaFiles)
    .where(eq(mediaFiles.sha256, sha256));
  return row !== undefined;
}
