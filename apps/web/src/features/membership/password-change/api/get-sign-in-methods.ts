import { socialCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { socialSignInKeys } from '../../../../lib/query-keys.ts';

/** `GET login auth/identities`: whether my account has a password, the providers linked and those offered. */
export function useSignInMethods() {
  return useQuery({
    queryKey: socialSignInKeys.methods(),
    queryFn: ({ signal }) => callApi(socialCalls.methods, { signal }),
  });
}
