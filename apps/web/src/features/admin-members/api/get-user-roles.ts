import { userRolesSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type UserRoles = z.infer<typeof userRolesSchema>;

/** `GET admin/users/{userId}/roles`: the user's role grants. */
export function fetchUserRoles(userId: string): Promise<UserRoles> {
  return apiRequest('membership', `admin/users/${encodeURIComponent(userId)}/roles`, { schema: userRolesSchema });
}

export const userRolesQueryKey = (userId: string) => ['membership', 'admin-user-roles', userId] as const;

export function userRolesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userRolesQueryKey(userId),
    queryFn: () => fetchUserRoles(userId),
    retry: false,
  });
}

export function useUserRoles(userId: string) {
  return useQuery(userRolesQueryOptions(userId));
}
