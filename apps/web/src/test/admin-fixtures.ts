// Test data for the admin pages (search, detail, dashboard, audit, placement, transfer, import, manage),
// each checked against its contract so that fixtures cannot drift.
import {
  adminMemberDetailSchema,
  flocksCalls,
  localesCalls,
  memberListItemSchema,
  rolePermissions,
  userAccessCalls,
  type AdminMemberDetail,
  type MemberListItem,
  type Profile,
  type UserAccess,
} from '@congregate/contracts';
import {
  ids,
  makeLocale,
  makeProfile,
  makeUserAccess,
  on,
  routeList,
  type FakeRoutes,
} from './fake-server.ts';
import { at, signedInMember } from './signed-in.ts';

export const cebu = makeLocale({ id: 'abababab-abab-4bab-8bab-abababababab', name: 'Cebu' });
export const davao = makeLocale({ id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd', name: 'Davao' });
export const flockId = ids.flock;
/** Another flock of Quezon City (C1-Joy is `ids.flock` in `signedInAdmin`'s flock list). */
export const hopeId = '45454545-4545-4545-8545-454545454545';

/** The secretary: locale admin of Quezon City (`ids.locale`). */
export function localeAdminAccess(): UserAccess {
  return {
    ...makeUserAccess(true),
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'locale_admin', scopeType: 'locale', scopeId: ids.locale, scopeName: 'Quezon City' },
    ],
    permissions: [...rolePermissions.locale_admin],
  };
}

/** A locale admin of both demo locales (the locale chooser appears). */
export function twoLocaleAdminAccess(): UserAccess {
  const access = localeAdminAccess();
  return {
    ...access,
    roles: [
      ...access.roles,
      { role: 'locale_admin', scopeType: 'locale', scopeId: cebu.id, scopeName: 'Cebu' },
    ],
  };
}

/**
 * A signed-in admin (user access as given) and a fake server answering the shell's calls, the locale
 * list (Quezon City, Cebu), the flocks of Quezon City, plus `routes`.
 */
export function signedInAdmin(routes: FakeRoutes, access: UserAccess = localeAdminAccess()) {
  return signedInMember([
    ...routeList(routes),
    on(userAccessCalls.get, () => access, { id: ids.user }),
    on(localesCalls.all, () => [makeLocale(), cebu]),
    on(
      flocksCalls.ofLocale,
      () => ({
        localeId: ids.locale,
        localeName: 'Quezon City',
        flocks: [
          { id: flockId, localeId: ids.locale, name: 'C1-Joy', cluster: 'C1' },
          { id: hopeId, localeId: ids.locale, name: 'C2-Hope', cluster: 'C2' },
        ],
        clusters: [
          { name: 'C1', flocks: ['C1-Joy'] },
          { name: 'C2', flocks: ['C2-Hope'] },
        ],
      }),
      { locale: ids.locale },
    ),
  ]);
}

/** The signed-in secretary of Quezon City; the locale list has Quezon City, Cebu and Davao. */
export function signedInSecretary(routes: FakeRoutes, access: UserAccess = localeAdminAccess()) {
  return signedInMember([
    ...routeList(routes),
    on(userAccessCalls.get, () => access, { id: ids.user }),
    on(localesCalls.all, () => [makeLocale(), cebu, davao]),
  ]);
}

let serial = 0;
/** A member row as the search answers it (a new id and member id each time). */
export function memberItem(overrides: Partial<MemberListItem> = {}): MemberListItem {
  serial += 1;
  const n = String(serial).padStart(12, '0');
  return memberListItemSchema.parse({
    id: `55555555-5555-4555-8555-${n}`,
    customId: `M${String(serial).padStart(7, '0')}`,
    firstName: 'Ana',
    lastName: 'Reyes',
    email: `ana${serial}@example.com`,
    mobile: '+639171230000',
    birthDate: '1988-02-14',
    gender: 'female',
    type: 'member',
    localeId: ids.locale,
    localeName: 'Quezon City',
    flockId,
    flockName: 'C1-Joy',
    cluster: 'C1',
    endorsed: true,
    photo: null,
    hasAccount: false,
    createdAt: at,
    ...overrides,
  });
}

export const page = (items: MemberListItem[], total = items.length, nextCursor: string | null = null) => ({
  items,
  total,
  nextCursor,
});

export const otherUserId = '66666666-6666-4666-8666-666666666666';

/** `GET admin/members/{id}` for a member with an account. */
export function memberDetail(item: MemberListItem): AdminMemberDetail {
  const profile = makeProfile();
  return adminMemberDetailSchema.parse({
    member: {
      ...profile.member,
      id: item.id,
      customId: item.customId,
      userId: otherUserId,
      firstName: item.firstName,
      lastName: item.lastName,
      email: item.email,
      flockId: item.flockId,
      flockName: item.flockName,
    },
    account: {
      userId: otherUserId,
      email: item.email,
      userType: 'member',
      disabled: false,
      createdAt: at,
      lastSignInAt: at,
    },
    signIns: [{ at, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14)' }],
    roles: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        role: 'member',
        scopeType: 'self',
        scopeId: null,
        scopeName: null,
      },
    ],
    consents: [{ kind: 'data_privacy', version: '2026-01', acceptedAt: at, withdrawnAt: null }],
    openRequests: {
      transfers: [
        {
          id: '88888888-8888-4888-8888-888888888888',
          memberId: item.id,
          fromLocaleId: ids.locale,
          fromLocaleName: 'Quezon City',
          toLocaleId: cebu.id,
          toLocaleName: 'Cebu',
          reason: null,
          status: 'pending',
          requestedAt: at,
        },
      ],
      emailChanges: [],
    },
    rejection: null,
  });
}

// ---- One member an admin changes on the placement, transfer and manage pages ----

export const otherId = '88888888-8888-4888-8888-888888888888';
export const joyId = '77777777-7777-4777-8777-777777777777';

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

/** `config/flock` of Quezon City as the placement pages know it (C1-Joy = `joyId`, C2-Hope = `ids.flock`). */
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
