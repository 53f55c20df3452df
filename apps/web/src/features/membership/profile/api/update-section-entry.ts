import type { AnyListSectionCall } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { refreshMember } from '../../../../lib/members/index.ts';
import { sectionKeys } from '../../../../lib/query-keys.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';
import type { SectionEntryBody } from './create-section-entry.ts';

/**
 * Replaces an entry of a member's list section with the whole body; answers the saved entry. `version`: the
 * entry's version the edit is based on, sent as `If-Match` (someone else's change since → 412).
 */
export function updateSectionEntry(
  section: SectionSpec,
  memberId: string,
  itemId: string,
  body: SectionEntryBody,
  version?: number,
): Promise<SectionItem> {
  const call: AnyListSectionCall<'update'> = section.calls.update;
  return callApi(call, { params: { id: memberId, itemId }, body, ifMatch: version });
}

/** The list asks again after a save, and after a 412 (to show the latest). */
export function useUpdateSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: SectionItem; body: SectionEntryBody }) =>
      updateSectionEntry(section, memberId, item.id, body, versionOf(item)),
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

/** The version of an entry as the server answered it (absent from older servers: no check). */
export const versionOf = (item: SectionItem): number | undefined =>
  typeof item.version === 'number' ? item.version : undefined;
