import type { ChurchGroup } from '@congregate/contracts';
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
import { IconPencil, IconPlus, IconTrash, IconUsersGroup } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useChurchGroups } from '../../../../lib/groups/api/list-church-groups.ts';
import { useRemoveGroup } from '../api/remove-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { useFlocksAdminT } from '../i18n/index.ts';
import { useArchiveOrDelete } from './use-archive-or-delete.ts';
import { GroupForm } from './group-form.tsx';
import { GroupMembers } from './group-members.tsx';

/** A locale's other groups: search, create, edit, members, archive or restore, delete. */
export function GroupsTab({
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
  const groups = useChurchGroups({ localeId, q, includeArchived });
  const update = useUpdateGroup();
  const remove = useRemoveGroup();
  const [editing, setEditing] = useState<ChurchGroup | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<ChurchGroup | null>(null);

  const rows = groups.data?.pages.flatMap((page) => page.items) ?? [];
  const { archive, deleting, setDeleting, confirmDelete, problem } = useArchiveOrDelete<ChurchGroup>({
    setArchived: (group, archived) => update.mutateAsync({ groupId: group.id, body: { archived } }),
    remove: (id) => remove.mutateAsync(id),
    onOutcome,
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="search"
          label={ft('groups.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label={ft('groups.showArchived')}
          checked={includeArchived}
          onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
        />
      </SimpleGrid>
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {ft('groups.new')}
        </Button>
      </Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {groups.isPending ? (
        <LoadingBlock />
      ) : groups.isError ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{q ? ft('groups.noMatch', { q }) : ft('groups.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((group) => (
            <Paper key={group.id} withBorder radius="md" p="md" component="li">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Title order={2} size="h4">
                    {group.name}
                  </Title>
                  <Group gap={4}>
                    <Badge variant="light">{ft(`type.${group.type}`)}</Badge>
                    {group.archived && <Badge color="gray">{ft('flocks.archived')}</Badge>}
                  </Group>
                </Group>
                {group.description && <Text size="sm">{group.description}</Text>}
                <Text size="sm">
                  {ft(`policy.${group.joinPolicy}`)} · {ft('groups.members', { count: group.memberCount })}
                </Text>
                <Text size="sm" c={group.leaders.length === 0 ? 'dimmed' : undefined}>
                  {group.leaders.length === 0
                    ? ft('groups.noLeaders')
                    : ft('groups.leaders', { names: group.leaders.map((l) => l.name).join(', ') })}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconUsersGroup size={14} />}
                    onClick={() => setMembersOf(group)}
                    aria-label={ft('actions.membersLabel', { name: group.name })}
                  >
                    {ft('actions.members')}
                  </Button>
                  <Button
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(group)}
                    aria-label={ft('actions.editLabel', { name: group.name })}
                  >
                    {ft('actions.edit')}
                  </Button>
                  <Button
                    variant="default"
                    size="compact-sm"
                    onClick={() => void archive(group)}
                    aria-label={ft(group.archived ? 'actions.restoreLabel' : 'actions.archiveLabel', {
                      name: group.name,
                    })}
                  >
                    {group.archived ? ft('actions.restore') : ft('actions.archive')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setDeleting(group)}
                    aria-label={ft('actions.deleteLabel', { name: group.name })}
                  >
                    {ft('actions.delete')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMoreButton query={groups} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing && editing !== 'new'
            ? ft('groupForm.editTitle', { name: editing.name })
            : ft('groupForm.newTitle')
        }
      >
        {editing && (
          <GroupForm
            localeId={localeId}
            group={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(message) => {
              setEditing(null);
              onOutcome(message);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={membersOf !== null}
        onClose={() => setMembersOf(null)}
        size="lg"
        title={ft('members.title', { name: membersOf?.name ?? '' })}
      >
        {membersOf && <GroupMembers group={membersOf} />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={ft('delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={ft('delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
      >
        {ft('delete.groupBody')}
      </ConfirmDialog>
    </Stack>
  );
}
