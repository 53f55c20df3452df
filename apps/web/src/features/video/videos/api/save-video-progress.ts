import { videoCalls, type VideoProgressInput } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';

/**
 * `PUT videos/{id}/progress`: where the caller is in a video. Sent from the player's events (every ~10 s while
 * it plays, on pause and at the end), not from a form, hence a plain fetcher; the lists that show progress are
 * read again when the player closes.
 */
export function saveVideoProgress(id: string, body: VideoProgressInput) {
  return callApi(videoCalls.saveProgress, { params: { id }, body });
}
