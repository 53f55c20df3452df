import { kioskCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { kioskKeys } from '../../../../lib/query-keys.ts';

/** `DELETE kiosks/{id}`: its session ends at once; its check-ins are kept. */
export function deleteKiosk(kioskId: string): Promise<{ ok: true }> {
  return callApi(kioskCalls.revoke, { params: { id: kioskId } });
}

export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKiosk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}
