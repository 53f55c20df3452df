import { emailOutboxCalls, type EmailOutboxPage, type EmailOutboxState } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { emailOutboxKeys } from '../../../../lib/query-keys.ts';

/** `GET notifications/outbox?state&cursor`: one page, newest first, with the counts per state. */
export function fetchEmailOutbox(
  state: EmailOutboxState | null,
  cursor: string | null,
): Promise<EmailOutboxPage> {
  return callApi(emailOutboxCalls.list, {
    query: { state: state ?? undefined, cursor: cursor ?? undefined },
  });
}

export const emailOutboxQueryOptions = (state: EmailOutboxState | null) =>
  infiniteQueryOptions({
    queryKey: emailOutboxKeys.list(state),
    queryFn: ({ pageParam }) => fetchEmailOutbox(state, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export function useEmailOutbox(state: EmailOutboxState | null) {
  return useInfiniteQuery(emailOutboxQueryOptions(state));
}
