import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transferCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Transfers of members between locales, made and decided by admins, under `/api/membership/`. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { transfers } = app.services;
  serve(app, transferCalls.transfer, async (request) =>
    transfers.transfer(await requireActor(request), request.params.id, request.body),
  );
  serve(app, transferCalls.accept, async (request) =>
    transfers.accept(await requireActor(request), request.params.transferId, request.body),
  );
  serve(app, transferCalls.decline, async (request) =>
    transfers.decline(await requireActor(request), request.params.transferId, request.body?.reason || null),
  );
  serve(app, transferCalls.list, async (request) =>
    transfers.list(await requireActor(request), request.query),
  );
};
