import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (photos, member documents). Keys are slash-separated paths of safe
 * segments, e.g. `profile/{memberId}/{version}-400.webp`; the caller builds them, never the client.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Refuses anything but plain relative segments, so no key can leave the storage folder. */
export function assertStorageKey(key: string): void {
  if (key.length > 300 || !keyPattern.test(key) || key.split('/').some((segment) => segment.includes('..'))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Files in a folder on this machine (the embedded default: `FILES_DIR`, i.e. `DATA_DIR/files`). */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(temporary, data, { mode: 0o640 });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
