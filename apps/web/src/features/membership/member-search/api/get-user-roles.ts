import { userRoleCalls, type userRolesSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { userRoleKeys } from '../../../../lib/query-keys.ts';

export type UserRoles = z.infer<typeof userRolesSchema>;

/** `GET admin/users/{userId}/roles`: the user's role grants. */
export function fetchUserRoles(userId: string): Promise<UserRoles> {
  return callApi(userRoleCalls.list, { params: { userId } });
}

export function userRolesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userRoleKeys.detail(userId),
    queryFn: () => fetchUserRoles(userId),
    retry: false,
  });
}

export function useUserRoles(userId: string) {
  return useQuery(userRolesQueryOptions(userId));
}
