import type { Locale, UserAccess } from '@congregate/contracts';

/**
 * The locales an admin looks after, from their role grants (the rule the server applies): every locale
 * for a super admin, their locale_admin locales and the locales of their district_admin districts.
 */
export function scopeLocales(access: UserAccess, locales: readonly Locale[]): Locale[] {
  const byName = (a: Locale, b: Locale) => a.name.localeCompare(b.name);
  if (access.roles.some((grant) => grant.role === 'super_admin')) return [...locales].sort(byName);
  const localeIds = new Set(access.roles.filter((g) => g.role === 'locale_admin').map((g) => g.scopeId));
  const districtIds = new Set(access.roles.filter((g) => g.role === 'district_admin').map((g) => g.scopeId));
  return locales
    .filter(
      (locale) =>
        localeIds.has(locale.id) || (locale.districtId !== null && districtIds.has(locale.districtId)),
    )
    .sort(byName);
}
