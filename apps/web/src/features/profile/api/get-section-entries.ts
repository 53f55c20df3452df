import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionId, SectionSpec } from '../sections/section-specs.ts';

/** `GET` a list section of a member (e.g. `members/{id}/educations` → `{ educations }`). */
export async function fetchSectionEntries(section: SectionSpec, memberId: string): Promise<SectionItem[]> {
  const answer = await apiRequest('membership', section.paths.list(memberId), { schema: section.listSchema });
  return (answer as Record<string, SectionItem[]>)[section.listKey] ?? [];
}

export const sectionEntriesQueryKey = (section: SectionId, memberId: string) =>
  ['membership', 'profile-section', section, memberId] as const;

export function sectionEntriesQueryOptions(section: SectionSpec, memberId: string) {
  return queryOptions({
    queryKey: sectionEntriesQueryKey(section.id, memberId),
    queryFn: () => fetchSectionEntries(section, memberId),
    retry: false,
  });
}

export function useSectionEntries(section: SectionSpec, memberId: string) {
  return useQuery(sectionEntriesQueryOptions(section, memberId));
}
