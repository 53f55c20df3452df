import { rolePermissions, type MemberListItem, type UserAccess } from '@congregate/contracts';
import type { Profile } from '@congregate/contracts';
import { ids, json, makeLocale, makeProfile, routeList, type FakeRoutes } from '../../../test/fake-server.ts';
import { signedInMember } from '../../../test/signed-in.ts';

/** A locale admin of the fixture locale, as `user-access` answers. */
export function localeAdminAccess(): UserAccess {
  return {
    userId: ids.user,
    memberId: ids.member,
    userType: 'admin',
    group: { name: 'locale_admin', label: 'Locale admin' },
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'locale_admin', scopeType: 'locale', scopeId: ids.locale, scopeName: 'Quezon City' },
    ],
    permissions: [...rolePermissions.locale_admin],
    isAdmin: true,
  };
}

/** The signed-in secretary of Quezon City, with the shell's calls answered plus `routes`. */
export function signedInSecretary(routes: FakeRoutes, profiles: Profile[] = [makeProfile()]) {
  return signedInMember(
    [
      ...routeList(routes),
      {
        [`GET /api/membership/user-access/${ids.user}`]: () => json(200, localeAdminAccess()),
        'GET /api/v1/config/locales/all': () => json(200, [makeLocale()]),
      },
    ],
    profiles,
  );
}

export const pendingId = '55555555-5555-4555-8555-555555555555';
export const existingId = '66666666-6666-4666-8666-666666666666';
export const joyId = '77777777-7777-4777-8777-777777777777';

export function registrant(overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id: pendingId,
    customId: 'M0000005',
    firstName: 'Paolo',
    lastName: 'Pending',
    email: 'pending@example.org',
    mobile: '+639171230005',
    birthDate: '1998-02-14',
    gender: 'male',
    type: 'member',
    localeId: ids.locale,
    localeName: 'Quezon City',
    flockId: null,
    flockName: null,
    cluster: 'No Cluster',
    endorsed: false,
    photo: null,
    hasAccount: true,
    createdAt: '2026-02-20T09:30:00.000Z',
    ...overrides,
  };
}

export const flockConfig = {
  localeId: ids.locale,
  localeName: 'Quezon City',
  flocks: [
    { id: joyId, localeId: ids.locale, name: 'C1-Joy', cluster: 'C1' },
    { id: ids.flock, localeId: ids.locale, name: 'C2-Hope', cluster: 'C2' },
  ],
  clusters: [
    { name: 'C1', flocks: ['C1-Joy'] },
    { name: 'C2', flocks: ['C2-Hope'] },
  ],
};

/** The member record an endorse / reject / merge answers with. */
export function outcomeMember(overrides: Partial<Profile['member']> = {}) {
  return { ...makeProfile().member, id: pendingId, firstName: 'Paolo', lastName: 'Pending', ...overrides };
}
