import type { QueryClient } from '@tanstack/react-query';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** Every household screen shows members, requests or both: a change refreshes them all. */
export function refreshHouseholds(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: householdKeys.all });
}
