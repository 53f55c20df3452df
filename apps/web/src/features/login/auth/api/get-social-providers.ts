import { socialCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { socialSignInKeys } from '../../../../lib/query-keys.ts';

/** `GET login auth/providers`: the providers this server offers for signing in (none: no button). */
export function useSocialProviders() {
  return useQuery({
    queryKey: socialSignInKeys.providers(),
    queryFn: ({ signal }) => callApi(socialCalls.providers, { signal }),
    staleTime: 5 * 60_000,
  });
}
