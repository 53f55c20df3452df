import { announcementCalls, type Announcement, type NewAnnouncementInput } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { announcementKeys } from '../../../../lib/query-keys.ts';

/** `POST notifications/announcements`: sent now, or scheduled for `sendAt`. */
export function createAnnouncement(body: NewAnnouncementInput): Promise<Announcement> {
  return callApi(announcementCalls.create, { body });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: async (made) => {
      queryClient.setQueryData(announcementKeys.detail(made.id), made);
      await queryClient.invalidateQueries({ queryKey: announcementKeys.lists() });
    },
  });
}
