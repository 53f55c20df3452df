import { noneToAddSchema, type NoneToAdd, type NoneToAddSection } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `PUT members/{id}/sections/{section}/none-to-add`: the member has nothing to add to a list section. */
export function putNoneToAdd(memberId: string, section: NoneToAddSection, noneToAdd: boolean): Promise<NoneToAdd> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/sections/${section}/none-to-add`, {
    method: 'PUT',
    body: { noneToAdd },
    schema: noneToAddSchema,
  });
}

export function useSetNoneToAdd(memberId: string, section: NoneToAddSection) {
  return useMutation({ mutationFn: (noneToAdd: boolean) => putNoneToAdd(memberId, section, noneToAdd) });
}
