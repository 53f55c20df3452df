import { memberNoteCalls, type MemberNote } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/members/:memberId/notes`. */
export function postMemberNote(memberId: string, body: string): Promise<MemberNote> {
  return callApi(memberNoteCalls.create, { params: { memberId }, body: { body } });
}

export function useCreateMemberNote(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postMemberNote(memberId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flockCareKeys.notes(memberId) }),
  });
}
