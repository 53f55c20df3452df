import { pepCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { pepKeys } from '../../query-keys.ts';

/** Which PEPs to count: those with a follow-up past due, or at a stage; in one locale, or the caller's scope. */
export interface PepCount {
  overdue?: 'true';
  stage?: 'baptized';
  localeId?: string;
}

/**
 * How many PEPs of the caller's scope match (`GET peps?…&limit=1`, its `total`): what waits on home's
 * secretary card and the admin hub's buttons.
 */
export async function countPeps(filters: PepCount): Promise<number> {
  return (await callApi(pepCalls.list, { query: { ...filters, limit: 1 } })).total;
}

export function pepCountQueryOptions(filters: PepCount) {
  return queryOptions({
    // Under the PEP lists, so a change to a PEP refreshes the count; `count` keeps it apart from the pages.
    queryKey: pepKeys.list({ count: true, ...filters }),
    queryFn: () => countPeps(filters),
    retry: false,
  });
}

export function usePepCount(filters: PepCount, enabled = true) {
  return useQuery({ ...pepCountQueryOptions(filters), enabled });
}
