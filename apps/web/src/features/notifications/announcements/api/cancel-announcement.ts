import { announcementCalls, type Announcement } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { announcementKeys } from '../../../../lib/query-keys.ts';

/** `POST notifications/announcements/{id}/cancel`: a scheduled one is not sent. */
export function cancelAnnouncement(id: string): Promise<Announcement> {
  return callApi(announcementCalls.cancel, { params: { id } });
}

export function useCancelAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
