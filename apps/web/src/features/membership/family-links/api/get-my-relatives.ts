import { profileSectionCalls, type Relative } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { sectionKeys } from '../../../../lib/query-keys.ts';

/**
 * `GET members/{id}/relatives`: the entries of my family background, under the same key (and shape: the list)
 * as the profile's family background section, so a link made here shows there.
 */
export async function fetchRelatives(memberId: string): Promise<Relative[]> {
  const answer = await callApi(profileSectionCalls.sections.relatives.list, { params: { id: memberId } });
  return answer.relatives;
}

export const relativesQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: sectionKeys.list('relatives', memberId),
    queryFn: () => fetchRelatives(memberId),
    retry: false,
  });

export function useMyRelatives(memberId: string | null) {
  return useQuery({ ...relativesQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
