import { countryListSchema } from '../../config.ts';
import { defineCall } from '../define-call.ts';

/** The country list (no token: the registration page reads it). */
export const countriesCalls = {
  list: defineCall({
    service: 'config',
    method: 'GET',
    path: '/assets/data/country_json_view.json',
    access: 'public',
    tags: ['config'],
    summary: 'Countries: ISO 3166 code, name, calling code (no auth)',
    responses: { 200: countryListSchema },
    errors: [],
  }),
};
