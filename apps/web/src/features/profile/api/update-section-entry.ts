import type { AnyListSectionCall } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api.ts';
import { refreshMember } from '../../../lib/members/index.ts';
import { sectionKeys } from '../../../lib/query-keys.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';
import type { SectionEntryBody } from './create-section-entry.ts';

/** Replaces an entry of a member's list section with the whole body; answers the saved entry. */
export function updateSectionEntry(
  section: SectionSpec,
  memberId: string,
  itemId: string,
  body: SectionEntryBody,
): Promise<SectionItem> {
  const call: AnyListSectionCall<'update'> = section.calls.update;
  return callApi(call, { params: { id: memberId, itemId }, body });
}

export function useUpdateSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: SectionEntryBody }) =>
      updateSectionEntry(section, memberId, itemId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKeys.list(section.id, memberId) }),
        refreshMember(memberId),
      ]),
  });
}
