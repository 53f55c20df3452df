import { localeListSchema, localeParams, localeSchema } from '../../config.ts';
import { defineCall } from '../define-call.ts';

/** The locales of the church (configuration token): the list and one with its address and services. */
export const localesCalls = {
  all: defineCall({
    service: 'config',
    method: 'GET',
    path: '/locales/all',
    access: 'config',
    tags: ['config'],
    summary: 'All locales',
    responses: { 200: localeListSchema },
    errors: [401],
  }),

  one: defineCall({
    service: 'config',
    method: 'GET',
    path: '/locales/:locale',
    access: 'config',
    tags: ['config'],
    summary: 'One locale: country, time zone, currency, language, address, service schedule',
    params: localeParams,
    responses: { 200: localeSchema },
    errors: [401, 404],
  }),
};
