import type { Language } from '../../../../lib/i18n/index.ts';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 604_800],
  ['month', 2_629_800],
  ['year', 31_557_600],
];

/** How long ago a moment was, in the reader's language ("5 min ago"); null under a minute (say "just now"). */
export function timeAgo(iso: string, language: Language, now = Date.now()): string | null {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Number.isNaN(seconds) || Math.abs(seconds) < 60) return null;
  let [unit, size] = steps[0]!;
  for (const step of steps) if (Math.abs(seconds) >= step[1]) [unit, size] = step;
  const format = new Intl.RelativeTimeFormat(language === 'fil' ? 'fil-PH' : 'en', { style: 'short' });
  return format.format(Math.round(seconds / size), unit);
}
