import { profileSchema, type Profile } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `PATCH members/updateMemberGoodManApp/{id}`: personal data (only the fields sent change); answers the profile. */
export function patchPersonalData(memberId: string, body: Record<string, unknown>): Promise<Profile> {
  return apiRequest('membership', `members/updateMemberGoodManApp/${encodeURIComponent(memberId)}`, {
    method: 'PATCH',
    body,
    schema: profileSchema,
  });
}

export function useUpdatePersonalData(memberId: string) {
  return useMutation({ mutationFn: (body: Record<string, unknown>) => patchPersonalData(memberId, body) });
}
