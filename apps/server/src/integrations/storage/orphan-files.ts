import type { FileStorage } from './file-storage.ts';

/**
 * How old a file must be before the clean-up may remove it for having no row: an upload stores its file
 * before the row that points at it commits, so a fresh file without a row is an upload in flight.
 */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;

/** Keys asked about at once. */
const BATCH = 500;

/**
 * Removes the files under `prefix` older than the grace period that no row refers to (a deletion whose
 * file could not be removed, a crash between storing a file and its row, a half-written `.partial`).
 * `referenced` answers which of the given keys a row points at. Answers how many files were removed.
 */
export async function removeOrphanFiles(
  storage: FileStorage,
  prefix: string,
  referenced: (keys: string[]) => Promise<Set<string>>,
  now: number = Date.now(),
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const kept = await referenced(batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list(prefix)) {
    if (now - file.modifiedAt.getTime() < ORPHAN_FILE_GRACE_MS) continue;
    batch.push(file.key);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return removed;
}
