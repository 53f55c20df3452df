import { memberRequestsCalls, type TransferRequest } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { transferKeys } from '../../../../lib/query-keys.ts';

/** `GET members/{id}/transfer-requests`: the member's transfer requests, newest first. */
export async function fetchTransferRequests(memberId: string): Promise<TransferRequest[]> {
  const answer = await callApi(memberRequestsCalls.listTransfers, { params: { id: memberId } });
  return answer.requests;
}

export function transferRequestsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: transferKeys.requestsOf(memberId),
    queryFn: () => fetchTransferRequests(memberId),
    retry: false,
  });
}

export function useTransferRequests(memberId: string) {
  return useQuery(transferRequestsQueryOptions(memberId));
}
