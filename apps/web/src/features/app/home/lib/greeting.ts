import type { MessageKey } from '../../../../lib/i18n/index.ts';

/** Morning until noon, afternoon until six, evening after. */
export function greetingKey(hour: number): MessageKey {
  if (hour >= 4 && hour < 12) return 'home.goodMorning';
  if (hour >= 12 && hour < 18) return 'home.goodAfternoon';
  return 'home.goodEvening';
}
