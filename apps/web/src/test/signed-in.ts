import type { Profile } from '@congregate/contracts';
import { SESSION_MARKER, storage } from '../lib/storage/index.ts';
import {
  fakeServer,
  ids,
  json,
  makeProfile,
  makeUserAccess,
  routeList,
  type FakeRoutes,
} from './fake-server.ts';

export const countries = [
  { id: 'PH', name: 'Philippines', callingCode: '+63' },
  { id: 'SG', name: 'Singapore', callingCode: '+65' },
  { id: 'US', name: 'United States', callingCode: '+1' },
];

export const at = '2026-03-01T08:00:00.000Z';

/**
 * A signed-in, endorsed member (the profile stored as after sign-in, the XSRF cookie set) and a fake
 * server answering the shell's calls plus `routes`. `profiles` are what `myProfile` answers, in turn
 * (the last one repeats), to follow completeness after a save.
 */
export function signedInMember(routes: FakeRoutes, profiles: Profile[] = [makeProfile()]) {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', profiles[0]!);
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  let served = 0;
  return fakeServer([
    ...routeList(routes),
    {
      'GET /api/membership/members/myProfile': () =>
        json(200, profiles[Math.min(++served, profiles.length - 1)]),
      [`GET /api/membership/user-access/${ids.user}`]: () => json(200, makeUserAccess()),
      'GET /api/v1/config/assets/data/country_json_view.json': () => json(200, countries),
    },
  ]);
}

export const memberPath = (suffix: string) => `/api/membership/members/${ids.member}${suffix}`;
