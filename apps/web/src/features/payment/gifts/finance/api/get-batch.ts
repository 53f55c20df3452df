import { batchCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `GET batches/{id}`: one batch with its lines. */
export function batchQueryOptions(id: string) {
  return queryOptions({
    queryKey: givingKeys.batch(id),
    queryFn: ({ signal }) => callApi(batchCalls.get, { params: { id }, signal }),
    retry: false,
  });
}

export function useBatch(id: string | null) {
  return useQuery({ ...batchQueryOptions(id ?? ''), enabled: Boolean(id) });
}
