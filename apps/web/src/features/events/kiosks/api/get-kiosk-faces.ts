import { faceCalls, type KioskFaces } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `GET kiosk/faces`: the locale's consented faces when face mode is on; `unchanged` when `since` is current. */
export function fetchKioskFaces(since: string | null): Promise<KioskFaces> {
  return callApi(faceCalls.kioskFaces, { query: since ? { since } : {} });
}
