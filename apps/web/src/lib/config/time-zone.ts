import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../auth/api/get-my-profile.ts';
import { deviceTimeZone } from '../format/date.ts';
import { localesQueryOptions } from './api/get-locales.ts';

/**
 * How to find the time zone to show a record's times in, for records that carry their locale's id but not its
 * zone: `zoneOf(localeId)` is that locale's (from the locale list), or — with no locale, or before the list is
 * there — the signed-in member's locale's; the device's only when neither is known. `localeIds` are those the
 * records shown name: the list is read only when one is not the member's own. Signed-in pages only (it reads the
 * own profile).
 */
export function useTimeZones(
  localeIds: readonly (string | null | undefined)[],
): (localeId?: string | null) => string {
  // The stored profile is enough here: mounting one more reader must not ask the server again.
  const profile = useQuery({ ...profileQueryOptions(), refetchOnMount: false });
  const own = profile.data?.locale;
  const others = localeIds.some((id) => id && id !== own?.id);
  const locales = useQuery({ ...localesQueryOptions(), enabled: others });
  return (localeId) =>
    (localeId && localeId !== own?.id ? locales.data?.find((l) => l.id === localeId)?.timeZone : undefined) ??
    own?.timeZone ??
    deviceTimeZone();
}

/** The time zone of the locale `localeId`, or of the signed-in member's locale when there is none (`useTimeZones`). */
export function useLocaleTimeZone(localeId?: string | null): string {
  return useTimeZones([localeId])(localeId);
}
