import { visitorCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { visitorKeys } from '../../../../lib/query-keys.ts';

export interface Inviter {
  id: string;
  displayName: string;
  localeId: string;
}

/** `GET visitors/inviter/{id}` (public): an invite link's member, display name and locale only. */
export function fetchInviter(memberId: string): Promise<Inviter> {
  return callApi(visitorCalls.inviter, { params: { id: memberId } });
}

export function inviterQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: visitorKeys.inviter(memberId),
    queryFn: () => fetchInviter(memberId),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useInviter(memberId: string | null) {
  return useQuery({ ...inviterQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
