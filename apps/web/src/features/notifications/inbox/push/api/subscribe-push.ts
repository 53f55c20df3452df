import { pushSubscriptionCalls, type PushSubscriptionBody } from '@congregate/contracts';
import { callApi } from '../../../../../lib/api/call-api.ts';

/** `POST /api/notifications/push-subscriptions`: this browser's subscription; answers its id. */
export function subscribePush(body: PushSubscriptionBody): Promise<{ id: string }> {
  return callApi(pushSubscriptionCalls.subscribe, { body });
}
