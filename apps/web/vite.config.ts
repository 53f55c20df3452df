import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/bundle-size.mjs follow each route's chunks.
    manifest: true,
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
