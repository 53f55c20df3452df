// Where web builds go, so that a new build never replaces the files a running server is serving:
// each build is written to its own folder, `dist/builds/<id>/`, and only once it is complete does the
// `dist/current` link switch to it (a new link renamed over the old one: the switch is atomic). A server
// reads the link once, at start, and keeps serving that folder (apps/server/src/plugins/web.ts).
import fs from 'node:fs';
import path from 'node:path';

/** The folder of builds under the web app's `dist`. */
export const BUILDS_FOLDER = 'builds';
/** The link to the build a server starting now serves. */
export const CURRENT_LINK = 'current';
/** Written into a build's folder when it is published: a folder without it is a build in progress (or a failed one). */
export const BUILD_RECORD = 'build.json';
/** Published builds kept on disk: the current one and the one before it (whose assets a restarted server still serves). */
export const KEPT_BUILDS = 2;
/** A build folder never published is removed once it is this old (a failed build); a younger one may still be writing. */
const UNFINISHED_BUILD_MS = 60 * 60 * 1000;
/** What a `dist` held before builds had their own folders; removed once it is older than the kept builds. */
const SINGLE_FOLDER_LAYOUT = ['index.html', 'assets', 'icons', 'sw.js', 'manifest.webmanifest', '.vite'];

/** A new build's id: its start time, sortable, and a random suffix so two builds started at once differ. */
export function newBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${Math.random().toString(16).slice(2, 8)}`;
}

/** The folder a build with this id is written to. */
export function buildFolder(distRoot: string, id: string): string {
  return path.join(distRoot, BUILDS_FOLDER, id);
}

/** The folder `dist/current` points at now (resolved), or null when there is none. */
export function currentBuildFolder(distRoot: string): string | null {
  try {
    return fs.realpathSync(path.join(distRoot, CURRENT_LINK));
  } catch {
    return null;
  }
}

/** Ids of the published builds (those with their record), oldest first. */
export function publishedBuilds(distRoot: string): string[] {
  const folder = path.join(distRoot, BUILDS_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((id) => fs.existsSync(path.join(folder, id, BUILD_RECORD)))
    .sort();
}

/**
 * Makes the complete build `id` the current one: records it, points a new link at it and renames that
 * link over `dist/current` (atomic: a server starting meanwhile finds the old build or the new one,
 * never a half-written one), then removes what is no longer kept.
 */
export function publishBuild(distRoot: string, id: string, now = new Date()): void {
  const folder = buildFolder(distRoot, id);
  if (!fs.existsSync(path.join(folder, 'index.html'))) {
    throw new Error(`build ${id} has no index.html in ${folder}; not publishing it`);
  }
  fs.writeFileSync(
    path.join(folder, BUILD_RECORD),
    `${JSON.stringify({ id, publishedAt: now.toISOString() })}\n`,
  );
  const link = path.join(distRoot, `.${CURRENT_LINK}-${id}.tmp`);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join(BUILDS_FOLDER, id), link, 'dir');
  fs.renameSync(link, path.join(distRoot, CURRENT_LINK));
  removeOldBuilds(distRoot, now);
}

/**
 * Keeps the last `KEPT_BUILDS` published builds (and whatever `current` points at), removes older ones,
 * builds never published that are over an hour old, and the files of the single-folder layout once
 * two builds have replaced it.
 */
export function removeOldBuilds(distRoot: string, now = new Date()): void {
  const folder = path.join(distRoot, BUILDS_FOLDER);
  const published = publishedBuilds(distRoot);
  const kept = new Set(published.slice(-KEPT_BUILDS));
  const current = currentBuildFolder(distRoot);
  if (current) kept.add(path.basename(current));
  for (const id of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    if (kept.has(id)) continue;
    const buildPath = path.join(folder, id);
    const isPublished = published.includes(id);
    const age = now.getTime() - fs.statSync(buildPath).mtimeMs;
    if (isPublished || age > UNFINISHED_BUILD_MS) fs.rmSync(buildPath, { recursive: true, force: true });
  }
  if (published.length >= KEPT_BUILDS) {
    for (const entry of SINGLE_FOLDER_LAYOUT)
      fs.rmSync(path.join(distRoot, entry), { recursive: true, force: true });
  }
}
