import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferenceCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The caller's channels per topic, under `/api/notifications/`. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notificationPreferences } = app.services;
  serve(app, notificationPreferenceCalls.get, async (request) =>
    notificationPreferences.get(await requireActor(request)),
  );
  serve(app, notificationPreferenceCalls.put, async (request) =>
    notificationPreferences.put(await requireActor(request), request.body),
  );
};
