import type { Language } from '../i18n/index.ts';

const tag = (language: Language) => (language === 'fil' ? 'fil-PH' : 'en');

/** A calendar date (`YYYY-MM-DD`) as people read it, e.g. "1 May 1990"; the same day everywhere. */
export function formatDay(date: string, language: Language): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(tag(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A file size in KB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The device's time zone now (a phone that travels changes it). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

const knownZones = new Map<string, string | null>();

/** The runtime's name for a zone (`Etc/UTC` → `UTC`), or null for a zone it does not know. */
function knownZone(timeZone: string): string | null {
  if (!knownZones.has(timeZone)) {
    try {
      knownZones.set(timeZone, new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone);
    } catch {
      knownZones.set(timeZone, null);
    }
  }
  return knownZones.get(timeZone)!;
}

/** How a time in a locale's zone is written. */
export interface ZonedOptions {
  /**
   * Whether to name the zone when it is not the device's (the default). Off for the start of a period whose end
   * names it ("9:00 AM – 11:00 AM Philippines Time"), or where the page states the zone beside the time.
   */
  zoneName?: boolean;
}

/**
 * An instant formatted in `timeZone` — the zone of the locale the record belongs to — with `options`. When that
 * zone is not the device's, the zone is named, as Intl places it: its generic name ("9:00 AM Philippines Time",
 * "9:00 AM Oras sa Pilipinas", "8:00 PM ET"), or its short name where the generic one is only an offset ("UTC"
 * rather than "GMT+0"). On a device in the same zone nothing is added: the time reads as the device's clock.
 * A zone the runtime does not know falls back to the device's, named nowhere.
 */
export function formatInZone(
  iso: string,
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  { zoneName = true }: ZonedOptions = {},
): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  const zone = knownZone(timeZone);
  if (!zone || !zoneName || zone === knownZone(deviceTimeZone())) {
    return parsed.toLocaleString(tag(language), { ...options, timeZone: zone ?? undefined });
  }
  const parts = new Intl.DateTimeFormat(tag(language), {
    ...options,
    timeZone: zone,
    timeZoneName: 'shortGeneric',
  }).formatToParts(parsed);
  // Plain spaces, as Date's own toLocaleString gives them (ICU's parts put a narrow one before "AM").
  return parts
    .map((part) =>
      part.type === 'timeZoneName' ? zoneLabel(parsed, zone, language, part.value) : part.value,
    )
    .join('')
    .replace(/\u202f/g, ' ');
}

/** The zone's name beside a time: the generic name, or the short one when the generic is a bare offset. */
function zoneLabel(at: Date, timeZone: string, language: Language, generic: string): string {
  if (!/^GMT([+\-−]\d|$)/.test(generic)) return generic;
  const short = new Intl.DateTimeFormat(tag(language), { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short ?? generic;
}

/** A moment (ISO date-time) in `timeZone` (a locale's), e.g. "May 1, 2026, 9:05 AM", the zone named when not the device's. */
export function formatMoment(
  iso: string,
  language: Language,
  timeZone: string,
  options?: ZonedOptions,
): string {
  return formatInZone(
    iso,
    language,
    timeZone,
    { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    options,
  );
}

/** The time of day of a moment, e.g. "9:02 AM", in `timeZone` (a locale's), the zone named when not the device's. */
export function formatClock(
  iso: string,
  language: Language,
  timeZone: string,
  options?: ZonedOptions,
): string {
  return formatInZone(iso, language, timeZone, { hour: 'numeric', minute: '2-digit' }, options);
}

/** A moment with its weekday, e.g. "Sun, May 3, 9:00 AM", in `timeZone` (a locale's), the zone named when not the device's. */
export function formatWhen(
  iso: string,
  language: Language,
  timeZone: string,
  options?: ZonedOptions,
): string {
  return formatInZone(
    iso,
    language,
    timeZone,
    { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    options,
  );
}

/**
 * The calendar day of a moment in `timeZone` (a locale's), e.g. "May 3, 2026": a gift given at 7 AM in Manila on
 * 3 May was given on 3 May, though it was still 2 May in UTC. A day alone names no zone.
 */
export function formatDayIn(iso: string, language: Language, timeZone: string): string {
  return formatInZone(
    iso,
    language,
    timeZone,
    { day: 'numeric', month: 'short', year: 'numeric' },
    { zoneName: false },
  );
}
