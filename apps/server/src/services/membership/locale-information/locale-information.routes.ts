import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeInformationCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** What a member may know about a locale (`locale-information`), under `/api/membership/`. */
export const localeInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { localeInformation } = app.services;
  serve(app, localeInformationCalls.information, async (request) => {
    await requireActor(request);
    return localeInformation.information(request.params.localeId);
  });
  serve(app, localeInformationCalls.update, async (request, _reply, { actor, record }) =>
    localeInformation.update(actor, record, request.body),
  );
};
