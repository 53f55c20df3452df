// Gzip size of the JavaScript a route needs before it can show: the entry chunk and everything it
// imports statically, plus the route's lazy layout and page with their static imports.
// Run after `npm run build -w @congregate/web`: node apps/web/scripts/bundle-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The build `dist/current` points at (scripts/build-folders.ts), or `dist` itself for an older build.
const root = new URL('../dist/', import.meta.url);
const dist = existsSync(new URL('current/.vite/manifest.json', root)) ? new URL('current/', root) : root;
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function gzipKb(keys) {
  let total = 0;
  for (const key of keys) total += gzipSync(readFileSync(new URL(manifest[key].file, dist))).length;
  return (total / 1024).toFixed(1);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = {
  'entry only': [],
  '/login (signed out)': ['src/app/layouts/public-layout.tsx', 'src/features/login/auth/pages/login-page.tsx'],
  '/tabs/tab7 (signed in)': ['src/app/layouts/tabs-layout.tsx', 'src/features/app/home/pages/home-page.tsx'],
};
for (const [route, lazy] of Object.entries(routes)) {
  console.log(`${route.padEnd(24)} ${gzipKb(closure([entry, ...lazy]))} KB gzip`);
}
