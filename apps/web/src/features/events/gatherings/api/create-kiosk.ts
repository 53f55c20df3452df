import { kioskCalls, type KioskPairing } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { kioskKeys } from '../../../../lib/query-keys.ts';

/** `POST kiosks`: a new kiosk device, with its one-time pairing code (shown once). */
export function postKiosk(localeId: string, name: string): Promise<KioskPairing> {
  return callApi(kioskCalls.create, { body: { localeId, name } });
}

export function useCreateKiosk(localeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => postKiosk(localeId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}
