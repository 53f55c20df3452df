import { countriesCalls, type Country } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
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

/** A country's name from its code (`PH` → `Philippines`); the code itself while the list loads or lacks it. */
export function useCountryName(): (countryId: string) => string {
  const countries = useCountries();
  const names = useMemo(
    () => new Map((countries.data ?? []).map((country: Country) => [country.id, country.name])),
    [countries.data],
  );
  return useCallback((countryId: string) => names.get(countryId) ?? countryId, [names]);
}
