import { livestreamCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../lib/query-keys.ts';

/** `GET livestreams/{id}`: one livestream (its times may change meanwhile: read again every minute). */
export function useLivestream(id: string | null) {
  return useQuery({
    queryKey: videoKeys.livestream(id ?? ''),
    queryFn: ({ signal }) => callApi(livestreamCalls.one, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: 60_000,
  });
}
