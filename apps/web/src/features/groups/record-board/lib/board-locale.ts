import type { Locale } from '@congregate/contracts';
import type { SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';

/**
 * Which locale's board a page shows: `?localeId=`, else the member's own (endorsed) locale, else the first
 * locale the caller administers. `choices`: the locales the caller may switch between (own and administered).
 */
export function boardLocale(
  signedIn: SignedInAccess,
  locales: readonly Locale[],
  requested: string | null,
): { localeId: string | null; choices: Locale[] } {
  const { profile, access } = signedIn;
  const own = profile.member.endorsed ? profile.member.currentLocale : null;
  const administered = scopeLocales(access, locales);
  const ownLocale = own ? locales.find((l) => l.id === own) : undefined;
  const choices = [
    ...(ownLocale && !administered.some((l) => l.id === own) ? [ownLocale] : []),
    ...administered,
  ];
  return { localeId: requested ?? own ?? administered[0]?.id ?? null, choices };
}
