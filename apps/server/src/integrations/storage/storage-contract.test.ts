import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type ObjectStore } from '../../../test/object-store.ts';
import { createLocalFileStorage, type FileStorage } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { createFileStorage } from './storage.ts';

const read = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const keysOf = async (storage: FileStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
};

/** A stream that gives `good` bytes, then fails (a dropped connection, a file over its limit). */
function failingStream(good: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < good) {
        const chunk = Buffer.alloc(Math.min(64 * 1024, good - sent), 0x61);
        sent += chunk.length;
        this.push(chunk);
      } else {
        this.destroy(new Error('connection dropped'));
      }
    },
  });
}

interface Subject {
  storage: FileStorage;
  /** Every key the backend holds, as it names them (a bucket's with the prefix). */
  raw(): Promise<string[]>;
  /** The backend's own name of a key (the prefix in front, on S3). */
  rawKey(key: string): string;
}

let store: ObjectStore;
let folder: string;

beforeAll(async () => {
  store = await startObjectStore();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-contract-'));
});
afterAll(async () => {
  await store?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

const backends: [string, () => Promise<Subject>][] = [
  [
    'local folder',
    async () => {
      const root = await fs.mkdtemp(path.join(folder, 'files-'));
      return {
        storage: createLocalFileStorage(root),
        async raw() {
          const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
          return entries
            .filter((entry) => entry.isFile())
            .map((entry) =>
              path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
            );
        },
        rawKey: (key) => key,
      };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      // Each backend instance under a prefix of its own: the prefix is what keeps them apart.
      const prefix = `run-${Math.random().toString(36).slice(2, 8)}/`;
      return {
        storage: createS3FileStorage(store.settings(prefix)),
        async raw() {
          return (await store.keys()).filter((key) => key.startsWith(prefix));
        },
        rawKey: (key) => prefix + key,
      };
    },
  ],
];

describe.each(backends)('FileStorage contract: %s', (_name, make) => {
  let s: Subject;
  beforeAll(async () => {
    s = await make();
  });

  it('puts, gets, sizes, overwrites and deletes; a missing key is null, deleting it is fine', async () => {
    const { storage } = s;
    expect(await storage.get('photos/a/1.webp')).toBeNull();
    expect(await storage.size('photos/a/1.webp')).toBeNull();
    expect(await storage.readStream('photos/a/1.webp')).toBeNull();
    await storage.delete('photos/a/1.webp');

    await storage.put('photos/a/1.webp', Buffer.from('first'));
    expect((await storage.get('photos/a/1.webp'))?.toString()).toBe('first');
    await storage.put('photos/a/1.webp', Buffer.from('second, longer'));
    expect((await storage.get('photos/a/1.webp'))?.toString()).toBe('second, longer');
    expect(await storage.size('photos/a/1.webp')).toBe(14);
    expect((await read(await storage.readStream('photos/a/1.webp')))?.toString()).toBe('second, longer');
    expect(await s.raw()).toEqual([s.rawKey('photos/a/1.webp')]);

    await storage.delete('photos/a/1.webp');
    expect(await storage.get('photos/a/1.webp')).toBeNull();
    expect(await storage.size('photos/a/1.webp')).toBeNull();
    expect(await s.raw()).toEqual([]);
  });

  it('an empty file is a file', async () => {
    await s.storage.put('empty/zero.bin', Buffer.alloc(0));
    expect(await s.storage.get('empty/zero.bin')).toEqual(Buffer.alloc(0));
    expect(await s.storage.size('empty/zero.bin')).toBe(0);
    await s.storage.delete('empty/zero.bin');
  });

  it('reads inclusive byte ranges', async () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await s.storage.put('videos/v/range.mp4', data);
    // 0-1, not 0-0: s3rver (not S3) reads an end of 0 as no end.
    expect(await read(await s.storage.readStream('videos/v/range.mp4', { start: 0, end: 1 }))).toEqual(
      data.subarray(0, 2),
    );
    expect(await read(await s.storage.readStream('videos/v/range.mp4', { start: 10, end: 19 }))).toEqual(
      data.subarray(10, 20),
    );
    expect(await read(await s.storage.readStream('videos/v/range.mp4', { start: 900, end: 999 }))).toEqual(
      data.subarray(900),
    );
    expect(await s.storage.readStream('videos/v/none.mp4', { start: 0, end: 9 })).toBeNull();
    await s.storage.delete('videos/v/range.mp4');
  });

  it('streams a file in (several parts on S3) and answers its size; a failing stream leaves nothing', async () => {
    // 11 MB: three parts of a multipart upload on S3.
    const size = 11 * 1024 * 1024;
    const written = await s.storage.putStream('videos/big.mp4', Readable.from(chunks(size)));
    expect(written).toBe(size);
    expect(await s.storage.size('videos/big.mp4')).toBe(size);
    const tail = await read(await s.storage.readStream('videos/big.mp4', { start: size - 5, end: size - 1 }));
    expect(tail).toEqual(Buffer.alloc(5, 0x62));
    await s.storage.delete('videos/big.mp4');

    // Fails after 7 MB (one part sent on S3: the multipart upload is aborted) and before any part.
    await expect(s.storage.putStream('videos/broken.mp4', failingStream(7 * 1024 * 1024))).rejects.toThrow();
    await expect(s.storage.putStream('videos/tiny.mp4', failingStream(1000))).rejects.toThrow();
    // A stream destroyed without an error (the upload limit cut it off).
    // It gives a first chunk, and is destroyed when the store asks for more.
    let given = false;
    const cut = new Readable({
      read() {
        if (given) return void process.nextTick(() => this.destroy());
        given = true;
        this.push(Buffer.alloc(1000, 0x61));
      },
    });
    await expect(s.storage.putStream('videos/cut.mp4', cut)).rejects.toThrow();
    expect(await s.storage.size('videos/broken.mp4')).toBeNull();
    expect(await s.storage.size('videos/tiny.mp4')).toBeNull();
    expect(await s.raw()).toEqual([]);
  }, 60_000);

  it('lists a folder with when each file was written, past a page of 1,000 keys', async () => {
    const before = Date.now() - 5_000;
    const keys = Array.from({ length: 1005 }, (_, i) => `many/f${String(i).padStart(4, '0')}.bin`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => s.storage.put(key, Buffer.from('x'))));
    }
    await s.storage.put('manyother/outside.bin', Buffer.from('x'));
    await s.storage.put('many/deeper/inside.bin', Buffer.from('x'));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of s.storage.list('many')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([...keys, 'many/deeper/inside.bin'].sort());
    expect(listed.every((file) => file.modifiedAt.getTime() > before)).toBe(true);
    expect(await keysOf(s.storage, 'many/deeper')).toEqual(['many/deeper/inside.bin']);
    expect(await keysOf(s.storage, 'nothing')).toEqual([]);
  }, 60_000);

  it('refuses keys that could leave the storage or be misread', async () => {
    for (const key of [
      '',
      '/abs',
      '../up',
      'a/../b',
      'a//b',
      'a/',
      '.hidden',
      'a b',
      'a\\b',
      'x'.repeat(301),
    ]) {
      await expect(s.storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(s.storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(s.storage.delete(key)).rejects.toThrow(/invalid storage key/);
      await expect(s.storage.size(key)).rejects.toThrow(/invalid storage key/);
      await expect(s.storage.readStream(key)).rejects.toThrow(/invalid storage key/);
      await expect(s.storage.putStream(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(keysOf(s.storage, key)).rejects.toThrow(/invalid storage key/);
    }
  });
});

function* chunks(size: number) {
  for (let sent = 0; sent < size; sent += 256 * 1024)
    yield Buffer.alloc(Math.min(256 * 1024, size - sent), 0x62);
}

describe('the storage the configuration chooses', () => {
  it('is the bucket with S3 settings, under their prefix; the folder without', async () => {
    const root = await fs.mkdtemp(path.join(folder, 'chosen-'));
    const onS3 = createFileStorage({ s3: store.settings('chosen/'), filesDir: root });
    await onS3.put('photos/p.webp', Buffer.from('s3'));
    expect(await store.keys()).toContain('chosen/photos/p.webp');
    expect(await fs.readdir(root)).toEqual([]);
    const local = createFileStorage({ s3: null, filesDir: root });
    expect(await local.get('photos/p.webp')).toBeNull();
    await local.put('photos/p.webp', Buffer.from('local'));
    expect((await onS3.get('photos/p.webp'))?.toString()).toBe('s3');
    expect((await fs.readFile(path.join(root, 'photos', 'p.webp'))).toString()).toBe('local');
  });
});
