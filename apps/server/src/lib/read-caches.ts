import type { AppConfig } from '../config.ts';
import type { WriteEpoch } from '../db/write-watch.ts';
import type { MemberListRow } from './member-list.ts';
import { createReadCache } from './read-cache.ts';
import { createRowCache } from './row-cache.ts';

/**
 * What the features' caches hold, declared by each feature that owns one (declaration merging, as Fastify's own
 * types are extended), so that lib/ names no feature:
 * `declare module '…/lib/read-caches.ts' { interface CachedEntries { sessions: SessionRecord } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface CachedEntries {}

/** What this file needs of a session entry: whose it is. */
interface SessionEntry {
  actor: { userId: string };
}
/** What this file needs of a profile entry: its member and the member's account. */
interface ProfileEntry {
  record: { member: { id: string; userId: string | null } };
}
/** The entry type a feature declared for the cache `name` (`Least` until one does). */
type EntryOf<Name extends string, Least> =
  CachedEntries extends Record<Name, infer Entry extends Least> ? Entry : Least;

/**
 * The app's hot-read caches (DESIGN.md section 9): the session behind a token, member profiles. Entries are
 * dropped by what changed (lib/cache-invalidation.ts): `user:<id>` drops that user's sessions and profile,
 * `member:<id>` that member's profile (whether cached by member or by the member's account) and list row; the names of
 * locales and flocks that list pages show are dropped with everything else (`all`, which any change to a name sends).
 */
export function createReadCaches(
  writes: WriteEpoch,
  config: Pick<AppConfig, 'readCacheTtlMs' | 'readCacheClock'>,
) {
  const options = { ttlMs: config.readCacheTtlMs, maxEntries: 50_000, now: config.readCacheClock };
  return {
    /** Keyed by the token's hash. */
    sessions: createReadCache<EntryOf<'sessions', SessionEntry>>(writes, {
      ...options,
      keysOf: (session) => [`user:${session.actor.userId}`],
    }),
    /** Keyed by `member:<id>` and `user:<id>`; each entry answers to both its member and its account. */
    profiles: createReadCache<EntryOf<'profiles', ProfileEntry>>(writes, {
      ...options,
      keysOf: ({ record }) =>
        record.member.userId
          ? [`member:${record.member.id}`, `user:${record.member.userId}`]
          : [`member:${record.member.id}`],
    }),
    /** Locale and flock names by id (the member search's pages); all dropped on `all`, which any rename sends. */
    places: createRowCache<{ id: string; name: string }>(writes, options),
    /**
     * Members' list rows by id (the member search's sampled pages), without their locale's and flock's names. Up to
     * 20,000 (about 600 bytes each, 12 MB when full): a church of that size is held whole, a larger one the members
     * its admins saw last.
     */
    memberRows: createRowCache<MemberListRow>(writes, { ...options, maxEntries: 20_000 }),
  };
}
export type ReadCaches = ReturnType<typeof createReadCaches>;
