import type { GroupFlock } from '@congregate/contracts';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useGroupFlocks } from '../../../../lib/groups/api/list-group-flocks.ts';
import { useRemoveFlock } from '../api/remove-flock.ts';
import { useUpdateFlock } from '../api/update-flock.ts';
import { useFlocksAdminT } from '../i18n/index.ts';
import { useArchiveOrDelete } from './use-archive-or-delete.ts';
import { FlockForm } from './flock-form.tsx';

function FlockCard({
  flock,
  onEdit,
  onArchive,
  onDelete,
}: {
  flock: GroupFlock;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const ft = useFlocksAdminT();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            {flock.name}
          </Title>
          <Group gap={4}>
            <Badge variant="light">{ft('flocks.cluster', { cluster: flock.cluster })}</Badge>
            {flock.archived && <Badge color="gray">{ft('flocks.archived')}</Badge>}
          </Group>
        </Group>
        <Text size="sm">{ft('flocks.members', { count: flock.memberCount })}</Text>
        {flock.leaders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {ft('flocks.noStaff')}
          </Text>
        ) : (
          <Text size="sm">
            {flock.leaders.map((l) => `${l.name} (${ft(`position.${l.position}`)})`).join(', ')}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={ft('actions.editLabel', { name: flock.name })}
          >
            {ft('actions.edit')}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            onClick={onArchive}
            aria-label={ft(flock.archived ? 'actions.restoreLabel' : 'actions.archiveLabel', {
              name: flock.name,
            })}
          >
            {flock.archived ? ft('actions.restore') : ft('actions.archive')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            aria-label={ft('actions.deleteLabel', { name: flock.name })}
          >
            {ft('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A locale's flocks: search, create, edit (name, cluster, staff), archive or restore, delete. */
export function FlocksTab({
  localeId,
  onOutcome,
}: {
  localeId: string;
  onOutcome: (message: string) => void;
}) {
  const ft = useFlocksAdminT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [includeArchived, setIncludeArchived] = useState(false);
  const flocks = useGroupFlocks({ localeId, q, includeArchived });
  const update = useUpdateFlock();
  const remove = useRemoveFlock();
  const [editing, setEditing] = useState<GroupFlock | 'new' | null>(null);

  const rows = flocks.data?.pages.flatMap((page) => page.items) ?? [];
  const { archive, deleting, setDeleting, confirmDelete, problem } = useArchiveOrDelete<GroupFlock>({
    setArchived: (flock, archived) => update.mutateAsync({ flockId: flock.id, body: { archived } }),
    remove: (id) => remove.mutateAsync(id),
    onOutcome,
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="search"
          label={ft('flocks.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label={ft('flocks.showArchived')}
          checked={includeArchived}
          onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
        />
      </SimpleGrid>
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {ft('flocks.new')}
        </Button>
      </Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {flocks.isPending ? (
        <LoadingBlock />
      ) : flocks.isError ? (
        <LoadError error={flocks.error} onRetry={() => void flocks.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{q ? ft('flocks.noMatch', { q }) : ft('flocks.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((flock) => (
            <FlockCard
              key={flock.id}
              flock={flock}
              onEdit={() => setEditing(flock)}
              onArchive={() => void archive(flock)}
              onDelete={() => setDeleting(flock)}
            />
          ))}
        </Stack>
      )}
      <LoadMoreButton query={flocks} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing && editing !== 'new'
            ? ft('flockForm.editTitle', { name: editing.name })
            : ft('flockForm.newTitle')
        }
      >
        {editing && (
          <FlockForm
            localeId={localeId}
            flock={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(message) => {
              setEditing(null);
              onOutcome(message);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={ft('delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={ft('delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
      >
        {ft('delete.flockBody')}
      </ConfirmDialog>
    </Stack>
  );
}
