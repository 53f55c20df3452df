import { notificationInboxCalls, type UnreadCount } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';
import { setInboxItems } from './inbox-cache.ts';

/** `DELETE notifications/{id}`: answers the caller's unread count. */
export function deleteNotification(id: string): Promise<UnreadCount> {
  return callApi(notificationInboxCalls.remove, { params: { id } });
}

export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: ({ unread }, id) => {
      setInboxItems(client, (items) => items.filter((n) => n.id !== id));
      client.setQueryData(notificationKeys.unread(), unread);
    },
  });
}
