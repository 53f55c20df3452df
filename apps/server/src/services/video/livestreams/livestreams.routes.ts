import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livestreamCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Livestreams and the watching heartbeat, under `/api/video/`. */
export const livestreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { livestreams } = app.services;
  serve(app, livestreamCalls.current, async (request) =>
    livestreams.current(await requireActor(request), request.query.localeId),
  );
  serve(app, livestreamCalls.list, async (request) =>
    livestreams.list(await requireActor(request), request.query),
  );
  serve(app, livestreamCalls.one, async (request) =>
    livestreams.one(await requireActor(request), request.params.id),
  );
  serve(app, livestreamCalls.create, async (request, _reply, { actor, record }) =>
    livestreams.create(actor, record, request.body, request.ip),
  );
  serve(app, livestreamCalls.update, async (request, _reply, { actor, record }) =>
    livestreams.update(actor, record, request.body, request.ip),
  );
  serve(app, livestreamCalls.remove, async (request, _reply, { actor, record }) => {
    await livestreams.remove(actor, record, request.ip);
    return { ok: true as const };
  });
  serve(app, livestreamCalls.watch, async (request) =>
    livestreams.watch(await requireActor(request), request.params.id),
  );
};
