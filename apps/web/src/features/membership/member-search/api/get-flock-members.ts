import { memberSearchCalls, type flockMembersSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { memberKeys } from '../../../../lib/query-keys.ts';

export type FlockMembers = z.infer<typeof flockMembersSchema>;

/** `POST members/flock/members`: a flock leader's flocks, otherwise the member's own flock. */
export function postFlockMembers(): Promise<FlockMembers> {
  return callApi(memberSearchCalls.flockMembers, { body: {} });
}

export function flockMembersQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.ofMyFlock(),
    queryFn: postFlockMembers,
    retry: false,
  });
}

export function useFlockMembers(enabled: boolean) {
  return useQuery({ ...flockMembersQueryOptions(), enabled });
}
