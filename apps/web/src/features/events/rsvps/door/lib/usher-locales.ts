import type { Locale } from '@congregate/contracts';
import type { SignedInAccess } from '../../../../../components/ui/permission-gate.tsx';
import { can, scopeLocales } from '../../../../../lib/auth/admin-scope.ts';

/** Whether the person may admit guests: an admin over a locale, or a flock leader (the server checks which). */
export const isUsher = (signedIn: SignedInAccess) =>
  can(signedIn.access, 'members.manage') ||
  signedIn.access.roles.some((grant) => grant.role === 'flock_leader');

/** Whether the usher may read an event's figures (the locale's admins; flock leaders may not). */
export const readsFigures = (signedIn: SignedInAccess) => can(signedIn.access, 'members.manage');

/** The locales whose events an usher is offered: their own (a flock leader's), then those they administer. */
export function usherLocales(signedIn: SignedInAccess, all: readonly Locale[]): Locale[] {
  const own = all.find((l) => l.id === signedIn.profile.member.currentLocale);
  const administered = scopeLocales(signedIn.access, all).filter((l) => l.id !== own?.id);
  return [...(own ? [own] : []), ...administered];
}
