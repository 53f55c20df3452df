import type { Video } from '@congregate/contracts';
import { VIDEO_LIMITS } from '@congregate/contracts';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useLocation, useSearchParams } from 'react-router';
import { CategoryBadge } from '../../../../components/categories/category-badge.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { VideoPlayer } from '../../../../components/video-player/video-player.tsx';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { videoKeys } from '../../../../lib/query-keys.ts';
import { useVideo } from '../api/get-video.ts';
import { useVideosT } from '../i18n/index.ts';
import { audienceWords } from '../lib/audience-name.ts';
import { useProgressSaver } from '../lib/use-progress-saver.ts';
import { openedFromList, VIDEO_PARAM } from '../lib/video-param.ts';

/** Where to start: the caller's place, unless it is at the very start or end (then from the top). */
function resumeAt(video: Video): number | undefined {
  const progress = video.progress;
  if (!progress) return undefined;
  const length = video.durationSeconds ?? progress.durationSeconds;
  if (progress.positionSeconds < VIDEO_LIMITS.progressEdgeSeconds) return undefined;
  if (length && progress.positionSeconds > length - VIDEO_LIMITS.progressEdgeSeconds) return undefined;
  return progress.positionSeconds;
}

function VideoView({ video }: { video: Video }) {
  const vt = useVideosT();
  const { language } = useI18n();
  // A locale's video on its locale's calendar; one for a district or everyone on the member's.
  const timeZone = useLocaleTimeZone(video.localeId);
  const saver = useProgressSaver(video.id);
  // An embedded provider's player says nothing of where the person is: no progress for embeds.
  const tracked = video.source !== 'embed';
  return (
    <Stack gap="sm">
      <VideoPlayer
        source={video.source}
        url={video.url}
        title={video.title}
        startAt={resumeAt(video)}
        autoPlay
        {...(tracked ? saver : {})}
      />
      <Group gap="xs">
        {video.category && <CategoryBadge name={video.category.name} color={video.category.color} />}
        <Text size="sm" c="dimmed">
          {vt('video.published', { date: formatDayIn(video.publishedAt, language, timeZone) })} ·{' '}
          {audienceWords(video, vt('video.forEveryone'))}
        </Text>
      </Group>
      {video.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {video.description}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The player over a list of videos, open while the address names a video (`?video=`): Back closes it, a refresh
 * keeps it. Closing it reads the lists again, so "Continue watching" shows the place just saved.
 */
export function VideoDialog() {
  const vt = useVideosT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = params.get(VIDEO_PARAM);
  const video = useVideo(id);

  const close = () => {
    void queryClient.invalidateQueries({ queryKey: videoKeys.videos() });
    if (openedFromList(location.state)) void navigate(-1);
    else
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VIDEO_PARAM);
          return next;
        },
        { replace: true },
      );
  };

  return (
    <Modal opened={Boolean(id)} onClose={close} size="xl" title={video.data?.title ?? vt('video.loading')}>
      {video.isPending ? (
        <LoadingBlock />
      ) : video.isError ? (
        <LoadError error={video.error} onRetry={() => void video.refetch()} />
      ) : (
        <VideoView key={video.data.id} video={video.data} />
      )}
    </Modal>
  );
}
