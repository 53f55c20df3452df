import { recurringCalls, type RecurringGift } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** `DELETE recurring/{id}`: the member stops their own plan (or finance one of the locale's). */
export function cancelRecurring(id: string): Promise<RecurringGift> {
  return callApi(recurringCalls.cancel, { params: { id } });
}

export function useCancelRecurring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRecurring,
    onSettled: () => queryClient.invalidateQueries({ queryKey: givingKeys.all }),
  });
}
