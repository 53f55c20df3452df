import type { DatabaseHandle } from '../db/client.ts';
import type { ReadCaches } from './read-caches.ts';

/** The channel migration 0015_cache_invalidation's triggers notify on. */
export const CACHE_CHANNEL = 'congregate_cache';

/**
 * Drops what one notice made stale: `user:<id>` that user's sessions and profile, `member:<id>` that member's
 * profile and list row, `all` (or anything unknown, to be safe) everything.
 */
export function applyCacheNotice(caches: ReadCaches, key: string): void {
  if (key.startsWith('user:')) {
    caches.sessions.invalidate(key);
    caches.profiles.invalidate(key);
  } else if (key.startsWith('member:')) {
    caches.profiles.invalidate(key);
    caches.memberRows.invalidate(key.slice('member:'.length));
  } else {
    clearCaches(caches);
  }
}

export function clearCaches(caches: ReadCaches): void {
  caches.sessions.clear();
  caches.profiles.clear();
  caches.places.clear();
  caches.memberRows.clear();
}

/**
 * Keeps this process's read caches in step with every process's committed changes (DESIGN.md section 9):
 * database triggers send a key per change on `congregate_cache` (PostgreSQL `LISTEN`, or PGlite's own), and each
 * process drops the entries depending on it. After the listening connection was lost and came back, notices may
 * have been missed: every cache is emptied. This process's own writes are also guarded locally
 * (db/write-watch.ts), since their notice arrives a moment after the commit.
 */
export function createCacheInvalidation(handle: Pick<DatabaseHandle, 'listen'>, caches: ReadCaches) {
  let stop: (() => Promise<void>) | null = null;
  return {
    async start(): Promise<void> {
      if (stop) return;
      stop = await handle.listen(
        CACHE_CHANNEL,
        (key) => applyCacheNotice(caches, key),
        () => clearCaches(caches),
      );
      // Changes committed before the listening began were never announced to this process.
      clearCaches(caches);
    },
    async stop(): Promise<void> {
      const stopping = stop;
      stop = null;
      await stopping?.().catch(() => {});
    },
  };
}
export type CacheInvalidation = ReturnType<typeof createCacheInvalidation>;
