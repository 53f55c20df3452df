import type { Locale, Video, VideoAudience } from '@congregate/contracts';
import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CategoryBadge } from '../../../../../components/categories/category-badge.tsx';
import { IconPlus } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../../components/ui/load-more-button.tsx';
import { formatWhen } from '../../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useVideos } from '../../../../../lib/video/api/list-videos.ts';
import { audienceWords } from '../../lib/audience-name.ts';
import { useRemoveVideo } from '../api/remove-video.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import { AddVideoForm } from './add-video-form.tsx';
import { EditVideoForm } from './edit-video-form.tsx';
import { ConfirmRemoval } from '../../../../../components/ui/confirm-removal.tsx';
import { EditDeleteButtons } from './row-actions.tsx';

function VideoRow({
  video,
  timeZone,
  now,
  onEdit,
  onDelete,
}: {
  video: Video;
  timeZone: string;
  /** When the list was opened: a video published later is "Scheduled". */
  now: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const vt = useVideosAdminT();
  const { language } = useI18n();
  const scheduled = Date.parse(video.publishedAt) > now;
  const when = formatWhen(video.publishedAt, language, timeZone);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Title>
          {scheduled && <Badge color="orange">{vt('videos.scheduled')}</Badge>}
        </Group>
        <Group gap="xs">
          {video.category ? (
            <CategoryBadge name={video.category.name} color={video.category.color} />
          ) : (
            <Text size="xs" c="dimmed">
              {vt('videos.noCategory')}
            </Text>
          )}
          <Badge variant="light" color="gray" tt="none">
            {audienceWords(video, vt('audience.all'))}
          </Badge>
          <Badge variant="outline" color="gray" tt="none">
            {vt(`source.${video.source}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {scheduled ? vt('videos.publishes', { when }) : vt('videos.published', { when })}
        </Text>
        {video.canEdit && (
          <Group gap="xs">
            <EditDeleteButtons
              labels={{
                edit: vt('videos.edit'),
                editLabel: vt('videos.editLabel', { title: video.title }),
                delete: vt('videos.delete'),
                deleteLabel: vt('videos.deleteLabel', { title: video.title }),
              }}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The videos the admin may edit for a locale: search, load more, add (upload or link), edit, delete. */
export function VideosTab({
  locale,
  audiences,
  onOutcome,
}: {
  locale: Locale;
  audiences: readonly VideoAudience[];
  onOutcome: (message: string) => void;
}) {
  const vt = useVideosAdminT();
  const refusal = useRefusalMessage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const videos = useVideos({ manage: true, localeId: locale.id, ...(q ? { q } : {}) });
  const remove = useRemoveVideo();
  const [editing, setEditing] = useState<Video | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const rows = videos.data?.pages.flatMap((page) => page.items) ?? [];
  const total = videos.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={vt('videos.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {vt('videos.add')}
        </Button>
        {videos.data && rows.length > 0 && (
          <Text size="sm" c="dimmed">
            {total === 1 ? vt('videos.countOne') : vt('videos.count', { count: total })}
          </Text>
        )}
      </Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {videos.isPending ? (
        <LoadingBlock />
      ) : videos.isError ? (
        <LoadError error={videos.error} onRetry={() => void videos.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {q ? vt('videos.noMatch', { q }) : vt('videos.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((video) => (
            <VideoRow
              key={video.id}
              video={video}
              timeZone={locale.timeZone}
              now={now}
              onEdit={() => setEditing(video)}
              onDelete={() => {
                setProblem(null);
                setDeleting(video);
              }}
            />
          ))}
        </Stack>
      )}
      <LoadMoreButton query={videos} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing && editing !== 'new' ? vt('edit.title', { title: editing.title }) : vt('add.title')}
      >
        {editing === 'new' && (
          <AddVideoForm
            locale={locale}
            audiences={audiences}
            onCancel={() => setEditing(null)}
            onDone={(video) => {
              setEditing(null);
              onOutcome(vt('videos.added', { title: video.title }));
            }}
          />
        )}
        {editing && editing !== 'new' && (
          <EditVideoForm
            video={editing}
            locale={locale}
            onCancel={() => setEditing(null)}
            onDone={(video) => {
              setEditing(null);
              onOutcome(vt('videos.saved', { title: video.title }));
            }}
          />
        )}
      </Modal>
      <ConfirmRemoval
        item={deleting}
        title={vt('videos.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={vt('videos.deleteConfirm')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onRemoved={(video) => onOutcome(vt('videos.deleted', { title: video.title }))}
        onRefused={(error) => setProblem(refusal(error))}
      >
        {vt('videos.deleteBody')}
      </ConfirmRemoval>
    </Stack>
  );
}
