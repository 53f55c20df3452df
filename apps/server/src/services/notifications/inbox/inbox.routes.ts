import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationInboxCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The caller's inbox, under `/api/notifications/`: the list, read, read all, remove. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app.services;
  serve(app, notificationInboxCalls.list, async (request) =>
    inbox.list(await requireActor(request), request.query),
  );
  serve(app, notificationInboxCalls.read, async (request) =>
    inbox.read(await requireActor(request), request.params.id),
  );
  serve(app, notificationInboxCalls.readAll, async (request) => inbox.readAll(await requireActor(request)));
  serve(app, notificationInboxCalls.remove, async (request) =>
    inbox.remove(await requireActor(request), request.params.id),
  );
};
