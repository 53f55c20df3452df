import { transferRequestListSchema, type TransferRequest } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET members/{id}/transfer-requests`. */
export async function fetchTransferRequests(memberId: string): Promise<TransferRequest[]> {
  const answer = await apiRequest('membership', `members/${encodeURIComponent(memberId)}/transfer-requests`, {
    schema: transferRequestListSchema,
  });
  return answer.requests;
}

export const transferRequestsQueryKey = (memberId: string) => ['membership', 'transfer-requests', memberId] as const;

export function transferRequestsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: transferRequestsQueryKey(memberId),
    queryFn: () => fetchTransferRequests(memberId),
    retry: false,
  });
}

export function useTransferRequests(memberId: string) {
  return useQuery(transferRequestsQueryOptions(memberId));
}
