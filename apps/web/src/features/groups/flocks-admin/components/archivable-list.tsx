import type { RemovalOutcome } from '@congregate/contracts';
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
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useFlocksAdminT } from '../i18n/index.ts';
import { useArchiveOrDelete } from './use-archive-or-delete.ts';

/** What the list needs of a thing: a flock or a group. */
interface Archivable {
  id: string;
  name: string;
  archived: boolean;
}

/** The words of one list (its search, its empty states, its form's titles, its delete question). */
export interface ArchivableListTexts {
  search: string;
  showArchived: string;
  new: string;
  empty: string;
  noMatch: (q: string) => string;
  newTitle: string;
  editTitle: (name: string) => string;
  deleteBody: string;
}

/**
 * A locale's flocks or groups as an admin keeps them: search, archived ones on request, "New", a card per thing
 * (its badges and lines from the tab, then edit, archive or restore, delete), the create-or-edit form in a dialog,
 * and delete after asking (the server deletes it, or archives it when it has history; `onOutcome` says which).
 */
export function ArchivableList<T extends Archivable>({
  localeId,
  useList,
  setArchived,
  remove,
  texts,
  badge,
  details,
  actions,
  form,
  onOutcome,
  children,
}: {
  localeId: string;
  /** The list's query (`useGroupFlocks`, `useChurchGroups`) for the search and archive choice. */
  useList: (filter: {
    localeId: string;
    q: string;
    includeArchived: boolean;
  }) => UseInfiniteQueryResult<InfiniteData<{ items: T[] }, unknown>>;
  setArchived: (item: T, archived: boolean) => Promise<unknown>;
  /** The removal's mutation: deleted, or archived when the thing has history. */
  remove: { mutateAsync: (id: string) => Promise<RemovalOutcome>; isPending: boolean };
  texts: ArchivableListTexts;
  /** The thing's own badge, before "Archived". */
  badge: (item: T) => ReactNode;
  /** The card's lines under the name. */
  details: (item: T) => ReactNode;
  /** Buttons before "Edit". */
  actions?: (item: T) => ReactNode;
  /** The create (`item` null) or edit form; `done` closes the dialog, with the outcome to say when saved. */
  form: (item: T | null, done: (message: string | null) => void) => ReactNode;
  onOutcome: (message: string) => void;
  /** More dialogs of the tab. */
  children?: ReactNode;
}) {
  const ft = useFlocksAdminT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [includeArchived, setIncludeArchived] = useState(false);
  const list = useList({ localeId, q, includeArchived });
  const [editing, setEditing] = useState<T | 'new' | null>(null);

  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { archive, deleting, setDeleting, confirmDelete, problem } = useArchiveOrDelete<T>({
    setArchived,
    remove: (id) => remove.mutateAsync(id),
    onOutcome,
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="search"
          label={texts.search}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label={texts.showArchived}
          checked={includeArchived}
          onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
        />
      </SimpleGrid>
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {texts.new}
        </Button>
      </Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{q ? texts.noMatch(q) : texts.empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="md" component="li">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Title order={2} size="h4">
                    {item.name}
                  </Title>
                  <Group gap={4}>
                    {badge(item)}
                    {item.archived && <Badge color="gray">{ft('flocks.archived')}</Badge>}
                  </Group>
                </Group>
                {details(item)}
                <Group gap="xs">
                  {actions?.(item)}
                  <Button
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(item)}
                    aria-label={ft('actions.editLabel', { name: item.name })}
                  >
                    {ft('actions.edit')}
                  </Button>
                  <Button
                    variant="default"
                    size="compact-sm"
                    onClick={() => void archive(item)}
                    aria-label={ft(item.archived ? 'actions.restoreLabel' : 'actions.archiveLabel', {
                      name: item.name,
                    })}
                  >
                    {item.archived ? ft('actions.restore') : ft('actions.archive')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setDeleting(item)}
                    aria-label={ft('actions.deleteLabel', { name: item.name })}
                  >
                    {ft('actions.delete')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMoreButton query={list} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing && editing !== 'new' ? texts.editTitle(editing.name) : texts.newTitle}
      >
        {editing &&
          form(editing === 'new' ? null : editing, (message) => {
            setEditing(null);
            if (message !== null) onOutcome(message);
          })}
      </Modal>
      {children}
      <ConfirmDialog
        opened={deleting !== null}
        title={ft('delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={ft('delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
      >
        {texts.deleteBody}
      </ConfirmDialog>
    </Stack>
  );
}
