import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberRequestsCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** A member's transfer and e-mail-change requests, under `/api/membership/`. */
export const memberRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberRequests } = app.services;

  serve(app, memberRequestsCalls.requestTransfer, async (request, _reply, { actor, member }) =>
    memberRequests.requestTransfer(actor, member, request.body),
  );

  serve(app, memberRequestsCalls.listTransfers, async (_request, _reply, { member }) =>
    memberRequests.listTransfers(member),
  );

  serve(app, memberRequestsCalls.requestEmailChange, async (request, _reply, { actor, member }) =>
    memberRequests.requestEmailChange(actor, member, request.body),
  );

  serve(app, memberRequestsCalls.listEmailChanges, async (_request, _reply, { member }) =>
    memberRequests.listEmailChanges(member),
  );
};
