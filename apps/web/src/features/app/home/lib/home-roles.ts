import type { UserAccess } from '@congregate/contracts';

/** A flock or a locale a card is about: its id and its name as the person's grant names it. */
export interface Place {
  id: string;
  name: string;
}

/** What home shows beyond the member's own part, read from the person's roles (user access). */
export interface HomeRoles {
  /** The flocks the person leads or assists: a leader's card each. */
  flocks: Place[];
  /** Someone who looks after members (a locale, district or super admin): the secretary's card. */
  secretary: boolean;
  /** The locale of a secretary's day (their locale admin grant's, else their own): its gatherings and kiosks. */
  secretaryLocale: Place | null;
  /** The locales whose giving the person keeps as a finance officer: a finance card each. */
  financeLocales: Place[];
}

const placesOf = (access: UserAccess, role: 'flock_leader' | 'finance' | 'locale_admin'): Place[] =>
  access.roles
    .filter((grant) => grant.role === role && grant.scopeId !== null)
    .map((grant) => ({ id: grant.scopeId!, name: grant.scopeName ?? '' }));

/**
 * The cards of a person's roles. Nothing before their user access is known (a stored copy shows at once), so
 * that no card's script or call is fetched for a role they do not have.
 */
export function homeRoles(access: UserAccess | undefined, ownLocale: Place): HomeRoles {
  if (!access) return { flocks: [], secretary: false, secretaryLocale: null, financeLocales: [] };
  const secretary = access.permissions.includes('members.view');
  return {
    flocks: placesOf(access, 'flock_leader'),
    secretary,
    secretaryLocale: secretary ? (placesOf(access, 'locale_admin')[0] ?? ownLocale) : null,
    financeLocales: placesOf(access, 'finance'),
  };
}
