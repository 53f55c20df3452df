import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countryOfMobile, countrySchema, type Country } from '@congregate/contracts';
import { z } from 'zod';

const countriesPath = path.resolve(import.meta.dirname, '../assets/countries.json');

/** The committed country list (ISO 3166-1 alpha-2, name, calling code). */
export const countries: readonly Country[] = z
  .array(countrySchema)
  .parse(JSON.parse(readFileSync(countriesPath, 'utf8')));
const countryIds = new Set(countries.map((c) => c.id));

export const isKnownCountry = (id: string) => countryIds.has(id);

/** Whether an E.164 number starts with a calling code of some country in the list. */
export const hasKnownCallingCode = (mobile: string) => countryOfMobile(mobile, countries) !== null;

const callingCodes = new Map(countries.map((c) => [c.id, c.callingCode]));

/** The calling code of a country (`PH` → `+63`), or null for a code the list lacks. */
export const callingCodeOf = (countryId: string) => callingCodes.get(countryId) ?? null;
