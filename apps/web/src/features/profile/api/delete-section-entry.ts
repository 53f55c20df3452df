import type { AnyListSectionCall } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api.ts';
import { refreshMember } from '../../../lib/members/index.ts';
import { sectionKeys } from '../../../lib/query-keys.ts';
import type { SectionSpec } from '../sections/section-specs.ts';

/** Deletes an entry of a member's list section. */
export function deleteSectionEntry(
  section: SectionSpec,
  memberId: string,
  itemId: string,
): Promise<{ ok: true }> {
  const call: AnyListSectionCall<'remove'> = section.calls.remove;
  return callApi(call, { params: { id: memberId, itemId } });
}

/** Also refreshes the member (the section may no longer count as complete). */
export function useDeleteSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteSectionEntry(section, memberId, itemId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKeys.list(section.id, memberId) }),
        refreshMember(memberId),
      ]),
  });
}
