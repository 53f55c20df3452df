import { qrLocationCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { qrLocationKeys } from '../../../../lib/query-keys.ts';

/** `DELETE qr-locations/{id}`: the poster's code stops working; its check-ins are kept. */
export function deleteQrLocation(id: string): Promise<{ ok: true }> {
  return callApi(qrLocationCalls.remove, { params: { id } });
}

export function useRemoveQrLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQrLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrLocationKeys.all }),
  });
}
