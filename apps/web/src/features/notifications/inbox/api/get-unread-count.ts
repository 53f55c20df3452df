import { notificationInboxCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';

/** The caller's unread notices (the bell): the list's count, asked with the smallest page. */
export async function fetchUnreadCount(): Promise<number> {
  return (await callApi(notificationInboxCalls.list, { query: { limit: 1 } })).unread;
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unread(), queryFn: fetchUnreadCount, retry: false });
}

/** The unread count; the stream keeps it current, so it is not asked again on focus. */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled, staleTime: 60_000 });
}
