import { pushSubscriptionCalls } from '@congregate/contracts';
import { callApi } from '../../../../../lib/api/call-api.ts';

/** `DELETE /api/notifications/push-subscriptions/{id}`: no more push messages to that device. */
export function unsubscribePush(id: string): Promise<{ ok: true }> {
  return callApi(pushSubscriptionCalls.unsubscribe, { params: { id } });
}
