import { pepCalls, type PepPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

const PAGE = 50;

/** `GET peps?localeId&stage=baptized`: a locale's baptized PEPs who are not members yet, newest first. */
export function fetchBaptizedPeps(localeId: string, cursor: string | null): Promise<PepPage> {
  return callApi(pepCalls.list, {
    query: { localeId, stage: 'baptized', limit: PAGE, cursor: cursor ?? undefined },
  });
}

export function baptizedPepsQueryOptions(localeId: string) {
  return infiniteQueryOptions({
    queryKey: pepKeys.list({ localeId, stage: 'baptized' }),
    queryFn: ({ pageParam }) => fetchBaptizedPeps(localeId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useBaptizedPeps(localeId: string | null) {
  return useInfiniteQuery({ ...baptizedPepsQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
