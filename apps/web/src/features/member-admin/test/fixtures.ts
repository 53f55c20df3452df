import { rolePermissions, type MemberListItem, type Profile, type UserAccess } from '@congregate/contracts';
import { ids, json, makeLocale, makeProfile, routeList, type FakeRoutes } from '../../../test/fake-server.ts';
import { signedInMember } from '../../../test/signed-in.ts';

export const otherId = '88888888-8888-4888-8888-888888888888';
export const joyId = '77777777-7777-4777-8777-777777777777';
export const cebu = makeLocale({ id: 'abababab-abab-4bab-8bab-abababababab', name: 'Cebu' });
export const davao = makeLocale({ id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd', name: 'Davao' });

/** A locale admin of the fixture locale (Quezon City), as `user-access` answers. */
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

/** The signed-in secretary of Quezon City; the locale list has Quezon City, Cebu and Davao. */
export function signedInSecretary(routes: FakeRoutes, access: UserAccess = localeAdminAccess()) {
  return signedInMember([
    ...routeList(routes),
    {
      [`GET /api/membership/user-access/${ids.user}`]: () => json(200, access),
      'GET /api/v1/config/locales/all': () => json(200, [makeLocale(), cebu, davao]),
    },
  ]);
}

/** Another member of Quezon City, as `profileByMemberId` answers to an admin. */
export function otherProfile(member: Partial<Profile['member']> = {}): Profile {
  return makeProfile({
    member: {
      id: otherId,
      userId: null,
      firstName: 'Ana',
      lastName: 'Reyes',
      customId: 'M0000077',
      email: 'ana@example.org',
      type: 'member',
      flockId: ids.flock,
      flockName: 'C2-Hope',
      ...member,
    },
  });
}

export const profilePath = `GET /api/membership/members/profileByMemberId/${otherId}`;
export const placementPath = `PATCH /api/membership/admin/members/${otherId}/placement`;

export function listItem(overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id: otherId,
    customId: 'M0000077',
    firstName: 'Ana',
    lastName: 'Reyes',
    email: 'ana@example.org',
    mobile: null,
    birthDate: null,
    gender: 'female',
    type: 'member',
    localeId: ids.locale,
    localeName: 'Quezon City',
    flockId: ids.flock,
    flockName: 'C2-Hope',
    cluster: 'C2',
    endorsed: true,
    photo: null,
    hasAccount: false,
    createdAt: '2026-01-10T08:00:00.000Z',
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

/** The URLs (with query strings) that uploads were sent to: the fake XHR records only the path. */
export function recordUploadUrls(): string[] {
  const urls: string[] = [];
  const Xhr = globalThis.XMLHttpRequest;
  const open = Xhr.prototype.open as (this: XMLHttpRequest, method: string, url: string) => void;
  Xhr.prototype.open = function recordOpen(this: XMLHttpRequest, method: string, url: string | URL) {
    urls.push(String(url));
    open.call(this, method, String(url));
  } as typeof Xhr.prototype.open;
  return urls;
}
