import { transferCalls, type Transfer } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { auditKeys, dashboardKeys, memberKeys, transferKeys, userRoleKeys } from '../../../../lib/query-keys.ts';

export type TransferBody = CallInput<typeof transferCalls.transfer>['body'];

/**
 * `POST admin/members/transfer/{id}` `{ toLocaleId, reason? }` (201): `accepted` when the caller looks
 * after both locales (moved at once), `pending` while the receiving locale's admins decide.
 */
export function postMemberTransfer(memberId: string, body: TransferBody): Promise<Transfer> {
  return callApi(transferCalls.transfer, { params: { id: memberId }, body });
}

/**
 * Transfers the member; the member (their locale, flock and history), the transfer lists, the dashboard
 * counts, the roles a moved member loses and the audit log are asked again.
 */
export function useTransferMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferBody) => postMemberTransfer(memberId, body),
    onSuccess: () =>
      Promise.all(
        [memberKeys.all, transferKeys.all, dashboardKeys.all, userRoleKeys.all, auditKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
