import { profileCalls, type PublicProfile } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { memberKeys } from '../../../../../lib/query-keys.ts';

/** `GET members/profileByMemberIdNoAuth/{id}` (public): who invited the guest, by display name and photo. */
export function fetchInviterProfile(memberId: string): Promise<PublicProfile> {
  return callApi(profileCalls.publicProfile, { params: { id: memberId } });
}

export function inviterProfileQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberKeys.publicProfile(memberId),
    queryFn: () => fetchInviterProfile(memberId),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The inviter (nothing asked without a member id: a link with `-`). */
export function useInviterProfile(memberId: string | null) {
  return useQuery({ ...inviterProfileQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
