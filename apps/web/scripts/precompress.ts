// Brotli and gzip copies of a build's text files, written next to them at build time (`app.js.br`,
// `app.js.gz`), so the server sends the smaller one a browser accepts without compressing anything per
// request (@fastify/static's `preCompressed`).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images (PNG) and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this size a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function filesIn(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for every compressible file of `folder` of at
 * least `MIN_BYTES`, each only when it is smaller than the file; answers what was written.
 */
export async function precompressFolder(folder: string): Promise<CompressedFile[]> {
  const files = (await filesIn(folder)).filter((file) => COMPRESSIBLE.test(file));
  const written: CompressedFile[] = [];
  for (const file of files) {
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    const result: CompressedFile = {
      file: path.relative(folder, file),
      bytes: content.length,
      br: null,
      gzip: null,
    };
    if (br.length < content.length) {
      await fs.writeFile(`${file}.br`, br);
      result.br = br.length;
    }
    if (gz.length < content.length) {
      await fs.writeFile(`${file}.gz`, gz);
      result.gzip = gz.length;
    }
    written.push(result);
  }
  return written;
}
