import { countrySchema, type Country } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/index.ts';
import { countryKeys } from '../../query-keys.ts';

const countryListSchema = z.array(countrySchema);

/** `GET config assets/data/country_json_view.json`: the static country list (no auth). */
export function fetchCountries(): Promise<Country[]> {
  return apiRequest('config', 'assets/data/country_json_view.json', {
    schema: countryListSchema,
    auth: 'none',
  });
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
