import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@congregate/contracts';
import { fileResponseDoc } from '../../../integrations/storage/uploads.ts';
import { AppError } from '../../../lib/errors.ts';

const photoParams = z.strictObject({
  memberId: z.string().max(64).describe('The member id'),
  file: z.string().max(100).describe('`{version}-{96|400|800}.webp`, as in the member’s `photo` path'),
});

/**
 * `GET /profile/{memberId}/{file}`: profile photos, at the root like the spec's `/profile…` paths.
 * No session: public invitation pages show them, and the path carries an unguessable version that
 * changes with every upload, which is also why the files can be cached forever.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberPhotos } = app.services;

  app.get(
    '/profile/:memberId/:file',
    {
      schema: {
        tags: ['membership'],
        summary: 'A profile photo file (square WebP)',
        description:
          'Public, immutable and cached for a year: a new upload gets a new path. Unknown files answer 404.',
        params: photoParams,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)),
          404: errorEnvelopeSchema,
        },
      },
      config: { swaggerTransform: fileResponseDoc('The photo', ['image/webp']) },
    },
    async (request, reply) => {
      const data = await memberPhotos.photoFile(request.params.memberId, request.params.file);
      if (!data) throw new AppError('not_found', 'No such photo');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // Invitation pages on the media host embed them; the path is the only secret.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(data);
    },
  );
};
