import { profileCalls, type Profile } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { memberKeys } from '../../query-keys.ts';

/** A member's profile within the caller's scope (403 outside it). */
export function fetchMemberProfile(memberId: string): Promise<Profile> {
  return callApi(profileCalls.memberProfile, { params: { id: memberId } });
}

export function memberProfileQueryOptions(memberId: string | null) {
  return queryOptions({
    queryKey: memberKeys.profile(memberId ?? ''),
    queryFn: () => fetchMemberProfile(memberId!),
    enabled: Boolean(memberId),
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

export function useMemberProfile(memberId: string | null) {
  return useQuery(memberProfileQueryOptions(memberId));
}
