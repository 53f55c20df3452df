import { gatheringCalls, type GatheringSummary } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';

/** `GET gatherings/{id}`: one gathering with its counts, as the list shows it (for a shared link to it). */
export function fetchGathering(id: string): Promise<GatheringSummary> {
  return callApi(gatheringCalls.one, { params: { id } });
}

/** One gathering by id; not asked while `id` is null (the gathering is already in a loaded list). */
export function useGathering(id: string | null) {
  return useQuery({
    queryKey: gatheringKeys.one(id ?? ''),
    queryFn: () => fetchGathering(id!),
    enabled: Boolean(id),
    retry: false,
  });
}
