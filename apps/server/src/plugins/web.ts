import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './errors.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/** Hashed build files (`assets/index-3f9a1c.js`): their content never changes under the same name. */
const HASHED = /[\\/]assets[\\/][^\\/]+$/;
/** Files the build writes brotli and gzip copies of (apps/web/scripts/precompress.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)(?:\.br|\.gz)?$/i;
/** A file name of the build's `assets` folder: no folder, no `..`. */
const ASSET_NAME = /^\/assets\/([\w-]+(?:\.[\w-]+)+)$/;

/**
 * The folder a build lays out as `index.html`, `assets/`…: `dist/current` (a link the web build switches
 * once a new build is complete, apps/web/scripts/build-folders.ts), resolved once, at start, so that a
 * build published while this server runs never changes what it serves; `dist` itself for a build made
 * before builds had their own folders.
 */
function servedBuild(dist: string): string {
  try {
    return fs.realpathSync(path.join(dist, 'current'));
  } catch {
    return dist;
  }
}

/** The other builds still on disk (the web build keeps the last two), newest first, then the old single folder. */
function otherBuilds(dist: string, served: string): string[] {
  const builds = path.join(dist, 'builds');
  const folders = fs.existsSync(builds)
    ? fs
        .readdirSync(builds)
        .sort()
        .reverse()
        .map((id) => path.join(builds, id))
    : [];
  return [...folders, dist].filter((folder) => path.resolve(folder) !== served);
}

/**
 * Serves the built web app at `/`: the brotli or gzip copy the build wrote next to each file when the
 * browser accepts it, a year of caching for hashed assets and `no-cache` for the rest (`index.html`,
 * `sw.js`, the manifest), and `index.html` for unknown browser paths so client-side routes survive a
 * reload. A page opened before the server restarted on a new build still gets the scripts it refers
 * to, from the earlier build's folder.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist;
  const served = servedBuild(dist);
  const built = fs.existsSync(path.join(served, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: served,
      // Looked up per request (no route per file at start).
      wildcard: true,
      // `/` is the app shell; without this the folder itself answers 403.
      index: 'index.html',
      // `file.br` or `file.gz` when the browser accepts it and the build wrote it; the file itself otherwise.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
    app.log.info(`serving the web app from ${served}`);
  } else {
    app.log.warn(`web app not built at ${dist}; run "npm run build:web" (npm start does it)`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const asset = built && request.method === 'GET' ? ASSET_NAME.exec(url) : null;
    if (asset) {
      // A page of the earlier build (opened before a restart) asking for its scripts.
      const earlier = otherBuilds(dist, served).find((folder) =>
        fs.existsSync(path.join(folder, 'assets', asset[1]!)),
      );
      if (earlier) return reply.sendFile(`assets/${asset[1]}`, earlier);
    }
    // A missing file (an old hashed asset, a mistyped icon) is a 404, not the app shell.
    const isFile = /\.[a-z0-9]+$/i.test(url) || url.startsWith('/assets/');
    if (isApi(url) || isFile || request.method !== 'GET' || !built) {
      return reply.status(404).send(envelope('not_found', `No route for ${request.method} ${url}`));
    }
    void reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
