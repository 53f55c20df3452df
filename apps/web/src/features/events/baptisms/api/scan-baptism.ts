import { pepCalls, type BaptismScan } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `POST baptisms/scan`: the QR of a printed form, at the event being held; marks the PEP baptized once. */
export function postBaptismScan(token: string, eventId: string): Promise<BaptismScan> {
  return callApi(pepCalls.scanBaptism, { body: { token, eventId } });
}

export function useScanBaptism(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => postBaptismScan(token, eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
