import type { AnyListSectionCall } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { refreshMember } from '../../../../lib/members/index.ts';
import { sectionKeys } from '../../../../lib/query-keys.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';
import { versionOf } from './update-section-entry.ts';

/** Deletes an entry of a member's list section; `version` as for an update (`If-Match`, 412 when stale). */
export function deleteSectionEntry(
  section: SectionSpec,
  memberId: string,
  itemId: string,
  version?: number,
): Promise<{ ok: true }> {
  const call: AnyListSectionCall<'remove'> = section.calls.remove;
  return callApi(call, { params: { id: memberId, itemId }, ifMatch: version });
}

/** Also refreshes the member (the section may no longer count as complete); after a 412 the list asks again. */
export function useDeleteSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: SectionItem) => deleteSectionEntry(section, memberId, item.id, versionOf(item)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKeys.list(section.id, memberId) }),
        refreshMember(memberId),
      ]),
    onError: (error) =>
      isApiError(error) && error.isStale
        ? queryClient.invalidateQueries({ queryKey: sectionKeys.list(section.id, memberId) })
        : undefined,
  });
}
