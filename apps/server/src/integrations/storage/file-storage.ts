import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  /** Every file under the folder `prefix` (a key's first segments), with when it was last written. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /**
   * Stores a stream (large files: videos) without holding it in memory; answers the bytes written. A stream
   * that fails (or is destroyed: too large) leaves nothing under `key`.
   */
  putStream(key: string, source: Readable): Promise<number>;
  /** The file's size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The file's bytes from `start` to `end` inclusive (all of it without a range), or null when there is none. */
  readStream(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Whether `key` is a key `assertStorageKey` accepts. */
export const isStorageKey = (key: string) =>
  key.length <= 300 && keyPattern.test(key) && !key.split('/').some((segment) => segment.includes('..'));

/** Refuses anything but plain relative segments, so no key can leave the storage folder. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
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
    async putStream(key, source) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        const sink = createWriteStream(temporary, { mode: 0o640 });
        await pipeline(source, sink);
        await fs.rename(temporary, target);
        return sink.bytesWritten;
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        const stat = await fs.stat(resolve(key));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async readStream(key, range) {
      const target = resolve(key);
      // Opened first, so a missing file is null here rather than an error on the stream later.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream('', { fd: handle, autoClose: true, ...(range ?? {}) });
    },
    async *list(prefix) {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(resolve(prefix), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // A name no key can have (put there by hand) is left alone: nothing here wrote it.
        if (!isStorageKey(key)) continue;
        try {
          yield { key, modifiedAt: (await fs.stat(resolve(key))).mtime };
        } catch (error) {
          // Removed since the folder was read.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    },
  };
}

/**
 * Deletes files whose rows are gone, once the transaction that removed the rows has committed. A file
 * that cannot be deleted now is left for the orphan-file clean-up, never failing the change that committed.
 */
export async function deleteStoredFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
