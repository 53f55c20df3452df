import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baptismCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Baptismal forms, the baptism scanner, baptism monitoring and converting a PEP, under `/api/events/`. */
export const baptismRoutes: FastifyPluginAsyncZod = async (app) => {
  const { baptisms, pepConversions } = app.services;

  serve(app, baptismCalls.baptismalForm, async (_request, _reply, { record }) => baptisms.form(record));
  serve(app, baptismCalls.scanBaptism, async (request, _reply, { actor, record }) =>
    baptisms.scan(actor, record, request.body),
  );
  serve(app, baptismCalls.baptismMonitoring, async (request, _reply, { actor }) =>
    baptisms.monitoring(actor, request.query),
  );
  serve(app, baptismCalls.convert, async (request, _reply, { actor, record }) =>
    pepConversions.convert(actor, record, request.body),
  );
};
