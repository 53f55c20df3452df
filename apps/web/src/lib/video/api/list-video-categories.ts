import { videoCategoryCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { videoKeys } from '../../query-keys.ts';

/** `GET categories?localeId` (video service): the locale's video categories with how many videos the caller may watch. */
export function useVideoCategories(localeId: string | null = null) {
  return useQuery({
    queryKey: videoKeys.categories(localeId),
    queryFn: ({ signal }) =>
      callApi(videoCategoryCalls.list, { query: localeId ? { localeId } : {}, signal }),
  });
}
