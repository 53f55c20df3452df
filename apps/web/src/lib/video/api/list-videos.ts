import { videoCalls, type VideoPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { videoKeys } from '../../query-keys.ts';

export interface VideoFilters {
  categoryId?: string;
  q?: string;
  /** Only the videos the caller may edit (the admin page). */
  manage?: boolean;
  localeId?: string;
}

export const VIDEOS_PAGE = 24;

/** `GET videos?categoryId&q&manage&localeId`: newest published first, keyset paged. */
export function videosQueryOptions(filters: VideoFilters, limit: number = VIDEOS_PAGE) {
  return infiniteQueryOptions({
    queryKey: videoKeys.videoList(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(videoCalls.list, {
        query: {
          ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.manage ? { manage: 'true' as const } : {}),
          ...(filters.localeId ? { localeId: filters.localeId } : {}),
          limit,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: VideoPage) => page.nextCursor,
  });
}

export function useVideos(filters: VideoFilters, limit?: number) {
  return useInfiniteQuery(videosQueryOptions(filters, limit));
}
