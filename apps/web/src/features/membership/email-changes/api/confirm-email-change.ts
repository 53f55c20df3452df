import { emailChangeCalls, type CallResult } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { auditKeys, emailChangeKeys, memberKeys } from '../../../../lib/query-keys.ts';

export type EmailChangeConfirmed = CallResult<typeof emailChangeCalls.confirm>;

/** `POST email-change/confirm` (public) with the token from the e-mailed link: 422 when invalid, used or expired. */
export function postEmailChangeConfirm(token: string): Promise<EmailChangeConfirmed> {
  return callApi(emailChangeCalls.confirm, { body: { token } });
}

/** Confirms the new address; the member's records, open requests and the audit log are asked again where shown. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEmailChangeConfirm,
    onSuccess: () =>
      Promise.all(
        [memberKeys.all, emailChangeKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
