import { signatureSchema, type Signature } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET members/get-signature/{id}`: the saved drawing (a PNG data URL) or null. */
export function fetchSignature(memberId: string): Promise<Signature> {
  return apiRequest('membership', `members/get-signature/${encodeURIComponent(memberId)}`, {
    schema: signatureSchema,
  });
}

export const signatureQueryKey = (memberId: string) => ['membership', 'signature', memberId] as const;

export function signatureQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: signatureQueryKey(memberId),
    queryFn: () => fetchSignature(memberId),
    retry: false,
  });
}

export function useSignature(memberId: string) {
  return useQuery(signatureQueryOptions(memberId));
}
