import { profileSchema, type Profile } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
import { memberKeys } from '../../query-keys.ts';

/** `GET membership members/profileByMemberId/{id}`: a member within the caller's scope (403 outside it). */
export function fetchMemberProfile(memberId: string): Promise<Profile> {
  return apiRequest('membership', `members/profileByMemberId/${encodeURIComponent(memberId)}`, {
    schema: profileSchema,
  });
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
