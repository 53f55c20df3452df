import { userAccessSchema, type UserAccess } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
import { userAccessKeys } from '../../query-keys.ts';
import { storage } from '../../storage/index.ts';

/** `GET membership user-access/{userId}`. */
export function fetchUserAccess(userId: string): Promise<UserAccess> {
  return apiRequest('membership', `user-access/${encodeURIComponent(userId)}`, { schema: userAccessSchema });
}

/** Roles and permissions of the user: from storage when present, otherwise fetched once and stored. */
export async function loadUserAccess(userId: string): Promise<UserAccess> {
  const cached = storage.get('user_access');
  if (cached && cached.userId === userId) return cached;
  const access = await fetchUserAccess(userId);
  storage.set('user_access', access);
  return access;
}

export function userAccessQueryOptions(userId: string | null | undefined) {
  return queryOptions({
    queryKey: userAccessKeys.detail(userId ?? null),
    queryFn: () => loadUserAccess(userId!),
    enabled: Boolean(userId),
    initialData: () => {
      const cached = storage.get('user_access');
      return cached && cached.userId === userId ? cached : undefined;
    },
    staleTime: Infinity,
  });
}

export function useUserAccess(userId: string | null | undefined) {
  return useQuery(userAccessQueryOptions(userId));
}
