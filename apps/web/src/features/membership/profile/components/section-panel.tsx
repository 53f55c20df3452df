import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck, IconPencil, IconPlus, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useCountryName } from '../../../../lib/config/index.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useCreateSectionEntry, type SectionEntryBody } from '../api/create-section-entry.ts';
import { useDeleteSectionEntry } from '../api/delete-section-entry.ts';
import { useSectionEntries } from '../api/get-section-entries.ts';
import { useSetNoneToAdd } from '../api/set-none-to-add.ts';
import { useUpdateSectionEntry } from '../api/update-section-entry.ts';
import { useProfileT, type ProfileMessageKey } from '../i18n/index.ts';
import { valuesOf, type SectionItem } from '../sections/field-spec.ts';
import { newEntryOf, type SectionSpec } from '../sections/section-specs.ts';
import { EntryForm } from './entry-form.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; item: SectionItem } | null;

/**
 * One list section of a member's profile: the entries, add and edit in a dialog, delete after
 * confirmation, an empty state with the "none to add" switch. Every successful save refreshes the
 * member's completeness (the mutations do).
 */
export function SectionPanel({
  section,
  target,
  headingLevel = 2,
  showNoneToAdd = true,
}: {
  section: SectionSpec;
  target: MemberTarget;
  headingLevel?: 1 | 2 | 3;
  /** Family background has two lists and one "none to add"; only the first shows the switch. */
  showNoneToAdd?: boolean;
}) {
  const t = useT();
  const pt = useProfileT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const key = (suffix: string) => `${section.id}.${suffix}` as ProfileMessageKey;
  const entries = useSectionEntries(section, target.memberId);
  const create = useCreateSectionEntry(section, target.memberId);
  const update = useUpdateSectionEntry(section, target.memberId);
  const remove = useDeleteSectionEntry(section, target.memberId);
  const noneToAdd = useSetNoneToAdd(target.memberId, section.noneToAdd);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SectionItem | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const headingId = `section-${section.id}`;

  const countryName = useCountryName();
  const nameOf = (item: SectionItem) => section.describe(item, pt, language, countryName).name;

  const save = async (body: SectionEntryBody) => {
    const saved =
      editing?.mode === 'edit'
        ? await update.mutateAsync({ item: editing.item, body }).catch(async (error: unknown) => {
            // Changed meanwhile (412): the form keeps what was typed and is now based on the latest entry.
            if (isApiError(error) && error.isStale) {
              const latest = (await entries.refetch()).data?.find((entry) => entry.id === editing.item.id);
              if (latest) setEditing({ mode: 'edit', item: latest });
            }
            throw error;
          })
        : await create.mutateAsync(body);
    setEditing(null);
    setStatus(pt(editing?.mode === 'edit' ? 'list.updated' : 'list.added', { name: nameOf(saved) }));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = nameOf(deleting);
    setActionError(null);
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        setStatus(pt('list.deleted', { name }));
      },
      onError: (error) => {
        setDeleting(null);
        setActionError(loadError(error));
      },
    });
  };

  // The member's own choice, not completeness: a family section can be complete through another list.
  const ticked = target.profile.noneToAdd[section.noneToAdd] === true;
  const toggleNoneToAdd = (checked: boolean) => {
    setActionError(null);
    noneToAdd.mutate(checked, { onError: (error) => setActionError(loadError(error)) });
  };

  const items = entries.data ?? [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={headingLevel} size="h4" id={headingId}>
              {pt(key('title'))}
            </Title>
            <Text size="sm" c="dimmed">
              {pt(key('intro'))}
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            {pt(key('add'))}
          </Button>
        </Group>

        {status && (
          <Alert
            role="status"
            color="teal"
            icon={<IconCircleCheck />}
            withCloseButton
            onClose={() => setStatus(null)}
          >
            {status}
          </Alert>
        )}
        {actionError && (
          <Alert role="alert" color="red" withCloseButton onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        )}

        {entries.isPending ? (
          <LoadingBlock />
        ) : entries.isError ? (
          <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
        ) : items.length === 0 ? (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
            <Stack gap="sm">
              <Text>{pt(key('empty'))}</Text>
              {showNoneToAdd && (
                <Switch
                  label={pt('list.noneToAdd')}
                  description={pt('list.noneToAddHint')}
                  checked={noneToAdd.isPending ? noneToAdd.variables === true : ticked}
                  disabled={noneToAdd.isPending}
                  onChange={(event) => toggleNoneToAdd(event.currentTarget.checked)}
                />
              )}
            </Stack>
          </Paper>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => {
              const { name, details, current } = section.describe(item, pt, language, countryName);
              return (
                <Paper key={item.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Box miw={0}>
                      <Group gap="xs">
                        <Text fw={600}>{name}</Text>
                        {current && (
                          <Badge size="sm" variant="light" color="teal">
                            {pt('list.current')}
                          </Badge>
                        )}
                      </Group>
                      {details && (
                        <Text size="sm" c="dimmed">
                          {details}
                        </Text>
                      )}
                      {section.id === 'relatives' && target.isSelf && (
                        // Family links (issue 18): ask the relative to confirm, or open a linked relative's card.
                        <Anchor
                          component={Link}
                          size="sm"
                          to={
                            typeof item.memberId === 'string'
                              ? `/family-modal?memberId=${item.memberId}`
                              : `/family-request?entryId=${item.id}`
                          }
                          aria-label={pt(
                            typeof item.memberId === 'string'
                              ? 'relatives.openLabel'
                              : 'relatives.linkRecordLabel',
                            { name },
                          )}
                        >
                          {pt(typeof item.memberId === 'string' ? 'relatives.open' : 'relatives.linkRecord')}
                        </Anchor>
                      )}
                    </Box>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={pt('list.edit', { name })}
                        onClick={() => setEditing({ mode: 'edit', item })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={pt('list.delete', { name })}
                        onClick={() => setDeleting(item)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={pt(key(editing?.mode === 'edit' ? 'editTitle' : 'add'))}
        size="lg"
      >
        {editing && (
          <EntryForm
            key={editing.mode === 'edit' ? editing.item.id : 'new'}
            fields={section.fields}
            schema={section.calls.create.body}
            initial={valuesOf(
              section.fields,
              editing.mode === 'edit' ? editing.item : newEntryOf(section, target.profile),
            )}
            submitLabel={t('common.save')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            countryId={target.profile.locale.countryId}
          />
        )}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title={pt('list.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
      >
        {deleting ? pt('list.deleteBody', { name: nameOf(deleting) }) : null}
      </ConfirmDialog>
    </Box>
  );
}
