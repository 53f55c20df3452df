import { familyRequestCalls, type FamilyCard } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { familyKeys } from '../../../../lib/query-keys.ts';

/** `GET membership/family-links/{memberId}`: a linked relative's card (404 for anyone not linked). */
export function fetchFamilyCard(memberId: string): Promise<FamilyCard> {
  return callApi(familyRequestCalls.card, { params: { memberId } });
}

export const familyCardQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: familyKeys.card(memberId),
    queryFn: () => fetchFamilyCard(memberId),
    retry: false,
  });

export function useFamilyCard(memberId: string | null) {
  return useQuery({ ...familyCardQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
