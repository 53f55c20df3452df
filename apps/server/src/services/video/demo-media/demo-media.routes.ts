import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_MEDIA_DIR } from './demo-media-files.ts';
import { envelope } from '../../../plugins/errors.ts';

/** The only paths served: the clips and the HLS rendition's playlist, init file and segments. */
const SERVED = /^\/demo-media\/(?:clips\/[a-z0-9-]+\.mp4|live\/[a-z0-9-]+\.(?:m3u8|m4s|mp4))$/;

/** Types the players expect (hls.js reads the playlist's type; Safari's own HLS needs it exact). */
const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
};

const notFound = (reply: FastifyReply) =>
  reply.status(404).send(envelope('not_found', 'No such demo media file'));

/**
 * `GET /demo-media/*`: the demo's committed clips and HLS rendition (`files/` beside this file), which the demo
 * livestreams and HLS video name by URL, from the app's own origin (the content security policy's `'self'`).
 * Served with range requests, and only when the demo data is on: without it every path is 404.
 */
export const demoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anything but a known file shape (a `..`, an encoded slash, another folder) is 404 before the disk is read.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!app.config.demoData || !SERVED.test(path)) return notFound(reply);
  });
  if (!app.config.demoData) {
    app.get('/demo-media/*', { schema: { hide: true } }, async (_request, reply) => notFound(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: DEMO_MEDIA_DIR,
    prefix: '/demo-media/',
    // The web app's own static plugin decorates the reply; this one must not again. A well-formed name of no
    // file falls to the app's not-found handler: 404 for a file path.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res, filePath) {
      const type = TYPES[filePath.slice(filePath.lastIndexOf('.'))];
      if (type) res.setHeader('content-type', type);
      res.setHeader('cache-control', 'public, max-age=3600');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
};
