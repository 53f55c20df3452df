import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPhotoCalls } from '@congregate/contracts';
import { readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { serve } from '../../../lib/serve-call.ts';

/** A member's profile photo, under `/api/membership/` (the files are served at `/profile/...`). */
export const memberPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberPhotos } = app.services;
  serve(app, memberPhotoCalls.upload, async (request, _reply, { actor, member }) =>
    memberPhotos.updatePhoto(actor, member, (maxBytes) =>
      readUploadedFile(request, memberPhotoCalls.upload.upload.field, 'The photo', maxBytes),
    ),
  );
  serve(app, memberPhotoCalls.remove, async (_request, _reply, { actor, member }) =>
    memberPhotos.deletePhoto(actor, member),
  );
};
