import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; sign-out empties it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
