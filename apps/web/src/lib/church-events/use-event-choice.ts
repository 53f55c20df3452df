import type { ChurchEvent, Locale } from '@congregate/contracts';
import { useMemo } from 'react';
import type { SignedInAccess } from '../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../auth/admin-scope.ts';
import { useLocales } from '../config/index.ts';
import { useUrlParams } from '../routing/use-url-params.ts';
import { useChurchEvent } from './api/get-church-event.ts';
import { useChurchEvents } from './api/get-church-events.ts';

const DAY = 86_400_000;

/** The period the admins' event pickers offer: two months back to a year ahead (from the hour, so it holds still). */
function pickerPeriod(now = Date.now()) {
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  return { from: new Date(hour - 60 * DAY).toISOString(), to: new Date(hour + 366 * DAY).toISOString() };
}

/** The event on now or next (not cancelled); else the latest one. */
export function currentOrNext(events: readonly ChurchEvent[], now = Date.now()): ChurchEvent | null {
  const live = events.filter((e) => !e.cancelledAt);
  return live.find((e) => Date.parse(e.endsAt) > now) ?? live.at(-1) ?? events.at(-1) ?? null;
}

export interface EventChoice {
  localesPending: boolean;
  localesError: Error | null;
  retryLocales: () => void;
  /** The locales the admin looks after, and the chosen one (`?locale=`, else their own, else the first). */
  mine: Locale[];
  locale: Locale | null;
  /** The locale's events in the picker's period. */
  events: ReturnType<typeof useChurchEvents>;
  /** The chosen event (`?eventId=`, else the one on now or next). */
  eventId: string | null;
  event: ChurchEvent | null;
  eventQuery: ReturnType<typeof useChurchEvent>;
  chooseLocale: (localeId: string) => void;
  chooseEvent: (eventId: string) => void;
}

/** An admin's choice of a locale and one of its events, kept in the address (`?locale=&eventId=`). */
export function useEventChoice(signedIn: SignedInAccess): EventChoice {
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const mine = scopeLocales(signedIn.access, locales.data ?? []);
  const locale =
    mine.find((l) => l.id === params.get('locale')) ??
    mine.find((l) => l.id === signedIn.profile.member.currentLocale) ??
    mine[0] ??
    null;
  const period = useMemo(() => pickerPeriod(), []);
  const events = useChurchEvents(locale?.id ?? null, period);
  const asked = params.get('eventId');
  const eventId = asked ?? (events.data ? (currentOrNext(events.data)?.id ?? null) : null);
  // An event chosen elsewhere (the events page) may lie outside the period: it is read by itself.
  const listed = events.data?.find((e) => e.id === eventId) ?? null;
  const eventQuery = useChurchEvent(eventId && events.data && !listed ? eventId : null);
  return {
    localesPending: locales.isPending,
    localesError: locales.error,
    retryLocales: () => void locales.refetch(),
    mine,
    locale,
    events,
    eventId,
    event: listed ?? eventQuery.data ?? null,
    eventQuery,
    chooseLocale: (localeId) =>
      setParams((current) => {
        current.set('locale', localeId);
        current.delete('eventId');
        return current;
      }),
    chooseEvent: (id) =>
      setParams((current) => {
        if (id) current.set('eventId', id);
        else current.delete('eventId');
        return current;
      }),
  };
}
