import { memberSchema, type Member, type MemberPlacementBody } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { localeMembersKey } from './get-locale-members.ts';

/** `PATCH admin/members/{id}/placement` `{ type?, flockId? }`: answers the updated member. */
export function patchMemberPlacement(memberId: string, body: MemberPlacementBody): Promise<Member> {
  return apiRequest('membership', `admin/members/${encodeURIComponent(memberId)}/placement`, {
    method: 'PATCH',
    body,
    schema: memberSchema,
  });
}

export function useSetMemberPlacement(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberPlacementBody) => patchMemberPlacement(memberId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localeMembersKey }),
  });
}
