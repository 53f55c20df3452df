import { memberNoteCalls, type MemberNote } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `PATCH groups/notes/:id`: its author (or an admin) changes a note. */
export function patchMemberNote(noteId: string, body: string): Promise<MemberNote> {
  return callApi(memberNoteCalls.update, { params: { id: noteId }, body: { body } });
}

export function useUpdateMemberNote(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) => patchMemberNote(noteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flockCareKeys.notes(memberId) }),
  });
}
