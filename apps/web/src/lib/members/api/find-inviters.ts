import { visitorCalls } from '@congregate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { visitorKeys } from '../../query-keys.ts';

/** The server asks for at least this many letters before it looks anyone up. */
export const INVITER_MIN_LETTERS = 3;

/**
 * `GET visitors/inviters?localeId&q` (public): members of the locale by display name only (at most 10) — who
 * invited a guest on the visitor form or a walk-in at an event’s door.
 */
export function fetchInviters(
  localeId: string,
  q: string,
): Promise<{ items: { handle: string; displayName: string }[] }> {
  return callApi(visitorCalls.inviters, { query: { localeId, q } });
}

export function invitersQueryOptions(localeId: string, q: string) {
  return queryOptions({
    queryKey: visitorKeys.inviters(localeId, q),
    queryFn: () => fetchInviters(localeId, q),
    staleTime: 60_000,
    retry: false,
  });
}

export function useInviters(localeId: string | null, q: string) {
  return useQuery({
    ...invitersQueryOptions(localeId ?? '', q),
    enabled: Boolean(localeId) && q.length >= INVITER_MIN_LETTERS,
    placeholderData: keepPreviousData,
  });
}
