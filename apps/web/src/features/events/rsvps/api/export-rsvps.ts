import { rsvpCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../../lib/api/call-api.ts';
import { saveFile } from '../../../../lib/files/save-file.ts';

/** `GET events/{id}/rsvps/export`: every RSVP of the event as CSV. */
export function downloadRsvpsCsv(eventId: string): Promise<Blob> {
  return downloadCall(rsvpCalls.exportCsv, { params: { id: eventId } });
}

/** Downloads the CSV and saves it as `rsvps-{title}.csv`. */
export function useExportRsvps() {
  return useMutation({
    mutationFn: async ({ eventId, title }: { eventId: string; title: string }) => {
      const blob = await downloadRsvpsCsv(eventId);
      const name = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event';
      saveFile(blob, `rsvps-${name}.csv`);
    },
  });
}
