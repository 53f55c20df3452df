import { userAccessCalls, type UserAccess } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { userAccessKeys } from '../../query-keys.ts';
import { storage } from '../../storage/index.ts';

/** A user's roles, scopes and permissions, from the server. */
export function fetchUserAccess(userId: string): Promise<UserAccess> {
  return callApi(userAccessCalls.get, { params: { id: userId } });
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
