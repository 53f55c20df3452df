import type { LivestreamWatch } from '@congregate/contracts';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '../../../../components/ui/icons.ts';
import { useVideosT } from '../i18n/index.ts';

/**
 * What watching does for the caller: the minutes that check them in and how far they are (from the last
 * heartbeat's answer), "checked in" once credited, or why watching does not count (another locale's stream, a
 * stream without a service).
 */
export function WatchingCredit({
  watch,
  creditMinutes,
  serviceName,
  otherLocale,
}: {
  watch: LivestreamWatch | undefined;
  creditMinutes: number;
  serviceName: string;
  otherLocale: boolean;
}) {
  const vt = useVideosT();
  if (watch?.credit === 'credited')
    return (
      <Alert color="teal" icon={<IconCircleCheck />} role="status">
        {vt('credit.credited', { service: serviceName })}
      </Alert>
    );
  if (otherLocale || watch?.credit === 'other_locale')
    return (
      <Alert color="blue" icon={<IconInfoCircle />}>
        {vt('credit.otherLocale')}
      </Alert>
    );
  if (watch?.credit === 'no_gathering')
    return (
      <Text size="sm" c="dimmed">
        {vt('credit.noGathering')}
      </Text>
    );
  const minutes = watch ? Math.round(watch.creditSeconds / 60) : creditMinutes;
  const watched = watch ? Math.floor(watch.watchedSeconds / 60) : 0;
  const label = vt('credit.progress', { watched, minutes });
  return (
    <Stack gap={4}>
      <Text size="sm">{vt('credit.counts', { minutes })}</Text>
      {watch && (
        <>
          <Progress
            value={Math.min(100, (watch.watchedSeconds / Math.max(1, watch.creditSeconds)) * 100)}
            aria-label={label}
            size="sm"
            radius="xl"
          />
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </>
      )}
    </Stack>
  );
}
