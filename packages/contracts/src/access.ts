import { z } from 'zod';
import { idSchema, type userTypes } from './common.ts';

export const roles = [
  'member',
  'flock_leader',
  'locale_admin',
  'finance',
  'district_admin',
  'super_admin',
  'kiosk',
] as const;
export type Role = (typeof roles)[number];

export const scopeTypes = ['self', 'flock', 'locale', 'district', 'all'] as const;
export type ScopeType = (typeof scopeTypes)[number];

/** Which scope each role is given over. */
export const roleScopeType: Record<Role, ScopeType> = {
  member: 'self',
  flock_leader: 'flock',
  locale_admin: 'locale',
  finance: 'locale',
  district_admin: 'district',
  super_admin: 'all',
  kiosk: 'locale',
};

/**
 * Whether an account of this type can hold the role. A kiosk device signs in as an account of its own (user
 * type `kiosk`) that holds only `kiosk`; a person's account (`member` or `admin`) holds any role but `kiosk`.
 */
export function roleFitsAccount(role: Role, userType: (typeof userTypes)[number]): boolean {
  return (role === 'kiosk') === (userType === 'kiosk');
}

/** Named permissions the roles give; the server enforces them, the client uses them to show tabs. */
export const permissions = [
  'profile.self',
  'flock.view',
  'flock.attendance',
  'members.view',
  'members.manage',
  'members.endorse',
  'members.transfer',
  'roles.assign',
  'checkin.run',
  'giving.view',
  'giving.manage',
  'reports.view',
  'config.manage',
  'admin.access',
] as const;
export type Permission = (typeof permissions)[number];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  member: ['profile.self'],
  flock_leader: ['profile.self', 'flock.view', 'flock.attendance', 'reports.view'],
  locale_admin: [
    'profile.self',
    'flock.view',
    'flock.attendance',
    'members.view',
    'members.manage',
    'members.endorse',
    'members.transfer',
    'roles.assign',
    'checkin.run',
    'giving.view',
    'reports.view',
    'admin.access',
  ],
  finance: ['profile.self', 'giving.view', 'giving.manage', 'reports.view', 'admin.access'],
  district_admin: [
    'profile.self',
    'flock.view',
    'flock.attendance',
    'members.view',
    'members.manage',
    'members.endorse',
    'members.transfer',
    'roles.assign',
    'checkin.run',
    'giving.view',
    'reports.view',
    'admin.access',
  ],
  super_admin: [...permissions],
  kiosk: ['checkin.run'],
};

/** Roles ordered from widest to narrowest, used to name a user's group. */
export const roleRank: readonly Role[] = [
  'super_admin',
  'district_admin',
  'locale_admin',
  'finance',
  'flock_leader',
  'kiosk',
  'member',
];

export const roleGrantSchema = z.object({
  role: z.enum(roles),
  scopeType: z.enum(scopeTypes),
  scopeId: idSchema.nullable(),
  /** Display name of the scope (flock, locale or district name), null for self/all. */
  scopeName: z.string().nullable(),
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;

export const userAccessSchema = z.object({
  userId: idSchema,
  memberId: idSchema.nullable(),
  userType: z.string(),
  /** The user's widest role: the spec's "group for the user". */
  group: z.object({ name: z.enum(roles), label: z.string() }),
  roles: z.array(roleGrantSchema),
  permissions: z.array(z.enum(permissions)),
  isAdmin: z.boolean(),
});
export type UserAccess = z.infer<typeof userAccessSchema>;

export const roleLabels: Record<Role, string> = {
  member: 'Member',
  flock_leader: 'Flock leader',
  locale_admin: 'Locale admin',
  finance: 'Finance',
  district_admin: 'District admin',
  super_admin: 'Super admin',
  kiosk: 'Kiosk device',
};
