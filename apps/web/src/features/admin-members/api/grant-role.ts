import { userRolesSchema, type roleGrantBodySchema } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';
import { userRolesQueryKey, type UserRoles } from './get-user-roles.ts';

export type RoleGrantBody = z.input<typeof roleGrantBodySchema>;

/** `POST admin/users/{userId}/roles`: grants a role over a scope (201, the user's grants after). */
export function postRoleGrant(userId: string, body: RoleGrantBody): Promise<UserRoles> {
  return apiRequest('membership', `admin/users/${encodeURIComponent(userId)}/roles`, {
    method: 'POST',
    body,
    schema: userRolesSchema,
  });
}

export function useGrantRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleGrantBody) => postRoleGrant(userId, body),
    onSuccess: (roles) => queryClient.setQueryData(userRolesQueryKey(userId), roles),
  });
}
