import { fundCalls, type GivingAccess } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** `GET giving-access`: the locales whose giving the caller may see, with their level (empty for a plain member). */
export function fetchGivingAccess(): Promise<GivingAccess> {
  return callApi(fundCalls.access);
}

export const givingAccessQueryOptions = () =>
  queryOptions({ queryKey: givingKeys.access(), queryFn: fetchGivingAccess, retry: false });

export function useGivingAccess() {
  return useQuery(givingAccessQueryOptions());
}
