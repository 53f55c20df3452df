import type { Language } from '../i18n/index.ts';

const tag = (language: Language) => (language === 'fil' ? 'fil-PH' : 'en');

/** The calendar day of an instant in `timeZone` (`2026-05-03`), to tell whether two instants share a day. */
function dayIn(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-CA', { timeZone });
}

/**
 * When an event is, in its locale's time zone: "Sunday, 3 May 2026, 9:00 AM – 11:00 AM", or both ends in full
 * when it spans days.
 */
export function formatEventPeriod(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  language: Language,
): string {
  const day: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  };
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const full = (date: Date) => date.toLocaleString(tag(language), { ...day, ...time });
  if (dayIn(startsAt, timeZone) !== dayIn(endsAt, timeZone)) return `${full(start)} – ${full(end)}`;
  return `${full(start)} – ${end.toLocaleTimeString(tag(language), time)}`;
}

/** An event's start as a short date, e.g. "Sun, 3 May 2026, 9:00 AM", in its time zone. */
export function formatEventStart(startsAt: string, timeZone: string, language: Language): string {
  return new Date(startsAt).toLocaleString(tag(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** The zone's short name at that instant ("GMT+8", "PST"), so the guest knows whose clock it is. */
export function zoneAbbreviation(iso: string, timeZone: string, language: Language): string {
  const part = new Intl.DateTimeFormat(tag(language), { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
