import { livestreamCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { videoKeys } from '../../query-keys.ts';

/**
 * `GET livestreams/current?localeId`: the locale's stream live now and the next one; read again every minute, and
 * on opening a page that shows it when the copy is over ten seconds old (a stream an admin just started shows).
 */
export function useCurrentLivestream(localeId: string | null) {
  return useQuery({
    queryKey: videoKeys.currentLivestream(localeId ?? ''),
    queryFn: ({ signal }) => callApi(livestreamCalls.current, { query: { localeId: localeId! }, signal }),
    enabled: Boolean(localeId),
    refetchInterval: 60_000,
    staleTime: 10_000,
  });
}
