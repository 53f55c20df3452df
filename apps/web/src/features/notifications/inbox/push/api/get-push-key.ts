import { pushSubscriptionCalls } from '@congregate/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { pushKeys } from '../../../../../lib/query-keys.ts';

/** `GET /api/notifications/push-key`: the server's VAPID public key (base64url). */
export function fetchPushKey(): Promise<{ publicKey: string }> {
  return callApi(pushSubscriptionCalls.key);
}

/** The key never changes while the server runs: kept for the session. */
export const pushKeyQueryOptions = () =>
  queryOptions({ queryKey: pushKeys.key(), queryFn: fetchPushKey, staleTime: Infinity, retry: false });
