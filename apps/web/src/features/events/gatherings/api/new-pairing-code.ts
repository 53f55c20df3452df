import { kioskCalls, type KioskPairing } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { kioskKeys } from '../../../../lib/query-keys.ts';

/** `POST kiosks/{id}/pairing-code`: a new code (the earlier one, and the kiosk's session, stop working). */
export function postPairingCode(kioskId: string): Promise<KioskPairing> {
  return callApi(kioskCalls.newPairingCode, { params: { id: kioskId } });
}

export function useNewPairingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPairingCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}
