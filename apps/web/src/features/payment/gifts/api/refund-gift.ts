import { giftCalls, type GiftReceipt } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** `POST gifts/{id}/refund` (finance of the gift's locale): answers the receipt, now refunded. */
export function refundGift({ id, reason }: { id: string; reason: string }): Promise<GiftReceipt> {
  return callApi(giftCalls.refund, { params: { id }, body: { reason } });
}

export function useRefundGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundGift,
    onSuccess: (receipt) => queryClient.setQueryData(givingKeys.gift(receipt.id), receipt),
    // Lists, totals, summaries and the receipt all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: givingKeys.all }),
  });
}
