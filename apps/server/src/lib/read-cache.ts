import type { WriteEpoch } from '../db/write-watch.ts';

export interface ReadCacheOptions<V> {
  /** How long an entry may be served; 0 turns caching off. An upper bound: changes normally drop entries at once. */
  ttlMs: number;
  maxEntries: number;
  /** The clock entries expire by (ms since the epoch); default `Date.now`. Tests pass one they move. */
  now?: () => number;
  /**
   * What a loaded value depends on, as invalidation keys (`user:<id>`, `member:<id>`): `invalidate(key)` drops
   * every entry whose value answers it, whatever the entry's own key.
   */
  keysOf?: (value: V) => readonly string[];
}

interface Entry<V> {
  key: string;
  value: Promise<V | null>;
  epoch: number;
  expiresAt: number;
  /** Invalidation keys, once the load answered; null while it runs. */
  keys: readonly string[] | null;
}

/** How often the cache answered from memory, for tests and diagnostics. */
export interface ReadCacheStats {
  hits: number;
  misses: number;
}

/**
 * A small read-through cache for hot reads (the session behind a token, a member's profile). An entry is served
 * while nothing dropped it: a change the database announced (`invalidate`, `clear`, from lib/cache-invalidation.ts),
 * a write of this process to a table the caches read (`WriteEpoch`), or `ttlMs` passing. Concurrent misses for one
 * key share a single load; a load that was running when its entry was dropped answers its callers but is not kept.
 * Null answers and failures are not kept. Oldest entries go first when full.
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V | null>): Promise<V | null>;
  delete(key: string): void;
  /** Drops the entries that depend on `key` (see `keysOf`) and every load still running; answers how many. */
  invalidate(key: string): number;
  /** Drops everything. */
  clear(): void;
  readonly size: number;
  readonly stats: Readonly<ReadCacheStats>;
}

export function createReadCache<V>(epoch: WriteEpoch, options: ReadCacheOptions<V>): ReadCache<V> {
  const entries = new Map<string, Entry<V>>();
  /** Invalidation key → the entry keys that depend on it. */
  const dependents = new Map<string, Set<string>>();
  /** Entries whose load is still running: their invalidation keys are not known yet. */
  const loading = new Set<string>();
  const clock = options.now ?? Date.now;
  const stats: ReadCacheStats = { hits: 0, misses: 0 };

  function unindex(entry: Entry<V>) {
    loading.delete(entry.key);
    for (const dependency of entry.keys ?? []) {
      const keys = dependents.get(dependency);
      keys?.delete(entry.key);
      if (keys?.size === 0) dependents.delete(dependency);
    }
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unindex(entry);
  }

  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const now = clock();
      const found = entries.get(key);
      if (found && found.epoch === epoch.value && found.expiresAt > now) {
        stats.hits += 1;
        return found.value;
      }
      stats.misses += 1;

      const entry: Entry<V> = {
        key,
        value: load(),
        epoch: epoch.value,
        expiresAt: now + options.ttlMs,
        keys: null,
      };
      remove(key);
      entries.set(key, entry);
      loading.add(key);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      const current = () => entries.get(key) === entry;
      entry.value.then(
        (value) => {
          if (!current()) return;
          if (value === null) return remove(key);
          loading.delete(key);
          entry.keys = options.keysOf?.(value) ?? [];
          for (const dependency of entry.keys) {
            const keys = dependents.get(dependency);
            if (keys) keys.add(key);
            else dependents.set(dependency, new Set([key]));
          }
        },
        () => {
          if (current()) remove(key);
        },
      );
      return entry.value;
    },
    delete: remove,
    invalidate(key) {
      // A running load may have read the rows before the change committed, and its keys are not known yet.
      const dropped = [...(dependents.get(key) ?? []), ...loading];
      for (const entryKey of dropped) remove(entryKey);
      return dropped.length;
    },
    clear() {
      entries.clear();
      dependents.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}
