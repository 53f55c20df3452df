import { formatInZone, type ZonedOptions } from '../format/date.ts';
import type { Language } from '../i18n/index.ts';

const tag = (language: Language) => (language === 'fil' ? 'fil-PH' : 'en');

/** The calendar day of an instant in `timeZone` (`2026-05-03`), to tell whether two instants share a day. */
function dayIn(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-CA', { timeZone });
}

const fullDay: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const clock: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * When an event is, in its locale's time zone: "Sunday, 3 May 2026, 9:00 AM – 11:00 AM", or both ends in full
 * when it spans days; the zone named once, after the end, when it is not the device's (`formatInZone`).
 */
export function formatEventPeriod(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  language: Language,
  options?: ZonedOptions,
): string {
  const start = formatInZone(startsAt, language, timeZone, { ...fullDay, ...clock }, { zoneName: false });
  const sameDay = dayIn(startsAt, timeZone) === dayIn(endsAt, timeZone);
  const end = formatInZone(endsAt, language, timeZone, sameDay ? clock : { ...fullDay, ...clock }, options);
  return `${start} – ${end}`;
}

/** An event's start as a short date, e.g. "Sun, 3 May 2026, 9:00 AM", in its time zone (named when not the device's). */
export function formatEventStart(
  startsAt: string,
  timeZone: string,
  language: Language,
  options?: ZonedOptions,
): string {
  return formatInZone(
    startsAt,
    language,
    timeZone,
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...clock },
    options,
  );
}

/** The zone's short name at that instant ("GMT+8", "PST"), so the guest knows whose clock it is. */
export function zoneAbbreviation(iso: string, timeZone: string, language: Language): string {
  const part = new Intl.DateTimeFormat(tag(language), { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
