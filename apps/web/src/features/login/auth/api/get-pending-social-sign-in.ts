import { socialCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { socialSignInKeys } from '../../../../lib/query-keys.ts';

/** `GET login auth/social/{token}`: a provider sign-in waiting to be confirmed or registered (404 when gone). */
export function usePendingSocialSignIn(token: string) {
  return useQuery({
    queryKey: socialSignInKeys.pending(token),
    queryFn: ({ signal }) => callApi(socialCalls.pending, { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });
}
