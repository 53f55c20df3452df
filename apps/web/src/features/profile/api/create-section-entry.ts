import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';
import { sectionEntriesQueryKey } from './get-section-entries.ts';

/** `POST` a new entry to a list section; answers 201 with the entry. */
export async function createSectionEntry(
  section: SectionSpec,
  memberId: string,
  body: Record<string, unknown>,
): Promise<SectionItem> {
  const answer = await apiRequest('membership', section.paths.create(memberId), {
    method: 'POST',
    body,
    schema: section.itemSchema,
  });
  return answer as SectionItem;
}

export function useCreateSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createSectionEntry(section, memberId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionEntriesQueryKey(section.id, memberId) }),
  });
}
