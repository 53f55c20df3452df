import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberRequestsCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A member's transfer and e-mail-change requests, under `/api/membership/`. */
export const memberRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberRequests } = app.services;

  serve(app, memberRequestsCalls.requestTransfer, async (request) =>
    memberRequests.requestTransfer(await requireActor(request), request.params.id, request.body),
  );

  serve(app, memberRequestsCalls.listTransfers, async (request) =>
    memberRequests.listTransfers(await requireActor(request), request.params.id),
  );

  serve(app, memberRequestsCalls.requestEmailChange, async (request) =>
    memberRequests.requestEmailChange(await requireActor(request), request.params.id, request.body),
  );

  serve(app, memberRequestsCalls.listEmailChanges, async (request) =>
    memberRequests.listEmailChanges(await requireActor(request), request.params.id),
  );
};
