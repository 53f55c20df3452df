import type { WriteEpoch } from '../db/write-watch.ts';

export interface ReadCacheOptions {
  /** How long an entry may be served; 0 turns caching off. Bounds staleness from other server processes. */
  ttlMs: number;
  maxEntries: number;
  /** The clock entries expire by (ms since the epoch); default `Date.now`. Tests pass one they move. */
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V | null>;
  epoch: number;
  expiresAt: number;
}

/**
 * A small read-through cache for hot reads (the session behind a token, a member's profile).
 * An entry is served only while no database write has finished since it was loaded (`WriteEpoch`)
 * and for at most `ttlMs`; concurrent misses for one key share a single load. Null answers and
 * failures are not kept. Oldest entries go first when full.
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V | null>): Promise<V | null>;
  delete(key: string): void;
  readonly size: number;
}

export function createReadCache<V>(epoch: WriteEpoch, options: ReadCacheOptions): ReadCache<V> {
  const entries = new Map<string, Entry<V>>();
  const clock = options.now ?? Date.now;

  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const now = clock();
      const found = entries.get(key);
      if (found && found.epoch === epoch.value && found.expiresAt > now) return found.value;

      const entry: Entry<V> = { value: load(), epoch: epoch.value, expiresAt: now + options.ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((value) => {
        if (value === null) forget();
      }, forget);
      return entry.value;
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
