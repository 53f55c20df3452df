import type { Livestream } from '@congregate/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconBroadcast } from '../../../../components/ui/icons.ts';
import { formatEventStart } from '../../../../lib/church-events/event-time.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useCurrentLivestream } from '../../../../lib/video/api/get-current-livestream.ts';
import { useVideosT } from '../i18n/index.ts';
import { StartsIn } from './countdown.tsx';

function TeaserCard({ stream, live, timeZone }: { stream: Livestream; live: boolean; timeZone: string }) {
  const vt = useVideosT();
  const { language } = useI18n();
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group gap="xs">
          <IconBroadcast size={20} aria-hidden />
          <Title order={2} size="h4">
            {live ? vt('tab.liveNow') : vt('tab.nextLivestream')}
          </Title>
          {live && (
            <Badge color="red" variant="filled">
              {vt('livestream.live')}
            </Badge>
          )}
        </Group>
        <Text fw={600}>{stream.title}</Text>
        <Text size="sm" c="dimmed">
          {formatEventStart(stream.startsAt, timeZone, language)} · {stream.localeName}
        </Text>
        {!live && <StartsIn startsAt={stream.startsAt} />}
        <Button
          component={Link}
          to={`/livestream-modal?id=${stream.id}`}
          variant={live ? 'filled' : 'light'}
          style={{ alignSelf: 'flex-start' }}
        >
          {live ? vt('tab.watchLive') : vt('tab.openLivestream')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The caller's locale's stream live now, or else the next one; a word on what to expect when there is none. */
export function LivestreamTeaser({ localeId, timeZone }: { localeId: string; timeZone: string }) {
  const vt = useVideosT();
  const current = useCurrentLivestream(localeId);
  if (!current.data) return null;
  const { live, next } = current.data;
  if (live) return <TeaserCard stream={live} live timeZone={timeZone} />;
  if (next) return <TeaserCard stream={next} live={false} timeZone={timeZone} />;
  return (
    <Text size="sm" c="dimmed">
      {vt('tab.noLivestream')}
    </Text>
  );
}
