import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Funds, giving settings and giving access, under `/api/payment/`. */
export const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { funds } = app.services;
  serve(app, fundCalls.list, async (request) => funds.list(await requireActor(request), request.query));
  serve(app, fundCalls.create, async (request, _reply, { actor, record }) =>
    funds.create(actor, record, request.body, request.ip),
  );
  serve(app, fundCalls.update, async (request, _reply, { actor, record }) =>
    funds.update(actor, record, request.body, request.ip),
  );
  serve(app, fundCalls.settings, async (request) =>
    funds.settings(await requireActor(request), request.query),
  );
  serve(app, fundCalls.updateSettings, async (request, _reply, { actor, record }) =>
    funds.updateSettings(actor, record, request.body, request.ip),
  );
  serve(app, fundCalls.access, async (request) => funds.access(await requireActor(request), request.query));
};
