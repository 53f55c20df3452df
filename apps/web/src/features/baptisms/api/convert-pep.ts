import { pepCalls, type PepConvert } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api.ts';
import { dashboardKeys, memberKeys, pepKeys } from '../../../lib/query-keys.ts';

/** `POST peps/{id}/convert`: makes the member (or merges the PEP into `mergeIntoMemberId`). */
export function postConvertPep(pepId: string, mergeIntoMemberId?: string): Promise<PepConvert> {
  return callApi(pepCalls.convert, { params: { id: pepId }, body: { mergeIntoMemberId } });
}

/** Converts; the PEP lists, the member lists and the dashboard's counts follow. */
export function useConvertPep(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergeIntoMemberId?: string) => postConvertPep(pepId, mergeIntoMemberId),
    onSuccess: () =>
      Promise.all(
        [pepKeys.all, memberKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
