import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaCalls } from '@congregate/contracts';
import { readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { AppError } from '../../../lib/errors.ts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** `POST /api/media/` (an image in, its address out) and `GET /api/media/{sha256}.webp`. */
export const mediaImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mediaImages } = app.services;
  serve(app, mediaCalls.upload, async (request) =>
    mediaImages.upload(await requireActor(request), (maxBytes) =>
      readUploadedFile(request, mediaCalls.upload.upload.field, 'The image', maxBytes),
    ),
  );
  serve(app, mediaCalls.file, async (request, reply) => {
    const data = await mediaImages.file(request.params.file);
    if (!data) throw new AppError('not_found', 'No such image');
    return (
      reply
        .header('content-type', 'image/webp')
        // The name is the content's hash: the bytes at an address never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // Invitation pages on the media host embed them.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(data)
    );
  });
};
