import { okSchema } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import type { SectionSpec } from '../sections/section-specs.ts';
import { sectionEntriesQueryKey } from './get-section-entries.ts';

/** `DELETE` on an entry's path. */
export function deleteSectionEntry(section: SectionSpec, memberId: string, itemId: string): Promise<{ ok: true }> {
  return apiRequest('membership', section.paths.entry(memberId, itemId), { method: 'DELETE', schema: okSchema });
}

export function useDeleteSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteSectionEntry(section, memberId, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionEntriesQueryKey(section.id, memberId) }),
  });
}
