import type { QrLocationPublic } from '@congregate/contracts';
import { Stack, Text } from '@mantine/core';
import { formatClock, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useCheckInT } from '../i18n/index.ts';

type PublicGathering = NonNullable<QrLocationPublic['current']>;

/** The gathering open at the poster now, else when the next one is (in the locale's time zone). */
export function GatheringLine({
  current,
  next,
  timeZone,
}: {
  current: PublicGathering | null;
  next: PublicGathering | null;
  timeZone: string;
}) {
  const ct = useCheckInT();
  const { language } = useI18n();
  if (current)
    return (
      <Text fw={600} data-testid="qrloc-gathering">
        {ct('gathering.now', {
          title: current.title,
          start: formatClock(current.startsAt, language, timeZone, { zoneName: false }),
          end: formatClock(current.endsAt, language, timeZone),
        })}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fw={600}>{ct('gathering.noneOpen')}</Text>
      <Text data-testid="qrloc-gathering">
        {next
          ? ct('gathering.next', { title: next.title, when: formatWhen(next.startsAt, language, timeZone) })
          : ct('gathering.noneScheduled')}
      </Text>
    </Stack>
  );
}
