import type { WriteEpoch } from '../db/write-watch.ts';

export interface RowCacheOptions {
  /** How long a row may be served after it was read; 0 turns caching off. A change drops it at once. */
  ttlMs: number;
  /** Rows held at most; past it the oldest go first. */
  maxEntries: number;
  /** The clock rows expire by (ms since the epoch); default `Date.now`. */
  now?: () => number;
}

/**
 * Rows by id, held in memory so a list page whose keys the database chose (the member search's sampled page)
 * reads only the rows, and the locale and flock names, it does not hold. Served like the read caches
 * (lib/read-cache.ts): a row goes when a notice names it (`invalidate`: a member's `member:<id>` from migration
 * 0015's triggers), when everything is dropped (`clear`: an `all` notice, which any rename of a locale or flock
 * sends, or the listening connection came back after a gap), when this process wrote to a cached table
 * (`WriteEpoch`), or `ttlMs` after it was read. New rows send no notice: an id not held is read when first shown.
 */
export interface RowCache<R> {
  /**
   * The rows of these ids: those held from memory, the others from one call of `load` (an id it leaves out is
   * gone, and is absent from the answer). What a load read while a notice or a write came is answered, not kept.
   */
  lookup(ids: readonly string[], load: (missing: string[]) => Promise<readonly R[]>): Promise<Map<string, R>>;
  /** Drops the row of `id`, and keeps nothing of the loads running now (they may have read it before the change). */
  invalidate(id: string): void;
  /** Drops every row, and keeps nothing of the loads running now. */
  clear(): void;
  readonly size: number;
}

interface Held<R> {
  row: R;
  expiresAt: number;
}

export function createRowCache<R extends { id: string }>(
  epoch: WriteEpoch,
  options: RowCacheOptions,
): RowCache<R> {
  const clock = options.now ?? Date.now;
  const held = new Map<string, Held<R>>();
  let heldEpoch = epoch.value;
  /** Counts invalidations and clears, so a load that ran across one keeps nothing. */
  let generation = 0;

  function clear() {
    held.clear();
    generation += 1;
  }

  return {
    async lookup(ids, load) {
      if (heldEpoch !== epoch.value) {
        clear();
        heldEpoch = epoch.value;
      }
      const now = clock();
      const found = new Map<string, R>();
      let missing: string[] | undefined;
      for (const id of ids) {
        const entry = held.get(id);
        if (entry && entry.expiresAt > now) found.set(id, entry.row);
        else if (!found.has(id) && !missing?.includes(id)) (missing ??= []).push(id);
      }
      if (!missing) return found;

      const readAt = generation;
      const loaded = await load(missing);
      // A notice or a write while reading: answer what was read, keep nothing of it.
      const keep = options.ttlMs > 0 && readAt === generation && heldEpoch === epoch.value;
      const expiresAt = clock() + options.ttlMs;
      for (const row of loaded) {
        found.set(row.id, row);
        if (!keep || options.maxEntries <= 0) continue;
        held.delete(row.id);
        held.set(row.id, { row, expiresAt });
        if (held.size > options.maxEntries) {
          const oldest = held.keys().next().value;
          if (oldest !== undefined) held.delete(oldest);
        }
      }
      return found;
    },
    invalidate(id) {
      held.delete(id);
      generation += 1;
    },
    clear,
    get size() {
      return held.size;
    },
  };
}
