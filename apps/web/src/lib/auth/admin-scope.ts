import type { Locale, Permission, UserAccess } from '@congregate/contracts';

export const can = (access: UserAccess, permission: Permission) => access.permissions.includes(permission);

export const isSuperAdmin = (access: UserAccess) =>
  access.roles.some((grant) => grant.role === 'super_admin');

/**
 * The locales an admin looks after, from their role grants (the same rule the server applies): every
 * locale for a super admin, their locale_admin locales and the locales of their district_admin districts.
 */
export function scopeLocales(access: UserAccess, locales: readonly Locale[]): Locale[] {
  const byName = (a: Locale, b: Locale) => a.name.localeCompare(b.name);
  if (isSuperAdmin(access)) return [...locales].sort(byName);
  const localeIds = new Set(
    access.roles.filter((g) => g.role === 'locale_admin' && g.scopeId).map((g) => g.scopeId!),
  );
  const districtIds = new Set(
    access.roles.filter((g) => g.role === 'district_admin' && g.scopeId).map((g) => g.scopeId!),
  );
  return locales
    .filter(
      (locale) =>
        localeIds.has(locale.id) || (locale.districtId !== null && districtIds.has(locale.districtId)),
    )
    .sort(byName);
}

/**
 * The locale an admin page works on: the one asked for (`?locale=`) when the admin looks after it, else their
 * own locale, else the first they look after; null when they look after none.
 */
export function chosenLocale(
  mine: readonly Locale[],
  asked: string | null,
  own: string | null,
): Locale | null {
  return mine.find((l) => l.id === asked) ?? mine.find((l) => l.id === own) ?? mine[0] ?? null;
}

/** What the person holds `role` for (the flocks they lead, the districts they look after), by id and name. */
export const grantedScopes = (access: UserAccess, role: UserAccess['roles'][number]['role']) =>
  access.roles
    .filter((grant) => grant.role === role && grant.scopeId)
    .map((grant) => ({ id: grant.scopeId!, name: grant.scopeName ?? grant.scopeId! }));

/** The districts of a set of locales (for granting district roles), by name. */
export function districtsOf(locales: readonly Locale[]): { id: string; name: string }[] {
  const districts = new Map<string, string>();
  for (const locale of locales)
    if (locale.districtId) districts.set(locale.districtId, locale.districtName ?? locale.districtId);
  return [...districts].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
