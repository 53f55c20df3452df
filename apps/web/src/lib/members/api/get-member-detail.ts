import { memberDetailCalls, type AdminMemberDetail } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { memberKeys } from '../../query-keys.ts';

/** `GET admin/members/{id}`: the member with account status, sign-ins, roles, consents and open requests. */
export function fetchMemberDetail(memberId: string): Promise<AdminMemberDetail> {
  return callApi(memberDetailCalls.detail, { params: { id: memberId } });
}

export function memberDetailQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberKeys.detail(memberId),
    queryFn: () => fetchMemberDetail(memberId),
    retry: false,
  });
}

export function useMemberDetail(memberId: string | null) {
  return useQuery({ ...memberDetailQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
