import { kioskCalls, type Kiosk, type KioskPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { kioskKeys } from '../../../../lib/query-keys.ts';

/** `PATCH kiosks/{id}`: a kiosk's name or face check-in settings (on/off, threshold, margin); answers the kiosk. */
export function patchKiosk(kioskId: string, body: KioskPatch): Promise<Kiosk> {
  return callApi(kioskCalls.update, { params: { id: kioskId }, body });
}

export function useUpdateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kioskId, body }: { kioskId: string; body: KioskPatch }) => patchKiosk(kioskId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}
