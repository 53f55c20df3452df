import { memberSignatureCalls, type Signature } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { signatureKeys } from '../../../../lib/query-keys.ts';

/** A member's saved signature (a PNG data URL), or null when none was drawn. */
export function fetchSignature(memberId: string): Promise<Signature> {
  return callApi(memberSignatureCalls.get, { params: { id: memberId } });
}

export function signatureQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: signatureKeys.detail(memberId),
    queryFn: () => fetchSignature(memberId),
    retry: false,
  });
}

export function useSignature(memberId: string) {
  return useQuery(signatureQueryOptions(memberId));
}
