import type { AppConfig } from '../config.ts';
import type { WriteEpoch } from '../db/write-watch.ts';
import type { SessionRecord } from '../services/login/sessions/sessions.service.ts';
import type { CachedProfile } from '../services/membership/profile/profile.service.ts';
import { createReadCache } from './read-cache.ts';

/** The app's hot-read caches (DESIGN.md section 9): the session behind a token, member profiles. */
export function createReadCaches(
  writes: WriteEpoch,
  config: Pick<AppConfig, 'readCacheTtlMs' | 'readCacheClock'>,
) {
  const options = { ttlMs: config.readCacheTtlMs, maxEntries: 50_000, now: config.readCacheClock };
  return {
    /** Keyed by the token's hash. */
    sessions: createReadCache<SessionRecord>(writes, options),
    /** Keyed by `member:<id>` and `user:<id>`. */
    profiles: createReadCache<CachedProfile>(writes, options),
  };
}
export type ReadCaches = ReturnType<typeof createReadCaches>;
