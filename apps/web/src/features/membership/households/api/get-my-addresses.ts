import { profileSectionCalls, type Address } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { sectionKeys } from '../../../../lib/query-keys.ts';

/** `GET members/{id}/addresses`: the member's address book (the household may use one of them). */
export async function fetchAddresses(memberId: string): Promise<Address[]> {
  const answer = await callApi(profileSectionCalls.sections.addresses.list, { params: { id: memberId } });
  return answer.addresses;
}

export function addressesQueryOptions(memberId: string) {
  // The profile's address-book page keeps the same list (the entries) under this key.
  return queryOptions({
    queryKey: sectionKeys.list('addresses', memberId),
    queryFn: () => fetchAddresses(memberId),
    retry: false,
  });
}

export function useAddresses(memberId: string) {
  return useQuery(addressesQueryOptions(memberId));
}
