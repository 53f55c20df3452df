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
  serve(app, memberSignatureCalls.get, async (_request, _reply, { member }) => memberSignatures.get(member));
  serve(app, memberSignatureCalls.remove, async (_request, _reply, { actor, member }) =>
    memberSignatures.remove(actor, member),
  );
};
