import { defineConfig } from 'vitest/config';

/** Test files that need a module registry of their own (`vi.mock` of a module the app imports). */
const isolated = ['src/services/login/auth/auth.routes.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; a few files at a time keep a 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: isolated,
          // Each worker imports the app once, not once per test file (it was a third of the suite's time): every
          // test builds its own app, database and files, and nothing in src keeps state between apps.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server (isolated)', include: isolated } },
    ],
  },
});
