import type { Locale } from '@congregate/contracts';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';

/**
 * The locales an admin works on here, and the chosen one: `?locale=` when it is theirs, else their own locale
 * when they administer it, else the first.
 */
export function adminLocale(
  signedIn: SignedInAccess,
  all: readonly Locale[],
  chosen: string | null,
): { mine: Locale[]; locale: Locale | null } {
  const mine = scopeLocales(signedIn.access, all);
  const locale =
    mine.find((l) => l.id === chosen) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    mine[0] ??
    null;
  return { mine, locale };
}
