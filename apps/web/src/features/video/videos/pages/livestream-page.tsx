import { VIDEO_LIMITS, type Livestream } from '@congregate/contracts';
import { Alert, Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconInfoCircle } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { VideoPlayer } from '../../../../components/video-player/video-player.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useProfile } from '../../../../lib/auth/index.ts';
import { formatEventPeriod, formatEventStart } from '../../../../lib/church-events/event-time.ts';
import { useLocale, useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { videoKeys } from '../../../../lib/query-keys.ts';
import { useCurrentLivestream } from '../../../../lib/video/api/get-current-livestream.ts';
import { useLivestream } from '../api/get-livestream.ts';
import { useWatchLivestream } from '../api/watch-livestream.ts';
import { Countdown } from '../components/countdown.tsx';
import { WatchingCredit } from '../components/watching-credit.tsx';
import { useVideosT } from '../i18n/index.ts';
import { useHeartbeat } from '../lib/use-heartbeat.ts';
import { useNow } from '../lib/use-now.ts';
import { usePageVisible } from '../lib/use-page-visible.ts';

type Phase = 'before' | 'live' | 'ended';

function phaseAt(stream: Livestream, now: number): Phase {
  if (now < Date.parse(stream.startsAt)) return 'before';
  if (now < Date.parse(stream.endsAt)) return 'live';
  return 'ended';
}

/** The stream playing, with the heartbeat that counts the watching and what it has earned so far. */
function LivePlayer({
  stream,
  creditMinutes,
  otherLocale,
}: {
  stream: Livestream;
  creditMinutes: number;
  otherLocale: boolean;
}) {
  const vt = useVideosT();
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const [playing, setPlaying] = useState(false);
  const watch = useWatchLivestream(stream.id);
  // An embedded provider's player tells the page nothing: it counts while the page is open and in sight.
  const embed = stream.source === 'embed';
  useHeartbeat(visible && (embed || playing), () =>
    watch.mutate(undefined, {
      onError: (error) => {
        // Not live (any more): read the stream again, so the page shows what it is now.
        if (isApiError(error) && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: videoKeys.livestreams() });
      },
    }),
  );
  return (
    <Stack gap="sm">
      <VideoPlayer
        source={stream.source}
        url={stream.url}
        title={stream.title}
        autoPlay
        loop
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      {embed && (
        <Text size="xs" c="dimmed">
          {vt('livestream.embedCounts')}
        </Text>
      )}
      <WatchingCredit
        watch={watch.data}
        creditMinutes={creditMinutes}
        serviceName={stream.title}
        otherLocale={otherLocale}
      />
    </Stack>
  );
}

function LivestreamView({ stream, creditMinutes }: { stream: Livestream; creditMinutes?: number }) {
  const vt = useVideosT();
  const { language } = useI18n();
  const now = useNow(1000);
  const { data: profile } = useProfile();
  const locale = useLocale(stream.localeId);
  // A member of another locale may watch its stream; its credit minutes come with the locale's current streams.
  const current = useCurrentLivestream(creditMinutes === undefined ? stream.localeId : null);
  const minutes = creditMinutes ?? current.data?.creditMinutes ?? VIDEO_LIMITS.creditMinutesDefault;
  // The stream's locale's clock, named when the device's is another (the member's own until the locale loads).
  const ownZone = useLocaleTimeZone();
  const timeZone = locale.data?.timeZone ?? ownZone;
  const phase = phaseAt(stream, now);
  const otherLocale = Boolean(profile && profile.member.currentLocale !== stream.localeId);

  return (
    <PageCard
      title={stream.title}
      intro={stream.localeName}
      maw={900}
      actions={
        phase === 'live' ? (
          <Badge color="red" variant="filled" size="lg">
            {vt('livestream.live')}
          </Badge>
        ) : undefined
      }
    >
      <Text size="sm">{formatEventPeriod(stream.startsAt, stream.endsAt, timeZone, language)}</Text>
      {phase === 'before' && (
        <Stack gap="sm">
          <Text fw={600}>
            {vt('livestream.startsAt', {
              time: formatEventStart(stream.startsAt, timeZone, language),
            })}
          </Text>
          <Countdown startsAt={stream.startsAt} now={now} />
          {!otherLocale && (
            <Text size="sm" c="dimmed">
              {vt('credit.counts', { minutes })}
            </Text>
          )}
        </Stack>
      )}
      {phase === 'live' && (
        <LivePlayer key={stream.id} stream={stream} creditMinutes={minutes} otherLocale={otherLocale} />
      )}
      {phase === 'ended' && (
        <Alert color="gray" icon={<IconInfoCircle />}>
          <Stack gap="xs" align="flex-start">
            {vt('livestream.ended')}
            <Anchor component={Link} to="/tabs/tab6">
              {vt('livestream.seeVideos')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </PageCard>
  );
}

function StreamById({ id }: { id: string }) {
  const stream = useLivestream(id);
  if (stream.isPending) return <LoadingBlock />;
  if (stream.isError) return <LoadError error={stream.error} onRetry={() => void stream.refetch()} />;
  return <LivestreamView stream={stream.data} />;
}

/** No id: the caller's locale's stream live now, else the next one. */
function MyLocaleStream({ localeId }: { localeId: string }) {
  const vt = useVideosT();
  const current = useCurrentLivestream(localeId);
  if (current.isPending) return <LoadingBlock />;
  if (current.isError) return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
  const stream = current.data.live ?? current.data.next;
  if (!stream)
    return (
      <PageCard title={vt('livestream.title')}>
        <Text>{vt('livestream.none')}</Text>
        <Button component={Link} to="/tabs/tab6" variant="light" style={{ alignSelf: 'flex-start' }}>
          {vt('livestream.seeVideos')}
        </Button>
      </PageCard>
    );
  return <LivestreamView stream={stream} creditMinutes={current.data.creditMinutes} />;
}

/**
 * `livestream-modal`: a livestream (`?id=`, or the caller's locale's live or next one) — the countdown before it
 * starts, the player while it is live (its heartbeats count the watching as attendance), a word once it ended.
 */
export default function LivestreamPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data: profile } = useProfile();
  return (
    <>
      {id ? (
        <StreamById id={id} />
      ) : profile ? (
        <MyLocaleStream localeId={profile.member.currentLocale} />
      ) : (
        <LoadingBlock />
      )}
    </>
  );
}
