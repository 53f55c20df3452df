import type { Category, CategoryColor } from '@congregate/contracts';
import { categoryNameSchema } from '@congregate/contracts';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CategoryBadge } from '../../../../components/categories/category-badge.tsx';
import { CategoryColorPicker, CategoryPopover } from '../../../../components/categories/category-popover.tsx';
import { useCategoriesT } from '../../../../components/categories/i18n/index.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconPencil, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useCategories } from '../../../../lib/categories/api/list-categories.ts';
import { useRemoveCategory } from '../../../../lib/categories/api/remove-category.ts';
import { useUpdateCategory } from '../../../../lib/categories/api/update-category.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { recordBoardKeys } from '../../../../lib/query-keys.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useBoardSettings } from '../api/get-settings.ts';
import { useRecordBoardT } from '../i18n/index.ts';
import { boardLocale } from '../lib/board-locale.ts';

/** Renaming and recolouring one category. */
function CategoryEditor({ category, onDone }: { category: Category; onDone: (text: string | null) => void }) {
  const rt = useRecordBoardT();
  const ct = useCategoriesT();
  const refusal = useRefusalMessage();
  const update = useUpdateCategory([recordBoardKeys.lists()]);
  const [name, setName] = useState(category.name);
  const [color, setColor] = useState<CategoryColor>(category.color);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = categoryNameSchema.safeParse(name);
    if (!parsed.success) return setError(ct('nameRequired'));
    update.mutate(
      { id: category.id, patch: { name: parsed.data, color } },
      {
        onSuccess: () => onDone(rt('manage.saved')),
        onError: (failure) =>
          setError(isApiError(failure) && failure.status === 409 ? ct('nameTaken') : refusal(failure)),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={rt('manage.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={40}
          data-autofocus
        />
        <CategoryColorPicker value={color} onChange={setColor} />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {rt('form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {rt('manage.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ManageCategories({ signedIn }: { signedIn: SignedInAccess }) {
  const rt = useRecordBoardT();
  const refusal = useRefusalMessage();
  const [params] = useUrlParams();
  const locales = useLocales();
  const { localeId } = boardLocale(signedIn, locales.data ?? [], params.get('localeId'));
  const settings = useBoardSettings(localeId);
  const categories = useCategories('record-board', localeId);
  const remove = useRemoveCategory([recordBoardKeys.lists()]);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (!localeId) return <NotAllowed title={rt('notAllowed.title')} body={rt('notAllowed.body')} />;
  if (settings.isPending || categories.isPending) return <LoadingBlock />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (categories.isError)
    return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  const canManage = settings.data.canManage;
  const items = categories.data;
  const changeable = (category: Category) => canManage && category.localeId !== null;

  return (
    <PageCard
      title={rt('manage.title')}
      intro={canManage ? rt('manage.intro') : rt('manage.readOnly')}
      actions={
        <Button component={Link} to={`/rrb?localeId=${localeId}`} variant="default">
          {rt('manage.toBoard')}
        </Button>
      }
    >
      {canManage && (
        <CategoryPopover
          kind="record-board"
          localeId={localeId}
          value={editing}
          onChange={(id) => {
            setNotice(null);
            setEditing(id);
          }}
          label={rt('manage.pick')}
          noneLabel={rt('manage.pickNone')}
          canCreate
        />
      )}
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" role="status">
          {rt('manage.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((category) => (
            <Paper key={category.id} component="li" withBorder radius="md" p="sm">
              {editing === category.id && changeable(category) ? (
                <CategoryEditor
                  category={category}
                  onDone={(text) => {
                    setEditing(null);
                    if (text) setNotice({ ok: true, text });
                  }}
                />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <CategoryBadge name={category.name} color={category.color} />
                    <Text size="xs" c="dimmed">
                      {category.entryCount === 1
                        ? rt('manage.entriesOne')
                        : rt('manage.entries', { count: category.entryCount ?? 0 })}
                      {category.localeId === null ? ` · ${rt('manage.shared')}` : ''}
                    </Text>
                  </Stack>
                  {changeable(category) && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={rt('manage.rename', { name: category.name })}
                        onClick={() => {
                          setNotice(null);
                          setEditing(category.id);
                        }}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={rt('manage.delete', { name: category.name })}
                        onClick={() => setDeleting(category)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={rt('manage.deleteTitle')}
        confirmLabel={rt('manage.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (editing === deleting.id) setEditing(null);
              setDeleting(null);
            },
            onError: (error) => {
              setDeleting(null);
              setNotice({ ok: false, text: refusal(error) });
            },
          })
        }
      >
        {deleting ? rt('manage.deleteBody', { name: deleting.name }) : ''}
      </ConfirmDialog>
    </PageCard>
  );
}

/**
 * `category-popover` (`?localeId=`): the record board's categories through the one category picker — made
 * inline in the picker, renamed, recoloured and deleted (asks first; entries keep going without one) by the
 * locale's admins; a read-only list for members.
 */
export default function RecordCategoriesPage() {
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  return <ManageCategories signedIn={{ profile: state.profile, access: state.access }} />;
}
