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

/** A moment (ISO date-time) in the device's time zone, e.g. "1 May 2026, 9:05 AM". */
export function formatMoment(iso: string, language: Language): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return parsed.toLocaleString(tag(language), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A file size in KB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The time of day of a moment, e.g. "9:02 AM", in `timeZone` (a locale's) or else the device's. */
export function formatClock(iso: string, language: Language, timeZone?: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return parsed.toLocaleTimeString(tag(language), { hour: 'numeric', minute: '2-digit', timeZone });
}

/** A moment with its weekday, e.g. "Sun 3 May, 9:00 AM", in `timeZone` (a locale's) or else the device's. */
export function formatWhen(iso: string, language: Language, timeZone?: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return parsed.toLocaleString(tag(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
