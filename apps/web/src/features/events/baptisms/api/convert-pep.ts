import { pepCalls, type PepConvert } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { dashboardKeys, memberKeys, pepKeys } from '../../../../lib/query-keys.ts';

/** What the dialog decided: a member to merge into, and the e-mail address the staff member confirmed. */
export interface ConvertChoice {
  mergeIntoMemberId?: string;
  confirmEmail?: string;
}

/**
 * `POST peps/{id}/convert`: makes the member (or merges the PEP into `mergeIntoMemberId`); the account invitation
 * goes to `confirmEmail` (or to an address the prospect confirmed), never to an unconfirmed one.
 */
export function postConvertPep(pepId: string, choice: ConvertChoice = {}): Promise<PepConvert> {
  return callApi(pepCalls.convert, { params: { id: pepId }, body: choice });
}

/** Converts; the PEP lists, the member lists and the dashboard's counts follow. */
export function useConvertPep(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ConvertChoice) => postConvertPep(pepId, choice),
    onSuccess: () =>
      Promise.all(
        [pepKeys.all, memberKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
