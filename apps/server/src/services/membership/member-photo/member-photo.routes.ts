import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, idParams, MEDIA_LIMITS, okSchema, photoUploadResponseSchema } from '@congregate/contracts';
import { multipartFileDoc, readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
export const uploadRefusals = {
  ...denied,
  400: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** A member's profile photo, under `/api/membership/` (the files are served at `/profile/...`). */
export const memberPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberPhotos } = app.services;

  app.post(
    '/members/:id/updatePhoto',
    {
      schema: {
        tags: ['membership'],
        summary: "Upload a member's profile photo",
        description:
          '`multipart/form-data` with one file in the field `photo`: a JPEG, PNG or WebP image (the type is read from the ' +
          `bytes, not the name) of at most ${MEDIA_LIMITS.photoMaxBytes / (1024 * 1024)} MB. The server turns it upright, ` +
          'removes all metadata (EXIF location included), crops it square from the centre and stores it as WebP in 96, ' +
          '400 and 800 px. Answers the new `photo` path (`/profile/{memberId}/{version}-400.webp`); the previous photo ' +
          'files are deleted. Another type answers 415, a larger file 413, a file that does not decode 422. ' +
          'The member themself (endorsed) or an admin over them; an admin’s change is audited.',
        params: idParams,
        response: { 200: photoUploadResponseSchema, ...uploadRefusals },
      },
      config: { swaggerTransform: multipartFileDoc('photo', 'A JPEG, PNG or WebP image, at most 10 MB') },
    },
    async (request) =>
      memberPhotos.updatePhoto(await requireActor(request), request.params.id, (maxBytes) =>
        readUploadedFile(request, 'photo', 'The photo', maxBytes),
      ),
  );

  app.delete(
    '/members/:id/photo',
    {
      schema: {
        tags: ['membership'],
        summary: "Remove a member's profile photo",
        description: 'Clears `photo` and deletes its files. The member themself or an admin over them (audited).',
        params: idParams,
        response: { 200: okSchema, ...denied },
      },
    },
    async (request) => memberPhotos.deletePhoto(await requireActor(request), request.params.id),
  );
};
