export { storage } from './storage.ts';
export { SESSION_MARKER, PREFERENCE_KEYS, type StorageKey, type StoredValues } from './storage-keys.ts';
