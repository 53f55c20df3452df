import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptionCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Web push, under `/api/notifications/`: the server's key and the caller's own subscriptions. */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pushSubscriptions } = app.services;
  serve(app, pushSubscriptionCalls.key, async (request) => {
    await requireActor(request);
    return pushSubscriptions.key();
  });
  serve(app, pushSubscriptionCalls.subscribe, async (request) =>
    pushSubscriptions.subscribe(
      await requireActor(request),
      request.body,
      request.headers['user-agent'] ?? null,
    ),
  );
  serve(app, pushSubscriptionCalls.unsubscribe, async (request) =>
    pushSubscriptions.unsubscribe(await requireActor(request), request.params.id),
  );
  serve(app, pushSubscriptionCalls.list, async (request) =>
    pushSubscriptions.list(await requireActor(request)),
  );
};
