import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCardCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The member QR card (`view-qr`), under `/api/membership/`. */
export const memberCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberCards } = app.services;

  serve(app, memberCardCalls.cardKey, async (request) => {
    await requireActor(request);
    return memberCards.publicKey();
  });

  serve(app, memberCardCalls.card, async (_request, _reply, { actor, member }) =>
    memberCards.card(actor, member),
  );

  serve(app, memberCardCalls.reissue, async (_request, _reply, { actor, member }) =>
    memberCards.reissue(actor, member),
  );
};
