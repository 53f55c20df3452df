import {
  categoryNameSchema,
  GROUP_LIMITS,
  type CategoryColor,
  type VideoCategory,
} from '@congregate/contracts';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CategoryBadge } from '../../../../../components/categories/category-badge.tsx';
import { CategoryColorPicker } from '../../../../../components/categories/category-popover.tsx';
import { IconPencil, IconTrash } from '../../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../../lib/api/index.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useVideoCategories } from '../../../../../lib/video/api/list-video-categories.ts';
import { useCreateVideoCategory } from '../api/create-video-category.ts';
import { useRemoveVideoCategory } from '../api/remove-video-category.ts';
import { useUpdateVideoCategory } from '../api/update-video-category.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import { ConfirmRemoval } from './confirm-removal.tsx';

/** A category's name and colour: a new one (`category` null) or a rename/recolour. */
function CategoryForm({
  localeId,
  category,
  onDone,
}: {
  localeId: string;
  category: VideoCategory | null;
  onDone: (message: string | null) => void;
}) {
  const vt = useVideosAdminT();
  const refusal = useRefusalMessage();
  const create = useCreateVideoCategory();
  const update = useUpdateVideoCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState<CategoryColor>(category?.color ?? 'blue');
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: unknown) =>
    setError(isApiError(failure) && failure.status === 409 ? vt('categories.nameTaken') : refusal(failure));

  const submit = () => {
    const parsed = categoryNameSchema.safeParse(name);
    if (!parsed.success) return setError(vt('categories.nameRequired'));
    if (category)
      update.mutate(
        { id: category.id, patch: { name: parsed.data, color } },
        { onSuccess: (saved) => onDone(vt('categories.saved', { name: saved.name })), onError },
      );
    else
      create.mutate(
        { localeId, name: parsed.data, color },
        {
          onSuccess: (made) => {
            setName('');
            setColor('blue');
            onDone(vt('categories.added', { name: made.name }));
          },
          onError,
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
          label={category ? vt('categories.name') : vt('categories.new')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={GROUP_LIMITS.categoryNameMax}
        />
        <CategoryColorPicker value={color} onChange={setColor} />
        <Group gap="xs" justify="flex-end">
          {category && (
            <Button variant="default" onClick={() => onDone(null)}>
              {vt('categories.cancel')}
            </Button>
          )}
          <Button type="submit" loading={create.isPending || update.isPending}>
            {category ? vt('categories.save') : vt('categories.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The locale's video categories (and the shared ones) with how many videos each has: add, rename, recolour,
 * delete (asks first; its videos stay without one). Shared ones change only for super admins.
 */
export function CategoriesTab({
  localeId,
  superAdmin,
  onOutcome,
}: {
  localeId: string;
  superAdmin: boolean;
  onOutcome: (message: string) => void;
}) {
  const vt = useVideosAdminT();
  const refusal = useRefusalMessage();
  const categories = useVideoCategories(localeId);
  const remove = useRemoveVideoCategory();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<VideoCategory | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeable = (category: VideoCategory) => category.localeId !== null || superAdmin;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <CategoryForm
          key={localeId}
          localeId={localeId}
          category={null}
          onDone={(message) => message && onOutcome(message)}
        />
      </Paper>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {categories.isPending ? (
        <LoadingBlock />
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <Text c="dimmed" role="status">
          {vt('categories.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {categories.data.map((category) => (
            <Paper key={category.id} component="li" withBorder radius="md" p="sm">
              {editing === category.id ? (
                <CategoryForm
                  localeId={localeId}
                  category={category}
                  onDone={(message) => {
                    setEditing(null);
                    if (message) onOutcome(message);
                  }}
                />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Title order={3} size="sm" fw={500}>
                      <CategoryBadge name={category.name} color={category.color} />
                    </Title>
                    <Text size="xs" c="dimmed">
                      {category.videoCount === 1
                        ? vt('categories.videosOne')
                        : vt('categories.videos', { count: category.videoCount })}
                      {category.localeId === null ? ` · ${vt('categories.shared')}` : ''}
                    </Text>
                  </Stack>
                  {changeable(category) && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={vt('categories.rename', { name: category.name })}
                        onClick={() => {
                          setProblem(null);
                          setEditing(category.id);
                        }}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={vt('categories.delete', { name: category.name })}
                        onClick={() => {
                          setProblem(null);
                          setDeleting(category);
                        }}
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
      <ConfirmRemoval
        item={deleting}
        title={vt('categories.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={vt('categories.deleteConfirm')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onRemoved={(category) => {
          if (editing === category.id) setEditing(null);
          onOutcome(vt('categories.deleted', { name: category.name }));
        }}
        onRefused={(error) => setProblem(refusal(error))}
      >
        {vt('categories.deleteBody')}
      </ConfirmRemoval>
    </Stack>
  );
}
