import { announcementCalls, type AnnouncementAudience, type AudienceSize } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { announcementKeys } from '../../../../lib/query-keys.ts';

export interface AudienceChoice {
  localeId: string;
  audience: AnnouncementAudience;
  audienceRef?: string;
}

/** `GET notifications/announcements/audience-size`: how many people the audience reaches now. */
export function fetchAudienceSize(choice: AudienceChoice): Promise<AudienceSize> {
  return callApi(announcementCalls.audienceSize, { query: choice });
}

export const audienceSizeQueryOptions = (choice: AudienceChoice) =>
  queryOptions({
    queryKey: announcementKeys.audienceSize(choice),
    queryFn: () => fetchAudienceSize(choice),
    retry: false,
  });

/** The count for the form; asks nothing until the audience is complete (`null`). */
export function useAudienceSize(choice: AudienceChoice | null) {
  return useQuery({
    ...audienceSizeQueryOptions(choice ?? { localeId: '', audience: 'locale' }),
    enabled: choice !== null,
  });
}
