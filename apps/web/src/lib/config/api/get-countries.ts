import { countriesCalls, type Country } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { countryKeys } from '../../query-keys.ts';

/** `GET config assets/data/country_json_view.json`: the static country list (no auth). */
export function fetchCountries(): Promise<Country[]> {
  return callApi(countriesCalls.list);
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: countryKeys.all,
    queryFn: fetchCountries,
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
