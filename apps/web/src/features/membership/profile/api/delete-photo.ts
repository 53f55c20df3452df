import { memberPhotoCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { refreshMember } from '../../../../lib/members/index.ts';

/** Removes a member's photo: back to the default thumbnail. */
export function deletePhoto(memberId: string): Promise<{ ok: true }> {
  return callApi(memberPhotoCalls.remove, { params: { id: memberId } });
}

export function useDeletePhoto(memberId: string) {
  return useMutation({ mutationFn: () => deletePhoto(memberId), onSuccess: () => refreshMember(memberId) });
}
