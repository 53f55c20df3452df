import { visitorCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { visitorKeys } from '../../../../lib/query-keys.ts';

/** `POST visitors/confirm-email` (public): the link a new visitor's e-mail received confirms that address. */
export function useConfirmVisitorEmail(token: string) {
  return useQuery({
    queryKey: visitorKeys.confirm(token),
    queryFn: () => callApi(visitorCalls.confirmEmail, { body: { token } }),
    staleTime: Infinity,
    retry: false,
  });
}
