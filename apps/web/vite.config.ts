import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildFolder, CURRENT_LINK, newBuildId } from './scripts/build-folders.ts';
import { buildOutputPlugin } from './scripts/build-output-plugin.ts';
import { faceAssetsPlugin } from './scripts/face-assets-plugin.ts';
import { firstPaintPlugin } from './scripts/first-paint-plugin.ts';

const server = 'http://127.0.0.1:8080';
/** Test files that need a module registry of their own (`vi.mock` of a module the app imports, or a fresh import). */
const isolated = [
  'src/components/video-player/video-player.test.tsx',
  'src/features/events/gatherings/pages/attendance-records-page.test.tsx',
  'src/features/events/attendance-reports/pages/attendance-summary-page.test.tsx',
  'src/features/events/attendance-reports/pages/locale-attendance-page.test.tsx',
  'src/features/events/baptisms/pages/baptism-monitoring-page.test.tsx',
  'src/features/events/baptisms/pages/baptism-scanner-page.test.tsx',
  'src/features/events/rsvps/door/pages/door-page.test.tsx',
  'src/features/events/faces/pages/face-enrolment-page.test.tsx',
  'src/features/membership/profile/pages/profile-photo-page.test.tsx',
  'src/features/membership/profile/pages/signature-page.test.tsx',
  'src/lib/i18n/lazy-dictionary.test.tsx',
  // The "still starting" clock starts when its module is first imported, as the page loads.
  'src/app/startup.test.tsx',
];
const distRoot = path.resolve(import.meta.dirname, 'dist');
/** What a returning member opens the app on (the tabs layout and home): fetched with the app's own scripts. */
const landingPage = ['src/app/layouts/tabs-layout.tsx', 'src/features/app/home/pages/home-page.tsx'];

export default defineConfig(({ command }) => {
  // Each build gets its own folder and becomes `dist/current` once complete (scripts/build-folders.ts).
  const buildId = command === 'build' ? newBuildId() : null;
  return {
    plugins: [
      react(),
      firstPaintPlugin({ landing: landingPage }),
      // The face engine's models and WebAssembly at /face/ (nothing from a CDN).
      faceAssetsPlugin(),
      ...(buildId ? [buildOutputPlugin({ distRoot, buildId })] : []),
    ],
    build: {
      outDir: buildId ? buildFolder(distRoot, buildId) : path.join(distRoot, CURRENT_LINK),
      emptyOutDir: true,
      // Lets scripts/bundle-size.mjs follow each route's chunks.
      manifest: true,
      // Every lazy page's chunk list lived in the entry (Vite's preload map, ~5 KB gzip with 70 pages) and grew
      // with each page. Only style sheets are preloaded now: a page's scripts are found by the browser from its
      // chunk's imports (the landing route's are preloaded from index.html by firstPaintPlugin), and chunks are
      // named by their hash alone. docs/benchmarks.md (issue 13) has the figures.
      modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          // Everything the entry imports statically goes into the entry chunk: left to itself rolldown split it
          // into 14 files by which lazy pages share them (the shell's dictionary, zod, TanStack Query…), each
          // compressed on its own and fetched with its own headers — 6.4 KB gzip more. docs/benchmarks.md
          // (2026-11-25) has the figures.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      proxy: {
        '/api': server,
        '/config.json': server,
      },
    },
    preview: {
      proxy: {
        '/api': server,
        '/config.json': server,
      },
    },
    test: {
      environment: 'jsdom',
      // The device's time zone is fixed, so that tests of times shown in a locale's zone (Manila in the fixtures)
      // see the zone named, on any machine. A test of a device in another zone sets `process.env.TZ` itself.
      env: { TZ: 'UTC' },
      setupFiles: ['src/test/setup.ts', 'src/lib/i18n/test-setup.ts'],
      css: false,
      // Whole-app renders (router, query client, Mantine) take seconds on a busy 2-core machine.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: isolated,
            // Each worker imports the app and sets up jsdom once, not once per test file (importing and setting
            // up were more than half of the suite's time): every test renders its own app and query client, and
            // src/test/setup.ts clears the page, storage, cookies and mocks after each.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'web (isolated)', include: isolated } },
      ],
    },
  };
});
