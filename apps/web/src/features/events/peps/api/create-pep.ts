import { pepCalls, type NewPep, type Pep } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `POST peps`: a new PEP (the caller is the soul winner unless another member is named). */
export function postPep(body: NewPep): Promise<Pep> {
  return callApi(pepCalls.create, { body });
}

export function useCreatePep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
