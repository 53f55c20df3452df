import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFolder,
  currentBuildFolder,
  newBuildId,
  publishBuild,
  publishedBuilds,
  removeOldBuilds,
} from './build-folders.ts';

let dist: string;

/** Writes a build as Vite would: an index.html referencing its hashed script. */
function writeBuild(id: string, script: string) {
  const folder = buildFolder(dist, id);
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'assets', script), `console.log(${JSON.stringify(id)})`);
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    `<script type="module" src="/assets/${script}"></script>`,
  );
  return folder;
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-builds-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('web builds in their own folders', () => {
  it('leaves the folder a running server serves untouched while a new build is written and published', () => {
    const first = writeBuild('2026-01-01T00-00-00-000Z-aaaaaa', 'index-first.js');
    publishBuild(dist, '2026-01-01T00-00-00-000Z-aaaaaa');
    // A server starting now reads the link once and keeps that folder.
    const served = currentBuildFolder(dist);
    expect(served).toBe(fs.realpathSync(first));

    writeBuild('2026-01-02T00-00-00-000Z-bbbbbb', 'index-second.js');
    publishBuild(dist, '2026-01-02T00-00-00-000Z-bbbbbb');

    expect(fs.readFileSync(path.join(served!, 'index.html'), 'utf8')).toContain('/assets/index-first.js');
    expect(fs.existsSync(path.join(served!, 'assets', 'index-first.js'))).toBe(true);
    expect(currentBuildFolder(dist)).toBe(
      fs.realpathSync(buildFolder(dist, '2026-01-02T00-00-00-000Z-bbbbbb')),
    );
  });

  it('switches the current link by renaming a new link over it, never removing it first', () => {
    writeBuild('a', 'a.js');
    publishBuild(dist, 'a');
    const link = path.join(dist, 'current');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(path.join('builds', 'a'));
    writeBuild('b', 'b.js');
    publishBuild(dist, 'b');
    expect(fs.readlinkSync(link)).toBe(path.join('builds', 'b'));
    // No temporary link is left behind.
    expect(fs.readdirSync(dist).sort()).toEqual(['builds', 'current']);
  });

  it('keeps the last two published builds and removes older ones', () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      writeBuild(id, `${id}.js`);
      publishBuild(dist, id);
    }
    expect(publishedBuilds(dist)).toEqual(['c', 'd']);
    expect(fs.readdirSync(path.join(dist, 'builds')).sort()).toEqual(['c', 'd']);
  });

  it('refuses to publish a build without its index.html', () => {
    fs.mkdirSync(buildFolder(dist, 'broken'), { recursive: true });
    expect(() => publishBuild(dist, 'broken')).toThrow(/no index\.html/);
    expect(currentBuildFolder(dist)).toBeNull();
  });

  it('leaves a build still being written alone, and removes a failed one once it is an hour old', () => {
    writeBuild('a', 'a.js');
    publishBuild(dist, 'a');
    const writing = buildFolder(dist, 'b-writing');
    fs.mkdirSync(writing, { recursive: true });
    removeOldBuilds(dist);
    expect(fs.existsSync(writing)).toBe(true);
    removeOldBuilds(dist, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(fs.existsSync(writing)).toBe(false);
    expect(fs.existsSync(buildFolder(dist, 'a'))).toBe(true);
  });

  it('removes the files of the single-folder layout once two builds have replaced them', () => {
    fs.writeFileSync(path.join(dist, 'index.html'), 'old');
    fs.mkdirSync(path.join(dist, 'assets'));
    writeBuild('a', 'a.js');
    publishBuild(dist, 'a');
    // A server started before the upgrade may still serve them.
    expect(fs.existsSync(path.join(dist, 'index.html'))).toBe(true);
    writeBuild('b', 'b.js');
    publishBuild(dist, 'b');
    expect(fs.existsSync(path.join(dist, 'index.html'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets'))).toBe(false);
  });

  it('names builds so that they sort in the order they were made', () => {
    const earlier = newBuildId(new Date('2026-03-01T10:00:00.000Z'));
    const later = newBuildId(new Date('2026-03-01T10:00:00.001Z'));
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(earlier).toMatch(/^[\w-]+$/);
  });
});
