import {
  PREFERENCE_KEYS,
  type ModuleConfigValue,
  type StorageKey,
  type StoredValues,
} from './storage-keys.ts';

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app still works, it only refetches.
  }
}

/** Plain JSON in local storage. Nothing here is secret; see DESIGN.md section 7. */
export const storage = {
  get<K extends StorageKey>(key: K): StoredValues[K] | null {
    return read(key) as StoredValues[K] | null;
  },
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    write(key, value);
  },
  remove(key: StorageKey): void {
    window.localStorage.removeItem(key);
  },
  getModuleConfig(module: string): ModuleConfigValue | null {
    return read(module) as ModuleConfigValue | null;
  },
  setModuleConfig(module: string, value: ModuleConfigValue): void {
    write(module, value);
  },
  /** Clears everything the app stored, keeping only device preferences (theme, language). */
  clear(): void {
    const keep = new Map<string, string>();
    for (const key of PREFERENCE_KEYS) {
      const value = window.localStorage.getItem(key);
      if (value !== null) keep.set(key, value);
    }
    window.localStorage.clear();
    for (const [key, value] of keep) window.localStorage.setItem(key, value);
  },
};
