import { memberNoteCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `DELETE groups/notes/:id`: its author (or an admin) deletes a note. */
export function deleteMemberNote(noteId: string): Promise<{ ok: true }> {
  return callApi(memberNoteCalls.remove, { params: { id: noteId } });
}

export function useRemoveMemberNote(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flockCareKeys.notes(memberId) }),
  });
}
