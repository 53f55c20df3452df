// The end of a production build: compress the build's text files (brotli and gzip copies next to them),
// then publish the build (switch `dist/current` to its folder, remove old builds). See build-folders.ts.
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildFolder, publishBuild } from './build-folders.ts';
import { precompressFolder } from './precompress.ts';

export function buildOutputPlugin({ distRoot, buildId }: { distRoot: string; buildId: string }): Plugin {
  let outDir = '';
  return {
    name: 'congregate-build-output',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build is never published: the running servers and the next start keep the last good one.
      if (error) return;
      const files = await precompressFolder(outDir);
      const sum = (pick: (file: (typeof files)[number]) => number | null) =>
        files.reduce((total, file) => total + (pick(file) ?? file.bytes), 0);
      this.info(
        `compressed ${files.length} files: ${kb(sum((f) => f.bytes))} → ${kb(sum((f) => f.gzip))} gzip, ` +
          `${kb(sum((f) => f.br))} brotli`,
      );
      // A build into another folder (`vite build --outDir /tmp/x`) is compressed, never published.
      if (outDir !== buildFolder(distRoot, buildId)) return;
      publishBuild(distRoot, buildId);
      this.info(`published: ${path.join(distRoot, 'current')} → ${path.relative(distRoot, outDir)}`);
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
