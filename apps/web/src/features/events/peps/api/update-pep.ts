import { pepCalls, type Pep, type PepPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `PATCH peps/{id}`: the PEP's details, flock or soul winner. */
export function patchPep(pepId: string, body: PepPatch): Promise<Pep> {
  return callApi(pepCalls.update, { params: { id: pepId }, body });
}

export function useUpdatePep(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PepPatch) => patchPep(pepId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
