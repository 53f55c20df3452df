import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-precompress-'));
  fs.mkdirSync(path.join(folder, 'assets'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('precompressing a build', () => {
  it('writes brotli and gzip copies of scripts, styles and the page that unpack to the same bytes', async () => {
    const script = 'export const greeting = "Magandang umaga";\n'.repeat(200);
    fs.writeFileSync(path.join(folder, 'assets', 'index-abc123.js'), script);
    fs.writeFileSync(path.join(folder, 'assets', 'index-abc123.css'), 'body { margin: 0 }\n'.repeat(100));
    fs.writeFileSync(path.join(folder, 'index.html'), `<!doctype html>${'<p>Congregate</p>'.repeat(100)}`);

    const written = await precompressFolder(folder);

    expect(written.map((file) => file.file).sort()).toEqual(
      [path.join('assets', 'index-abc123.css'), path.join('assets', 'index-abc123.js'), 'index.html'].sort(),
    );
    const js = path.join(folder, 'assets', 'index-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 10);
  });

  it('leaves images and files under a kilobyte alone', async () => {
    fs.writeFileSync(path.join(folder, 'icon.png'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(folder, 'assets', 'tiny.js'), 'export {}');
    expect(await precompressFolder(folder)).toEqual([]);
    expect(fs.readdirSync(path.join(folder, 'assets'))).toEqual(['tiny.js']);
  });
});
