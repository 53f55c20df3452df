import { qrLocationCalls, type QrLocation } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { qrLocationKeys } from '../../../../lib/query-keys.ts';

/** `POST qr-locations`: a poster for a room of the locale. */
export function postQrLocation(localeId: string, room: string): Promise<QrLocation> {
  return callApi(qrLocationCalls.create, { body: { localeId, room } });
}

export function useCreateQrLocation(localeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: string) => postQrLocation(localeId, room),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrLocationKeys.all }),
  });
}
