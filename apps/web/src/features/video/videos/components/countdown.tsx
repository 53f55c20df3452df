import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { FeatureTranslate } from '../../../../lib/i18n/feature-messages.ts';
import type { videosEn } from '../i18n/en.ts';
import { useVideosT } from '../i18n/index.ts';
import { timeLeft } from '../lib/duration.ts';
import { useNow } from '../lib/use-now.ts';

type Left = ReturnType<typeof timeLeft>;

/**
 * "2 days, 3 hours, 5 minutes" — the time left in words, to the minute, rounded up (4:59 left is "5 minutes",
 * never "0 minutes").
 */
export function timeLeftInWords(vt: FeatureTranslate<typeof videosEn>, left: Left): string {
  const inMinutes = Math.max(1, Math.ceil(left.total / 60));
  const days = Math.floor(inMinutes / 1440);
  const hours = Math.floor((inMinutes % 1440) / 60);
  const minutes = inMinutes % 60;
  const parts: string[] = [];
  if (days) parts.push(vt(days === 1 ? 'unit.day' : 'unit.days', { count: days }));
  if (hours) parts.push(vt(hours === 1 ? 'unit.hour' : 'unit.hours', { count: hours }));
  if (minutes) parts.push(vt(minutes === 1 ? 'unit.minute' : 'unit.minutes', { count: minutes }));
  return parts.join(', ');
}

/** "Starts in 2 days, 3 hours" on a card: renewed every half minute. */
export function StartsIn({ startsAt }: { startsAt: string }) {
  const vt = useVideosT();
  const now = useNow(30_000);
  return (
    <Text size="sm" fw={500}>
      {vt('livestream.startsIn', { time: timeLeftInWords(vt, timeLeft(Date.parse(startsAt), now)) })}
    </Text>
  );
}

/**
 * The countdown to a stream's start: days, hours, minutes and seconds ticking every second (a `timer`, which
 * screen readers do not read out by itself), and beside it, hidden from sight, the time left in words to the
 * minute in a polite live region — so a screen reader hears a change once a minute, not every second.
 */
export function Countdown({ startsAt, now }: { startsAt: string; now: number }) {
  const vt = useVideosT();
  const left = timeLeft(Date.parse(startsAt), now);
  const boxes = [
    { value: left.days, label: vt('countdown.days') },
    { value: left.hours, label: vt('countdown.hours') },
    { value: left.minutes, label: vt('countdown.minutes') },
    { value: left.seconds, label: vt('countdown.seconds') },
  ];
  const spoken = vt('livestream.startsIn', { time: timeLeftInWords(vt, left) });
  return (
    <>
      <Group gap="xs" role="timer" aria-label={vt('countdown.label')} wrap="nowrap">
        {boxes.map((box) => (
          <Paper key={box.label} withBorder radius="md" px="sm" py={6} miw={64} ta="center">
            <Text fz={26} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {String(box.value).padStart(2, '0')}
            </Text>
            <Text size="xs" c="dimmed">
              {box.label}
            </Text>
          </Paper>
        ))}
      </Group>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {spoken}
      </VisuallyHidden>
    </>
  );
}
