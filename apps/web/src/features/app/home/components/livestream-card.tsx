import { Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconBroadcast } from '../../../../components/ui/icons.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useCurrentLivestream } from '../../../../lib/video/api/get-current-livestream.ts';

/**
 * Home's line about the locale's livestream: live now, or the next one with its time, opening
 * `livestream-modal`; nothing when none is scheduled. Loaded after home is up (it is not in the first scripts).
 */
export default function LivestreamCard({ localeId, timeZone }: { localeId: string; timeZone: string }) {
  const { t, language } = useI18n();
  const current = useCurrentLivestream(localeId);
  const live = current.data?.live ?? null;
  const stream = live ?? current.data?.next ?? null;
  if (!stream) return null;
  return (
    <Card withBorder radius="lg" padding="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconBroadcast size={20} aria-hidden />
          <div>
            <Text fw={600}>
              {live
                ? t('home.liveNow', { title: stream.title })
                : t('home.nextLivestream', { title: stream.title })}
            </Text>
            {!live && (
              <Text size="sm" c="dimmed">
                {formatWhen(stream.startsAt, language, timeZone)}
              </Text>
            )}
          </div>
        </Group>
        <Button component={Link} to={`/livestream-modal?id=${stream.id}`} variant={live ? 'filled' : 'light'}>
          {live ? t('home.watchLive') : t('home.openLivestream')}
        </Button>
      </Group>
    </Card>
  );
}
