import { idParams } from '../../common.ts';
import { flockConfigParams, flockConfigSchema, flockInfoSchema } from '../../flocks.ts';
import { denied, defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

/** A locale's flocks (public, for registration and filters) and one flock's size and leaders. */
export const flocksCalls = {
  ofLocale: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/config/flock/:locale',
    access: 'public',
    tags: ['membership'],
    summary: 'Public: the flocks of a locale, grouped by cluster',
    params: flockConfigParams,
    responses: { 200: flockConfigSchema },
    errors: [404],
  }),

  info: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/config/flock/info/:id',
    access: 'session',

    who: rule.data(
      'endorsed members of the flock’s locale and admins over it; anyone else 403 (an unknown flock 404)',
    ),
    tags: ['membership'],
    summary: 'One flock with its member count and leaders',
    params: idParams,
    responses: { 200: flockInfoSchema },
    errors: denied,
  }),
};
