import { pepCalls, type PepDetail, type PepStageBody } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `POST peps/{id}/stage`: moves the PEP (kept in its history); answers the PEP with its history. */
export function postPepStage(pepId: string, body: PepStageBody): Promise<PepDetail> {
  return callApi(pepCalls.stage, { params: { id: pepId }, body });
}

export function useChangeStage(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PepStageBody) => postPepStage(pepId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(pepKeys.detail(pepId), detail);
      return queryClient.invalidateQueries({ queryKey: pepKeys.all });
    },
  });
}
