import { Button } from '@mantine/core';
import { useT } from '../../lib/i18n/index.ts';

/** What "Load more" needs of an infinite query (TanStack Query's `useInfiniteQuery` result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a keyset-paged list; nothing once the last page is in. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
      {t('common.loadMore')}
    </Button>
  );
}
