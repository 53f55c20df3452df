import type { AnyListSectionCall, ListSectionKey } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { sectionKeys } from '../../../../lib/query-keys.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';

/** A member's entries of one list section (the answer holds them under the section's key, e.g. `{ educations }`). */
export async function fetchSectionEntries(section: SectionSpec, memberId: string): Promise<SectionItem[]> {
  const call: AnyListSectionCall<'list'> = section.calls.list;
  const answer: Partial<Record<ListSectionKey, SectionItem[]>> = await callApi(call, {
    params: { id: memberId },
  });
  return answer[section.id] ?? [];
}

export function sectionEntriesQueryOptions(section: SectionSpec, memberId: string) {
  return queryOptions({
    queryKey: sectionKeys.list(section.id, memberId),
    queryFn: () => fetchSectionEntries(section, memberId),
    retry: false,
  });
}

export function useSectionEntries(section: SectionSpec, memberId: string) {
  return useQuery(sectionEntriesQueryOptions(section, memberId));
}
