import { announcementCalls, type AnnouncementPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { announcementKeys } from '../../../../lib/query-keys.ts';

/** `GET notifications/announcements?localeId&cursor`: one page, latest send time first. */
export function fetchAnnouncements(localeId: string, cursor: string | null): Promise<AnnouncementPage> {
  return callApi(announcementCalls.list, {
    query: { localeId, cursor: cursor ?? undefined, limit: 20 },
  });
}

export const announcementsQueryOptions = (localeId: string) =>
  infiniteQueryOptions({
    queryKey: announcementKeys.list(localeId),
    queryFn: ({ pageParam }) => fetchAnnouncements(localeId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export function useAnnouncements(localeId: string) {
  return useInfiniteQuery(announcementsQueryOptions(localeId));
}
