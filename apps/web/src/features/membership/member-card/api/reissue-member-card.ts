import { memberCardCalls, type MemberCard } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { memberCardKeys } from '../../../../lib/query-keys.ts';

/** `POST members/{id}/qr-card/reissue`: a new card; every earlier one stops working. */
export function reissueMemberCard(memberId: string): Promise<MemberCard> {
  return callApi(memberCardCalls.reissue, { params: { id: memberId } });
}

export function useReissueMemberCard(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reissueMemberCard(memberId),
    // The new card replaces the old one wherever it is shown; nothing else about the member changes.
    onSuccess: (card) => queryClient.setQueryData(memberCardKeys.detail(memberId), card),
  });
}
