/** The part of unzipper 0.10 (no bundled types) the member import uses: its streaming `Parse`. */
declare module 'unzipper' {
  import type { Duplex, PassThrough } from 'node:stream';

  /** One file of the archive as its local header describes it; its data streams inflated. */
  export interface Entry extends PassThrough {
    path: string;
    type: 'File' | 'Directory';
    /** The local header's fields; the sizes are what the archive claims, nothing checks them. */
    vars: {
      flags: number;
      compressionMethod: number;
      compressedSize: number;
      uncompressedSize: number;
    };
    /** Reads the entry to its end without keeping it. */
    autodrain(): NodeJS.WritableStream & { promise(): Promise<void> };
  }

  /** Reads a zip front to back from the bytes written into it, emitting `entry` for each local file header. */
  export interface ParseStream extends Duplex {
    on(event: 'entry', listener: (entry: Entry) => void): this;
    on(event: 'close' | 'finish' | 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string | symbol, listener: (...args: unknown[]) => void): this;
  }

  export function Parse(options?: { verbose?: boolean; forceStream?: boolean }): ParseStream;
}
