import { announcementCalls, type Announcement } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { announcementKeys } from '../../../../lib/query-keys.ts';

/** `GET notifications/announcements/{id}`: for the locale's admins and its recipients. */
export function fetchAnnouncement(id: string): Promise<Announcement> {
  return callApi(announcementCalls.get, { params: { id } });
}

export const announcementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: announcementKeys.detail(id),
    queryFn: () => fetchAnnouncement(id),
    retry: false,
  });

export function useAnnouncement(id: string) {
  return useQuery(announcementQueryOptions(id));
}
