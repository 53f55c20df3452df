import type { QueryClient } from '@tanstack/react-query';
import { categoryKeys, videoKeys } from '../../../../../lib/query-keys.ts';

/**
 * After a video category changed: the video screens (counts, badges on cards) and the one category picker
 * (`category-popover`, which reads the `video` kind through the groups service) ask again.
 */
export function refreshVideoCategories(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  ]);
}
