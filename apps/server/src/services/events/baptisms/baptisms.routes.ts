import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pepCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Baptismal forms, the baptism scanner, baptism monitoring and converting a PEP, under `/api/events/`. */
export const baptismRoutes: FastifyPluginAsyncZod = async (app) => {
  const { baptisms, pepConversions } = app.services;

  serve(app, pepCalls.baptismalForm, async (request) =>
    baptisms.form(await requireActor(request), request.params.id),
  );
  serve(app, pepCalls.scanBaptism, async (request) =>
    baptisms.scan(await requireActor(request), request.body),
  );
  serve(app, pepCalls.baptismMonitoring, async (request) =>
    baptisms.monitoring(await requireActor(request), request.query),
  );
  serve(app, pepCalls.convert, async (request) =>
    pepConversions.convert(await requireActor(request), request.params.id, request.body),
  );
};
