import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';
import { sectionEntriesQueryKey } from './get-section-entries.ts';

/** `PUT` on an entry's path: replaces the entry; answers the saved entry. */
export async function updateSectionEntry(
  section: SectionSpec,
  memberId: string,
  itemId: string,
  body: Record<string, unknown>,
): Promise<SectionItem> {
  const answer = await apiRequest('membership', section.paths.entry(memberId, itemId), {
    method: 'PUT',
    body,
    schema: section.itemSchema,
  });
  return answer as SectionItem;
}

export function useUpdateSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: Record<string, unknown> }) =>
      updateSectionEntry(section, memberId, itemId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionEntriesQueryKey(section.id, memberId) }),
  });
}
