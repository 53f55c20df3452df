import { Readable } from 'node:stream';
import { Parse, type Entry } from 'unzipper';

/** How much a zip may unpack to, counted as it inflates (never as its headers claim). */
export interface ZipLimits {
  /** Bytes all entries together may inflate to. */
  maxInflatedBytes: number;
  /** Entries (files) in the archive. */
  maxEntries: number;
}

/** The archive inflates past a limit: stopped there, the rest never inflated. */
export class ZipTooLarge extends Error {
  constructor(
    readonly reason: 'bytes' | 'entries',
    /** Bytes inflated when it stopped: at most one zlib chunk (16 KB) past the limit. */
    readonly inflatedBytes: number,
  ) {
    super(
      reason === 'bytes' ? `inflates past the limit (${inflatedBytes} bytes so far)` : 'too many entries',
    );
    this.name = 'ZipTooLarge';
  }
}

/** Not a zip that can be read to its end (cut short, a damaged entry, an unknown compression). */
export class ZipUnreadable extends Error {
  constructor(cause: string) {
    super(`unreadable zip: ${cause}`);
    this.name = 'ZipUnreadable';
  }
}

/** Stored and deflated: what spreadsheet programs write. */
const KNOWN_METHODS = new Set([0, 8]);

/**
 * Inflates every entry of a zip as a stream, front to back as its local headers come, counting the bytes
 * that really come out (the sizes in the headers and the central directory are never believed), and keeps
 * the inflated bytes of the entries `keep` names (the first of each name). Past `maxInflatedBytes` it stops
 * at once — the archive is dropped, the rest never inflated — and rejects with `ZipTooLarge`; a zip that
 * cannot be read to its end rejects with `ZipUnreadable`. Inflating runs on zlib's threads, so the server
 * answers other requests meanwhile.
 */
export function unzipWithin(
  data: Buffer,
  limits: ZipLimits,
  keep: (path: string) => boolean = () => false,
): Promise<{ inflatedBytes: number; kept: Map<string, Buffer> }> {
  return new Promise((resolve, reject) => {
    const source = Readable.from([data]);
    const zip = Parse();
    const kept = new Map<string, Buffer>();
    let total = 0;
    let entries = 0;
    let inflating = 0;
    let archiveRead = false;
    let settled = false;

    const stop = (error?: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(zip);
      source.destroy();
      zip.destroy();
      if (error) reject(error);
      else resolve({ inflatedBytes: total, kept });
    };

    zip.on('entry', (entry: Entry) => {
      entries += 1;
      if (entries > limits.maxEntries) return stop(new ZipTooLarge('entries', total));
      if (!KNOWN_METHODS.has(entry.vars.compressionMethod)) {
        return stop(new ZipUnreadable(`compression method ${entry.vars.compressionMethod}`));
      }
      const chunks: Buffer[] | null = keep(entry.path) && !kept.has(entry.path) ? [] : null;
      inflating += 1;
      entry.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxInflatedBytes) {
          entry.destroy();
          return stop(new ZipTooLarge('bytes', total));
        }
        chunks?.push(chunk);
      });
      entry.on('end', () => {
        if (chunks) kept.set(entry.path, Buffer.concat(chunks));
        inflating -= 1;
        // The archive's end can be read before zlib hands out an entry's last bytes.
        if (archiveRead && inflating === 0) stop();
      });
      entry.on('error', (error) => stop(new ZipUnreadable(error.message)));
    });
    zip.on('error', (error) => stop(new ZipUnreadable(error.message)));
    zip.on('close', () => {
      archiveRead = true;
      if (inflating === 0) stop();
    });
    source.on('error', (error) => stop(new ZipUnreadable(error.message)));
    source.pipe(zip);
  });
}

/**
 * The local entries of a zip holding `files` uncompressed, in the order given, without the central
 * directory that ends an archive: what a front-to-back reader needs and nothing else.
 */
export function storedEntries(files: readonly (readonly [name: string, data: Buffer])[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, data] of files) {
    const path = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // names in UTF-8
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(path.length, 26);
    parts.push(header, path, data);
  }
  return Buffer.concat(parts);
}
