import { flockMembersSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type FlockMembers = z.infer<typeof flockMembersSchema>;

/** `POST members/flock/members`: a flock leader's flocks, otherwise the member's own flock. */
export function postFlockMembers(): Promise<FlockMembers> {
  return apiRequest('membership', 'members/flock/members', { method: 'POST', body: {}, schema: flockMembersSchema });
}

export function flockMembersQueryOptions() {
  return queryOptions({
    queryKey: ['membership', 'my-flock-members'] as const,
    queryFn: postFlockMembers,
    retry: false,
  });
}

export function useFlockMembers(enabled: boolean) {
  return useQuery({ ...flockMembersQueryOptions(), enabled });
}
