import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPhotoCalls } from '@congregate/contracts';
import { AppError } from '../../../lib/errors.ts';
import { serve } from '../../../lib/serve-call.ts';

/**
 * `GET /profile/{memberId}/{file}`: profile photos, at the root like the spec's `/profile…` paths.
 * No session: public invitation pages show them, and the path carries an unguessable version that
 * changes with every upload, which is also why the files can be cached forever.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberPhotos } = app.services;
  serve(app, memberPhotoCalls.file, async (request, reply) => {
    const data = await memberPhotos.photoFile(request.params.memberId, request.params.file);
    if (!data) throw new AppError('not_found', 'No such photo');
    return (
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // Invitation pages on the media host embed them; the path is the only secret.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(data)
    );
  });
};
