import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Announcements, under `/api/notifications/`: compose and list (admins), read (admins and recipients), cancel. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app.services;
  serve(app, announcementCalls.create, async (request) =>
    announcements.create(await requireActor(request), request.body, request.ip),
  );
  serve(app, announcementCalls.list, async (request) =>
    announcements.list(await requireActor(request), request.query),
  );
  serve(app, announcementCalls.audienceSize, async (request) =>
    announcements.audienceSize(await requireActor(request), request.query),
  );
  serve(app, announcementCalls.get, async (request) =>
    announcements.get(await requireActor(request), request.params.id),
  );
  serve(app, announcementCalls.cancel, async (request) =>
    announcements.cancel(await requireActor(request), request.params.id, request.ip),
  );
};
