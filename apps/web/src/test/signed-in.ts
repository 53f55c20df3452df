import {
  countriesCalls,
  notificationInboxCalls,
  profileCalls,
  userAccessCalls,
  type Profile,
} from '@congregate/contracts';
import { SESSION_MARKER, storage } from '../lib/storage/index.ts';
import {
  errorBody,
  fakeServer,
  ids,
  json,
  makeProfile,
  makeUserAccess,
  on,
  routeList,
  type FakeRoutes,
  type RecordedCall,
} from './fake-server.ts';

export const countries = [
  { id: 'PH', name: 'Philippines', callingCode: '+63' },
  { id: 'SG', name: 'Singapore', callingCode: '+65' },
  { id: 'US', name: 'United States', callingCode: '+1' },
];

export const at = '2026-03-01T08:00:00.000Z';

/**
 * A signed-in, endorsed member (the profile stored as after sign-in, the XSRF cookie set) and a fake
 * server answering the shell's calls plus `routes`. `profiles` are what `myProfile` answers: the first
 * until a write (a call other than GET) reached the server, then the next after each write (the last one
 * repeats), to follow completeness after a save — however often the app asks again (start, focus).
 */
export function signedInMember(routes: FakeRoutes, profiles: Profile[] = [makeProfile()]) {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', profiles[0]!);
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  const writes = () => calls.filter((call) => call.method !== 'GET').length;
  const calls: RecordedCall[] = fakeServer([
    ...routeList(routes),
    on(profileCalls.myProfile, () => profiles[Math.min(writes(), profiles.length - 1)]!),
    on(userAccessCalls.get, ({ params }) =>
      params.id === ids.user ? makeUserAccess() : json(403, errorBody('forbidden', 'Not your access')),
    ),
    on(countriesCalls.list, () => countries),
    // The header's bell asks every signed-in page for the unread count.
    on(notificationInboxCalls.list, () => ({ items: [], unread: 0, nextCursor: null })),
  ]);
  return calls;
}

export const memberPath = (suffix: string) => `/api/membership/members/${ids.member}${suffix}`;
