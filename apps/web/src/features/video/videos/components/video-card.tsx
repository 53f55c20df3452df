import type { Video } from '@congregate/contracts';
import { Anchor, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CategoryBadge } from '../../../../components/categories/category-badge.tsx';
import { IconPlayerPlay } from '../../../../components/ui/icons.ts';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatDayIn } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useVideosT } from '../i18n/index.ts';
import { audienceWords } from '../lib/audience-name.ts';
import { formatDuration, progressPercent } from '../lib/duration.ts';
import { OPENED_FROM_LIST, videoHref } from '../lib/video-param.ts';

/**
 * A video in a list: its title opens it in the player on the same page (`?video=`), with category, length,
 * publication date and audience; `withProgress` adds how far the caller got ("Continue watching").
 */
export function VideoCard({ video, withProgress = false }: { video: Video; withProgress?: boolean }) {
  const vt = useVideosT();
  const { language } = useI18n();
  // A locale's video on its locale's calendar; one for a district or everyone on the member's.
  const timeZone = useLocaleTimeZone(video.localeId);
  const location = useLocation();
  const progress = video.progress;
  const duration = video.durationSeconds ?? progress?.durationSeconds ?? null;
  const percent = progress ? Math.round(progressPercent(progress.positionSeconds, duration)) : 0;
  const facts = [
    duration ? formatDuration(duration) : null,
    formatDayIn(video.publishedAt, language, timeZone),
    audienceWords(video, vt('video.forEveryone')),
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="li" h="100%">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconPlayerPlay size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Anchor
            component={Link}
            to={videoHref(location.search, video.id)}
            state={OPENED_FROM_LIST}
            fw={600}
            lh={1.3}
          >
            {video.title}
          </Anchor>
        </Group>
        {video.category && <CategoryBadge name={video.category.name} color={video.category.color} />}
        <Text size="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
        {withProgress && progress && (
          <Progress
            value={percent}
            size="sm"
            radius="xl"
            aria-label={vt('card.progress', { title: video.title, percent })}
          />
        )}
      </Stack>
    </Card>
  );
}
