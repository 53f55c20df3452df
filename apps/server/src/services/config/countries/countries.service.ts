import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countryListSchema, type Country } from '@congregate/contracts';

const countriesPath = path.resolve(import.meta.dirname, '../../../assets/countries.json');

/** The country list (ISO code, name, calling code), read once from the file that ships with the server. */
export function createCountriesService() {
  let countries: Country[] | null = null;
  return {
    list(): Country[] {
      countries ??= countryListSchema.parse(JSON.parse(readFileSync(countriesPath, 'utf8')));
      return countries;
    },
  };
}
export type CountriesService = ReturnType<typeof createCountriesService>;
