import { memberCardCalls, type MemberCard } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { memberCardKeys } from '../../query-keys.ts';

/** `GET members/{id}/qr-card`: the member's current card (a signed token to show as a QR code). */
export function fetchMemberCard(memberId: string): Promise<MemberCard> {
  return callApi(memberCardCalls.card, { params: { id: memberId } });
}

export function memberCardQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberCardKeys.detail(memberId),
    queryFn: () => fetchMemberCard(memberId),
    retry: false,
  });
}

export function useMemberCard(memberId: string) {
  return useQuery(memberCardQueryOptions(memberId));
}
