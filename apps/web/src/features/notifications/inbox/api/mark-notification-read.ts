import { notificationInboxCalls, type UnreadCount } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';
import { setInboxItems } from './inbox-cache.ts';

/** `POST notifications/{id}/read`: answers the caller's unread count. */
export function markNotificationRead(id: string): Promise<UnreadCount> {
  return callApi(notificationInboxCalls.read, { params: { id } });
}

/** Marks a notice read: shown read at once, the count from the answer. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) =>
      setInboxItems(client, (items) =>
        items.map((n) => (n.id === id && !n.readAt ? { ...n, readAt: new Date().toISOString() } : n)),
      ),
    onSuccess: ({ unread }) => client.setQueryData(notificationKeys.unread(), unread),
    onError: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
