import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberSignatureCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A member's drawn signature, under `/api/membership/`. */
export const memberSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberSignatures } = app.services;
  serve(app, memberSignatureCalls.save, async (request) =>
    memberSignatures.save(await requireActor(request), request.body),
  );
  serve(app, memberSignatureCalls.get, async (request) =>
    memberSignatures.get(await requireActor(request), request.params.id),
  );
  serve(app, memberSignatureCalls.remove, async (request) =>
    memberSignatures.remove(await requireActor(request), request.params.id),
  );
};
