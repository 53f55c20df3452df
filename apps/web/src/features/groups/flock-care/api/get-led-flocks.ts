import { flockCareCalls, type LedFlock } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/flocks/led`: the flocks the caller leads or assists. */
export function fetchLedFlocks(): Promise<LedFlock[]> {
  return callApi(flockCareCalls.led, {});
}

export const ledFlocksQueryOptions = () =>
  queryOptions({ queryKey: flockCareKeys.led(), queryFn: fetchLedFlocks, staleTime: 60_000 });

export function useLedFlocks() {
  return useQuery(ledFlocksQueryOptions());
}
