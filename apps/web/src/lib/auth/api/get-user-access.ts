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
  return refreshUserAccess(userId);
}

/** Asks the server for the user's roles and permissions and stores what it answers. */
export async function refreshUserAccess(userId: string): Promise<UserAccess> {
  const access = await fetchUserAccess(userId);
  storage.set('user_access', access);
  return access;
}

/**
 * Stale-while-revalidate, as the own profile: the stored copy shows at once and the server is asked on every
 * start and focus, so a transfer or a new role reaches the side menu and home without a new sign-in.
 */
export function userAccessQueryOptions(userId: string | null | undefined) {
  return queryOptions({
    queryKey: userAccessKeys.detail(userId ?? null),
    queryFn: () => refreshUserAccess(userId!),
    enabled: Boolean(userId),
    initialData: () => {
      const cached = storage.get('user_access');
      return cached && cached.userId === userId ? cached : undefined;
    },
    initialDataUpdatedAt: 0,
    refetchOnWindowFocus: 'always',
  });
}

export function useUserAccess(userId: string | null | undefined) {
  return useQuery(userAccessQueryOptions(userId));
}
