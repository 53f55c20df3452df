import { userRolesSchema } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { userRolesQueryKey, type UserRoles } from './get-user-roles.ts';

/** `DELETE admin/users/{userId}/roles/{grantId}`: removes a grant (the user's grants after). */
export function deleteRoleGrant(userId: string, grantId: string): Promise<UserRoles> {
  return apiRequest(
    'membership',
    `admin/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(grantId)}`,
    { method: 'DELETE', schema: userRolesSchema },
  );
}

export function useRevokeRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) => deleteRoleGrant(userId, grantId),
    onSuccess: (roles) => queryClient.setQueryData(userRolesQueryKey(userId), roles),
  });
}
