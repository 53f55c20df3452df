import type { AnyListSectionCall } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshMember } from '../../../../lib/members/index.ts';
import { sectionKeys } from '../../../../lib/query-keys.ts';
import type { SectionItem } from '../sections/field-spec.ts';
import type { SectionSpec } from '../sections/section-specs.ts';

type CreateCall = AnyListSectionCall<'create'>;
/** A new entry of a list section, as the form sends it. */
export type SectionEntryBody = CallInput<CreateCall>['body'];

/** Adds an entry to a member's list section; answers the entry with its `id`. */
export function createSectionEntry(
  section: SectionSpec,
  memberId: string,
  body: SectionEntryBody,
): Promise<SectionItem> {
  const call: CreateCall = section.calls.create;
  return callApi(call, { params: { id: memberId }, body });
}

/** Also refreshes the member (the section may now count as complete). */
export function useCreateSectionEntry(section: SectionSpec, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionEntryBody) => createSectionEntry(section, memberId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKeys.list(section.id, memberId) }),
        refreshMember(memberId),
      ]),
  });
}
