import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The web build's own code for its output folders and compressed copies, run on a temporary folder.
import { buildFolder, publishBuild } from '../../web/scripts/build-folders.ts';
import { precompressFolder } from '../../web/scripts/precompress.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase, testConfig } from './harness.ts';

const BROWSER = 'gzip, deflate, br, zstd';

let dist: string;
let database: DatabaseHandle;
const running: FastifyInstance[] = [];

/** Writes and publishes a build as `npm run build:web` does: a page, its hashed script and style, compressed copies. */
async function makeBuild(id: string, tag: string) {
  const folder = buildFolder(dist, id);
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  const script = `assets/index-${tag}.js`;
  const style = `assets/index-${tag}.css`;
  fs.writeFileSync(path.join(folder, script), `console.log(${JSON.stringify(tag)});\n`.repeat(200));
  fs.writeFileSync(path.join(folder, style), `body { --build: ${tag}; }\n`.repeat(200));
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><html><head><title>Congregate ${tag}</title><script type="module" src="/${script}"></script>` +
      `<link rel="stylesheet" href="/${style}"></head><body>${'<p>Loading</p>'.repeat(100)}</body></html>`,
  );
  fs.writeFileSync(path.join(folder, 'sw.js'), '// service worker\n'.repeat(100));
  fs.writeFileSync(
    path.join(folder, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Congregate', pad: 'x'.repeat(2000) }),
  );
  await precompressFolder(folder);
  publishBuild(dist, id);
}

/** A server started on the current build, as `npm start` does after the build. */
async function startServer() {
  const app = await buildApp(testConfig({ webDist: dist }), { database });
  running.push(app);
  return app;
}

/** The scripts and styles a page refers to. */
const assetsOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);

beforeAll(async () => {
  // Any database will do: the pages are files (a copy of the migrated one, not a new initdb).
  database = await openTestDatabase('postgres');
}, 120_000);
afterAll(() => database.close());
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-web-'));
});
afterEach(async () => {
  for (const app of running.splice(0)) await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app’s static files', () => {
  it('answers a hashed asset with its brotli copy and a year of caching', async () => {
    await makeBuild('2026-01-01T00-00-00-000Z-aaaaaa', 'abc123');
    const app = await startServer();
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('console.log("abc123")');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it('answers gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    await makeBuild('2026-01-01T00-00-00-000Z-aaaaaa', 'abc123');
    const app = await startServer();
    const gzipped = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toContain('--build: abc123');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.css',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('--build: abc123');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html, sw.js and the manifest compressed, revalidated on every load', async () => {
    await makeBuild('2026-01-01T00-00-00-000Z-aaaaaa', 'abc123');
    const app = await startServer();
    for (const url of ['/', '/tabs/tab7', '/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
    const page = await app.inject({
      method: 'GET',
      url: '/tabs/tab7',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<title>Congregate abc123</title>');
  });

  it('keeps serving the page it started with, and every file that page needs, while a new build is published', async () => {
    await makeBuild('2026-01-01T00-00-00-000Z-aaaaaa', 'first1');
    const app = await startServer();
    const before = await app.inject({ method: 'GET', url: '/' });
    expect(before.body).toContain('Congregate first1');

    await makeBuild('2026-01-02T00-00-00-000Z-bbbbbb', 'second');

    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toBe(before.body);
    const assets = assetsOf(page.body);
    expect(assets).toEqual(['/assets/index-first1.js', '/assets/index-first1.css']);
    for (const url of assets) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(response.statusCode, url).toBe(200);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toContain('first1');
    }
  });

  it('after a restart serves the new build, and still the earlier build’s scripts to pages opened before it', async () => {
    await makeBuild('2026-01-01T00-00-00-000Z-aaaaaa', 'first1');
    await makeBuild('2026-01-02T00-00-00-000Z-bbbbbb', 'second');
    const app = await startServer();
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('Congregate second');
    const old = await app.inject({
      method: 'GET',
      url: '/assets/index-first1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-encoding']).toBe('gzip');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gone = await app.inject({ method: 'GET', url: '/assets/index-never.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('not_found');
    const outside = await app.inject({
      method: 'GET',
      url: '/assets/..%2F..%2F2026-01-01T00-00-00-000Z-aaaaaa%2Fbuild.json',
    });
    expect(outside.statusCode).toBeGreaterThanOrEqual(400);
    expect(outside.statusCode).toBeLessThan(500);
  });
});
