import { kioskCalls, type KioskSession } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST kiosks/pair`: the one-time code → the kiosk session (cookie), its kiosk, locale and card key. */
export function postPairKiosk(code: string): Promise<KioskSession> {
  return callApi(kioskCalls.pair, { body: { code } });
}

export function usePairKiosk() {
  return useMutation({ mutationFn: postPairKiosk });
}
