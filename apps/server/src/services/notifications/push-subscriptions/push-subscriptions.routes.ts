import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptionAliasCalls, pushSubscriptionCalls } from '@congregate/contracts';
import { serve, type CallHandler } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

type PushCalls = typeof pushSubscriptionCalls;

/**
 * Web push, under `/api/notifications/`: the server's key and the caller's own subscriptions. Each call is
 * also served at its first, nested path (`notifications/push-…`) for older clients, by the same handler.
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pushSubscriptions } = app.services;
  const key: CallHandler<PushCalls['key']> = async (request) => {
    await requireActor(request);
    return pushSubscriptions.key();
  };
  const subscribe: CallHandler<PushCalls['subscribe']> = async (request) =>
    pushSubscriptions.subscribe(
      await requireActor(request),
      request.body,
      request.headers['user-agent'] ?? null,
    );
  const unsubscribe: CallHandler<PushCalls['unsubscribe']> = async (request) =>
    pushSubscriptions.unsubscribe(await requireActor(request), request.params.id);
  const list: CallHandler<PushCalls['list']> = async (request) =>
    pushSubscriptions.list(await requireActor(request));

  for (const calls of [pushSubscriptionCalls, pushSubscriptionAliasCalls]) {
    serve(app, calls.key, key);
    serve(app, calls.subscribe, subscribe);
    serve(app, calls.unsubscribe, unsubscribe);
    serve(app, calls.list, list);
  }
};
