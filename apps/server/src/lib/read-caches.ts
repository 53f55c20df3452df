import type { AppConfig } from '../config.ts';
import type { WriteEpoch } from '../db/write-watch.ts';
import type { SessionRecord } from '../services/login/sessions/sessions.service.ts';
import type { CachedProfile } from '../services/membership/profile/profile.service.ts';
import { createPlaceNames } from './place-names.ts';
import { createReadCache } from './read-cache.ts';

/**
 * The app's hot-read caches (DESIGN.md section 9): the session behind a token, member profiles. Entries are
 * dropped by what changed (lib/cache-invalidation.ts): `user:<id>` drops that user's sessions and profile,
 * `member:<id>` that member's profile (whether cached by member or by the member's account); the names of locales and
 * flocks that list pages show are dropped with everything else (`all`, which any change to a name sends).
 */
export function createReadCaches(
  writes: WriteEpoch,
  config: Pick<AppConfig, 'readCacheTtlMs' | 'readCacheClock'>,
) {
  const options = { ttlMs: config.readCacheTtlMs, maxEntries: 50_000, now: config.readCacheClock };
  return {
    /** Keyed by the token's hash. */
    sessions: createReadCache<SessionRecord>(writes, {
      ...options,
      keysOf: (session) => [`user:${session.actor.userId}`],
    }),
    /** Keyed by `member:<id>` and `user:<id>`; each entry answers to both its member and its account. */
    profiles: createReadCache<CachedProfile>(writes, {
      ...options,
      keysOf: ({ record }) =>
        record.member.userId
          ? [`member:${record.member.id}`, `user:${record.member.userId}`]
          : [`member:${record.member.id}`],
    }),
    /** Locale and flock names (the member search's pages). */
    places: createPlaceNames(writes, options),
  };
}
export type ReadCaches = ReturnType<typeof createReadCaches>;
