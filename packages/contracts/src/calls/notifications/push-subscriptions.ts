import { idParams, okSchema } from '../../common.ts';
import {
  pushDeviceListSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionCreatedSchema,
} from '../../notifications/delivery.ts';
import { rule } from '../who.ts';
import { defineCall, denied, type CallSpec } from '../define-call.ts';

/**
 * `call` at the path it was first served at, nested as `/api/notifications/notifications/…`: the same
 * request and answers (the server gives it the same handler), documented as an alias.
 */
function nestedAlias<const C extends CallSpec>(call: C) {
  const primary = `/api/notifications${call.path.replace(/:(\w+)/g, '{$1}')}`;
  return {
    ...call,
    path: `/notifications${call.path}` as `/notifications${C['path']}`,
    summary: `${call.summary} (alias kept for older clients)`,
    description: `Alias of \`${call.method} ${primary}\`, kept for older clients: the same request and answers.`,
  };
}

/**
 * Web push, under `/api/notifications/`: the server's key, and the caller's own devices that receive notices.
 * At the paths the notifications issue named; `pushSubscriptionAliasCalls` keeps the first, nested ones.
 */
export const pushSubscriptionCalls = {
  key: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/push-key',
    access: 'session',
    who: rule.signedIn,
    tags: ['notifications: delivery'],
    summary: 'The VAPID public key a browser subscribes with',
    description: 'Also at `GET /api/notifications/notifications/push-key`, kept for older clients.',
    responses: { 200: pushKeySchema },
    errors: [401],
  }),

  subscribe: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/push-subscriptions',
    access: 'session',
    who: rule.signedIn,
    tags: ['notifications: delivery'],
    summary: 'Registers this browser for push notifications',
    description:
      'The browser’s `PushSubscription` (endpoint and keys). The same endpoint again is updated and becomes the ' +
      'caller’s (a shared device signed in by someone else). An http endpoint is refused in production (422). ' +
      'Also at `POST /api/notifications/notifications/push-subscriptions`, kept for older clients.',
    body: pushSubscriptionBodySchema,
    responses: { 201: pushSubscriptionCreatedSchema },
    errors: [401, 422],
  }),

  unsubscribe: defineCall({
    service: 'notifications',
    method: 'DELETE',
    path: '/push-subscriptions/:id',
    access: 'session',
    who: rule.data('the caller’s own push subscription; anyone else’s answers 404 like a missing one'),
    tags: ['notifications: delivery'],
    summary: 'Stops push notifications to one of the caller’s devices',
    description:
      'The caller’s own subscription only; any other id answers 404. ' +
      'Also at `DELETE /api/notifications/notifications/push-subscriptions/{id}`, kept for older clients.',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),

  list: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/push-subscriptions',
    access: 'session',
    who: rule.signedIn,
    tags: ['notifications: delivery'],
    summary: 'The caller’s devices that receive push notifications',
    description: 'Also at `GET /api/notifications/notifications/push-subscriptions`, kept for older clients.',
    responses: { 200: pushDeviceListSchema },
    errors: [401],
  }),
};

/** The push calls at their first, nested paths, still served for clients released before the paths moved. */
export const pushSubscriptionAliasCalls = {
  key: nestedAlias(pushSubscriptionCalls.key),
  subscribe: nestedAlias(pushSubscriptionCalls.subscribe),
  unsubscribe: nestedAlias(pushSubscriptionCalls.unsubscribe),
  list: nestedAlias(pushSubscriptionCalls.list),
};
