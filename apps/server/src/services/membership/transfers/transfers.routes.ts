import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transferCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Transfers of members between locales, made and decided by admins, under `/api/membership/`. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { transfers } = app.services;
  serve(app, transferCalls.transfer, async (request, _reply, { actor, member }) =>
    transfers.transfer(actor, member, request.body),
  );
  serve(app, transferCalls.accept, async (request, _reply, { actor, record }) =>
    transfers.accept(actor, record, request.body),
  );
  serve(app, transferCalls.decline, async (request, _reply, { actor, record }) =>
    transfers.decline(actor, record, request.body?.reason || null),
  );
  serve(app, transferCalls.list, async (request, _reply, { actor }) => transfers.list(actor, request.query));
};
