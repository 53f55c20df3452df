import { giftCalls, type Checkout, type CheckoutInputValue } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** `POST gifts/checkout`: the provider's checkout URL, or (manual) how to give with a reference. */
export function startCheckout(body: CheckoutInputValue): Promise<Checkout> {
  return callApi(giftCalls.checkout, { body });
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    // A plan or a gift may follow from the provider: the lists ask again when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: givingKeys.gifts(), refetchType: 'none' }),
  });
}
