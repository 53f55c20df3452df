import { notificationInboxCalls, type InboxPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { notificationKeys } from '../../../../lib/query-keys.ts';

export const INBOX_PAGE_SIZE = 20;

/** `GET notifications?cursor&limit`: one page of the caller's notices, newest first. */
export function fetchNotifications(cursor: string | null): Promise<InboxPage> {
  return callApi(notificationInboxCalls.list, {
    query: { cursor: cursor ?? undefined, limit: INBOX_PAGE_SIZE },
  });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

/** The caller's notices, page by page. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
