import { userRoleCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { auditKeys, memberKeys, userAccessKeys, userRoleKeys } from '../../../../lib/query-keys.ts';
import type { UserRoles } from './get-user-roles.ts';

/** `DELETE admin/users/{userId}/roles/{grantId}`: removes a grant (the user's grants after). */
export function deleteRoleGrant(userId: string, grantId: string): Promise<UserRoles> {
  return callApi(userRoleCalls.revoke, { params: { userId, grantId } });
}

/** Removes a grant: the answer is the user's grants; the member detail, their access and the audit log follow. */
export function useRevokeRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) => deleteRoleGrant(userId, grantId),
    onSuccess: (roles) => {
      queryClient.setQueryData(userRoleKeys.detail(userId), roles);
      return Promise.all(
        [memberKeys.details(), userAccessKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
