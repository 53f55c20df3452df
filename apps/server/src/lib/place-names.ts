import type { WriteEpoch } from '../db/write-watch.ts';

export interface PlaceNamesOptions {
  /** How long names may be served after the first was read; 0 turns caching off. A rename drops them at once. */
  ttlMs: number;
  /** Names held at most (locales and flocks together); past it, names read are answered but not kept. */
  maxEntries: number;
  /** The clock names expire by (ms since the epoch); default `Date.now`. */
  now?: () => number;
}

/** Locale and flock names by id. */
export interface Places {
  locales: ReadonlyMap<string, string>;
  flocks: ReadonlyMap<string, string>;
}

/** What `load` reads: the names of the ids asked for (an id it leaves out has no name: it is gone). */
export interface LoadedPlaces {
  locales: Iterable<readonly [string, string]>;
  flocks: Iterable<readonly [string, string]>;
}

/**
 * The names of locales and flocks that list pages show, held in memory so a page's statement reads its rows alone
 * rather than joining each to its locale and flock (the member search: 25 rows, two index lookups each). Served
 * like the read caches (lib/read-cache.ts): while this process wrote nothing to a cached table (`WriteEpoch`), no
 * notice emptied them (a rename or removal of a locale or flock sends `all`, migration 0015) and `ttlMs` has not
 * passed. A new locale or flock sends nothing: its id is simply not held yet, and is read when first shown.
 */
export interface PlaceNames {
  /** The names of these locales and flocks: from memory, and those not held from one call of `load`. */
  lookup(
    localeIds: readonly string[],
    flockIds: readonly (string | null)[],
    load: (localeIds: string[], flockIds: string[]) => Promise<LoadedPlaces>,
  ): Promise<Places>;
  clear(): void;
  readonly size: number;
}

export function createPlaceNames(epoch: WriteEpoch, options: PlaceNamesOptions): PlaceNames {
  const clock = options.now ?? Date.now;
  let held = { locales: new Map<string, string>(), flocks: new Map<string, string>() };
  let heldEpoch = epoch.value;
  let expiresAt = 0;
  /** Counts the times everything was dropped, so a read that ran across one keeps nothing. */
  let generation = 0;

  function clear() {
    held = { locales: new Map(), flocks: new Map() };
    generation += 1;
  }

  const missingOf = (ids: readonly (string | null)[], names: Map<string, string>) => {
    let missing: string[] | undefined;
    for (const id of ids) {
      if (id !== null && !names.has(id) && !missing?.includes(id)) (missing ??= []).push(id);
    }
    return missing ?? [];
  };

  return {
    async lookup(localeIds, flockIds, load) {
      const now = clock();
      if (heldEpoch !== epoch.value || now >= expiresAt || options.ttlMs <= 0) {
        clear();
        heldEpoch = epoch.value;
        expiresAt = now + options.ttlMs;
      }
      const names = held;
      const missingLocales = missingOf(localeIds, names.locales);
      const missingFlocks = missingOf(flockIds, names.flocks);
      if (missingLocales.length === 0 && missingFlocks.length === 0) return names;

      const readAt = generation;
      const loaded = await load(missingLocales, missingFlocks);
      // A write or a notice while reading: answer what was read, keep nothing of it.
      const keep =
        options.ttlMs > 0 &&
        readAt === generation &&
        heldEpoch === epoch.value &&
        names.locales.size + names.flocks.size + missingLocales.length + missingFlocks.length <=
          options.maxEntries;
      const into = keep ? names : { locales: new Map(names.locales), flocks: new Map(names.flocks) };
      for (const [id, name] of loaded.locales) into.locales.set(id, name);
      for (const [id, name] of loaded.flocks) into.flocks.set(id, name);
      return into;
    },
    clear,
    get size() {
      return held.locales.size + held.flocks.size;
    },
  };
}
