import { profileSectionCalls, type NoneToAdd, type NoneToAddSection } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { refreshMember } from '../../../../lib/members/index.ts';

/** Marks a list section "none to add" for a member (or undoes it). */
export function setNoneToAdd(
  memberId: string,
  section: NoneToAddSection,
  noneToAdd: boolean,
): Promise<NoneToAdd> {
  return callApi(profileSectionCalls.setNoneToAdd, {
    params: { id: memberId, section },
    body: { noneToAdd },
  });
}

/** Refreshes the member: the choice is part of their profile and changes its completeness. */
export function useSetNoneToAdd(memberId: string, section: NoneToAddSection) {
  return useMutation({
    mutationFn: (noneToAdd: boolean) => setNoneToAdd(memberId, section, noneToAdd),
    onSuccess: () => refreshMember(memberId),
  });
}
