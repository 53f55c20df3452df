import { pepVisitCalls, type PepVisitList } from '@congregate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `GET peps/{id}/visits`: the public forms a known prospect sent again, with their contact now beside them. */
export function usePepVisits(pepId: string) {
  return useQuery({
    queryKey: pepKeys.visits(pepId),
    queryFn: (): Promise<PepVisitList> => callApi(pepVisitCalls.list, { params: { id: pepId } }),
    retry: false,
  });
}

/** Applies a visit's new contact to the PEP, or dismisses it (staff; audited); the PEP and its visits follow. */
export function useDecidePepVisit(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitId, apply }: { visitId: string; apply: boolean }) =>
      callApi(apply ? pepVisitCalls.apply : pepVisitCalls.dismiss, { params: { id: pepId, visitId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
