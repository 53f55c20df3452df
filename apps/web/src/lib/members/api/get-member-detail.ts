import { adminMemberDetailSchema, type AdminMemberDetail } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
import { memberKeys } from '../../query-keys.ts';

/** `GET admin/members/{id}`: the member with account status, sign-ins, roles, consents and open requests. */
export function fetchMemberDetail(memberId: string): Promise<AdminMemberDetail> {
  return apiRequest('membership', `admin/members/${encodeURIComponent(memberId)}`, { schema: adminMemberDetailSchema });
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
