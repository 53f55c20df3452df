import type { Livestream, LivestreamState, Locale } from '@congregate/contracts';
import { Badge, Button, Checkbox, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconPlayerPlay, IconPlus } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../../components/ui/load-more-button.tsx';
import { formatWhen } from '../../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useLivestreams } from '../api/list-livestreams.ts';
import { useRemoveLivestream } from '../api/remove-livestream.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import { LivestreamForm } from './livestream-form.tsx';
import { ConfirmRemoval } from '../../../../../components/ui/confirm-removal.tsx';
import { EditDeleteButtons } from './row-actions.tsx';

const stateColors: Record<LivestreamState, string> = { scheduled: 'blue', live: 'red', ended: 'gray' };

function LivestreamRow({
  stream,
  timeZone,
  onEdit,
  onDelete,
}: {
  stream: Livestream;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const vt = useVideosAdminT();
  const { language } = useI18n();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {stream.title}
          </Title>
          <Badge color={stateColors[stream.state]}>{vt(`live.state.${stream.state}`)}</Badge>
        </Group>
        <Text size="sm">
          {vt('live.when', {
            start: formatWhen(stream.startsAt, language, timeZone, { zoneName: false }),
            end: formatWhen(stream.endsAt, language, timeZone),
          })}
        </Text>
        <Group gap="xs">
          <Badge variant="outline" color="gray" tt="none">
            {vt(`source.${stream.source}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {stream.gatheringId ? vt('live.gathering') : vt('live.noGathering')}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/livestream-modal?id=${stream.id}`}
            variant="light"
            size="compact-sm"
            leftSection={<IconPlayerPlay size={14} />}
            aria-label={vt('live.previewLabel', { title: stream.title })}
          >
            {vt('live.preview')}
          </Button>
          {stream.canEdit && (
            <EditDeleteButtons
              labels={{
                edit: vt('live.edit'),
                editLabel: vt('live.editLabel', { title: stream.title }),
                delete: vt('live.delete'),
                deleteLabel: vt('live.deleteLabel', { title: stream.title }),
              }}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The locale's livestreams, soonest first (ended ones on request): schedule, change, preview, delete. */
export function LivestreamsTab({
  locale,
  onOutcome,
}: {
  locale: Locale;
  onOutcome: (message: string) => void;
}) {
  const vt = useVideosAdminT();
  const refusal = useRefusalMessage();
  const [past, setPast] = useState(false);
  const streams = useLivestreams(locale.id, past);
  const remove = useRemoveLivestream();
  const [editing, setEditing] = useState<Livestream | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Livestream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = streams.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {vt('live.schedule')}
        </Button>
        <Checkbox
          label={vt('live.showPast')}
          checked={past}
          onChange={(event) => setPast(event.currentTarget.checked)}
        />
      </Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {streams.isPending ? (
        <LoadingBlock />
      ) : streams.isError ? (
        <LoadError error={streams.error} onRetry={() => void streams.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {vt('live.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((stream) => (
            <LivestreamRow
              key={stream.id}
              stream={stream}
              timeZone={locale.timeZone}
              onEdit={() => setEditing(stream)}
              onDelete={() => {
                setProblem(null);
                setDeleting(stream);
              }}
            />
          ))}
        </Stack>
      )}
      <LoadMoreButton query={streams} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing && editing !== 'new' ? vt('live.editTitle', { title: editing.title }) : vt('live.newTitle')
        }
      >
        {editing && (
          <LivestreamForm
            locale={locale}
            stream={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(stream) => {
              onOutcome(vt(editing === 'new' ? 'live.scheduled' : 'live.saved', { title: stream.title }));
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmRemoval
        item={deleting}
        title={vt('live.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={vt('live.deleteConfirm')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onRemoved={(stream) => onOutcome(vt('live.deleted', { title: stream.title }))}
        onRefused={(error) => setProblem(refusal(error))}
      >
        {vt('live.deleteBody')}
      </ConfirmRemoval>
    </Stack>
  );
}
