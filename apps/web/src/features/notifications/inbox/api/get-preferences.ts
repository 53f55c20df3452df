import { notificationPreferenceCalls, type NotificationPreferences } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';

/** `GET notifications/preferences`: the caller's channels for every topic. */
export function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return callApi(notificationPreferenceCalls.get);
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: fetchNotificationPreferences,
    retry: false,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
