import { memberCardSchema, type MemberCard } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET members/{id}/qr-card`: the member's current card (a signed token to show as a QR code). */
export function fetchMemberCard(memberId: string): Promise<MemberCard> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/qr-card`, { schema: memberCardSchema });
}

export const memberCardQueryKey = (memberId: string) => ['membership', 'qr-card', memberId] as const;

export function memberCardQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberCardQueryKey(memberId),
    queryFn: () => fetchMemberCard(memberId),
    retry: false,
  });
}

export function useMemberCard(memberId: string) {
  return useQuery(memberCardQueryOptions(memberId));
}
