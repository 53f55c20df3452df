import { transferSchema, type Transfer } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { localeMembersKey } from './get-locale-members.ts';

/**
 * `POST admin/members/transfer/{id}` `{ toLocaleId, reason? }` (201): `accepted` when the caller looks
 * after both locales (moved at once), `pending` while the receiving locale's admins decide.
 */
export function postMemberTransfer(
  memberId: string,
  body: { toLocaleId: string; reason?: string },
): Promise<Transfer> {
  return apiRequest('membership', `admin/members/transfer/${encodeURIComponent(memberId)}`, {
    method: 'POST',
    body,
    schema: transferSchema,
  });
}

export function useTransferMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { toLocaleId: string; reason?: string }) => postMemberTransfer(memberId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localeMembersKey }),
  });
}
