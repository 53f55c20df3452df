import { memberSearchCalls, type flockMembersSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { memberKeys } from '../../../../lib/query-keys.ts';

export type FlockMembers = z.infer<typeof flockMembersSchema>;

/** `POST members/flock/members`: the members of the flocks the leader leads (the guests' inviters to choose from). */
export function postMyFlock(): Promise<FlockMembers> {
  return callApi(memberSearchCalls.flockMembers, { body: {} });
}

export function myFlockQueryOptions() {
  return queryOptions({ queryKey: memberKeys.ofMyFlock(), queryFn: postMyFlock, retry: false });
}

export function useMyFlock(enabled: boolean) {
  return useQuery({ ...myFlockQueryOptions(), enabled });
}
