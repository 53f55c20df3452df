import {
  notificationPreferenceCalls,
  type NotificationPreferences,
  type PreferencesUpdate,
} from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';

/** `PUT notifications/preferences`: answers every topic as now set. */
export function saveNotificationPreferences(update: PreferencesUpdate): Promise<NotificationPreferences> {
  return callApi(notificationPreferenceCalls.put, { body: update });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (answer) => client.setQueryData(notificationKeys.preferences(), answer),
  });
}
