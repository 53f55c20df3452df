import { userRoleCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { auditKeys, memberKeys, userAccessKeys, userRoleKeys } from '../../../../lib/query-keys.ts';
import type { UserRoles } from './get-user-roles.ts';

export type RoleGrantBody = CallInput<typeof userRoleCalls.grant>['body'];

/** `POST admin/users/{userId}/roles`: grants a role over a scope (201, the user's grants after). */
export function postRoleGrant(userId: string, body: RoleGrantBody): Promise<UserRoles> {
  return callApi(userRoleCalls.grant, { params: { userId }, body });
}

/** Grants a role: the answer is the user's grants; the member detail, their access and the audit log follow. */
export function useGrantRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleGrantBody) => postRoleGrant(userId, body),
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
