import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './errors.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Serves the built web app at `/` with long-lived caching for hashed assets, and answers
 * unknown browser paths with `index.html` so client-side routes survive a reload.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist;
  const indexPath = path.join(dist, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // `/` is the app shell; without this the folder itself answers 403.
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(dist, filePath);
        res.setHeader(
          'cache-control',
          rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`web app not built at ${dist}; run "npm run build:web" (npm start does it)`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    // A missing file (an old hashed asset, a mistyped icon) is a 404, not the app shell.
    const isFile = /\.[a-z0-9]+$/i.test(url) || url.startsWith('/assets/');
    if (isApi(url) || isFile || request.method !== 'GET' || !built) {
      return reply.status(404).send(envelope('not_found', `No route for ${request.method} ${url}`));
    }
    void reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
