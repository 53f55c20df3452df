import { memberCardSchema, type MemberCard } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { memberCardQueryKey } from './get-member-card.ts';

/** `POST members/{id}/qr-card/reissue`: a new card; every earlier one stops working. */
export function reissueMemberCard(memberId: string): Promise<MemberCard> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/qr-card/reissue`, {
    method: 'POST',
    schema: memberCardSchema,
  });
}

export function useReissueMemberCard(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reissueMemberCard(memberId),
    onSuccess: (card) => queryClient.setQueryData(memberCardQueryKey(memberId), card),
  });
}
