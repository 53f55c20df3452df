import { notificationInboxCalls, type UnreadCount } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';
import { setInboxItems } from './inbox-cache.ts';

/** `POST notifications/read-all`. */
export function markAllNotificationsRead(): Promise<UnreadCount> {
  return callApi(notificationInboxCalls.readAll);
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => {
      const now = new Date().toISOString();
      setInboxItems(client, (items) => items.map((n) => (n.readAt ? n : { ...n, readAt: now })));
      client.setQueryData(notificationKeys.unread(), unread);
    },
  });
}
