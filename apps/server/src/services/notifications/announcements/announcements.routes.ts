import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Announcements, under `/api/notifications/`: compose and list (admins), read (admins and recipients), cancel. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app.services;
  serve(app, announcementCalls.create, async (request, _reply, { actor, record }) =>
    announcements.create(actor, record, request.body, request.ip),
  );
  serve(app, announcementCalls.list, async (request, _reply, { record }) =>
    announcements.list(record, request.query),
  );
  serve(app, announcementCalls.audienceSize, async (request, _reply, { record }) =>
    announcements.audienceSize(record, request.query),
  );
  serve(app, announcementCalls.get, async (request, _reply, { actor }) =>
    announcements.get(actor, request.params.id),
  );
  serve(app, announcementCalls.cancel, async (request, _reply, { actor, record }) =>
    announcements.cancel(actor, record, request.ip),
  );
};
