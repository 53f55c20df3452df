import { churchEventCalls, type FlyerFormat } from '@congregate/contracts';
import { downloadCall } from '../../../../lib/api/call-api.ts';

/** `GET events/{id}/flyers/{memberId}/{format}` (public): the flyer's PNG bytes, to share as a file. */
export function downloadFlyer(eventId: string, memberId: string, format: FlyerFormat): Promise<Blob> {
  return downloadCall(churchEventCalls.flyer, { params: { id: eventId, memberId, format } });
}
