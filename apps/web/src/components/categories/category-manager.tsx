import {
  categoryNameSchema,
  GROUP_LIMITS,
  type CategoryColor,
  type CategoryPatch,
} from '@congregate/contracts';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import { useRefusalMessage } from '../../lib/forms/refusal-message.ts';
import { ConfirmRemoval } from '../ui/confirm-removal.tsx';
import { IconPencil, IconTrash } from '../ui/icons.ts';
import { LoadError, LoadingBlock } from '../ui/load-error.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { CategoryColorPicker } from './category-popover.tsx';

/** What the manager needs of a category (the record board's, or a video one). */
export interface ManagedCategory {
  id: string;
  /** Null: shared by every locale. */
  localeId: string | null;
  name: string;
  color: CategoryColor;
}

/**
 * A category's name and colour, checked against the contract's rule, then saved by `save`: a new one (`category`
 * null) or a rename and recolour. A taken name (409) and other refusals are said on the name.
 */
export function CategoryForm<T extends ManagedCategory>({
  category,
  label,
  submitLabel,
  cancelLabel,
  nameRequired,
  nameTaken,
  save,
  pending,
  onSaved,
  onCancel,
  clearOnSave = false,
  autoFocus = false,
}: {
  category: ManagedCategory | null;
  label: string;
  submitLabel: string;
  /** With `onCancel`: a Cancel button. */
  cancelLabel?: string;
  nameRequired: string;
  nameTaken: string;
  save: (values: { name: string; color: CategoryColor }) => Promise<T>;
  pending: boolean;
  onSaved: (saved: T) => void;
  onCancel?: () => void;
  /** Empty again once saved (a form for new ones). */
  clearOnSave?: boolean;
  autoFocus?: boolean;
}) {
  const refusal = useRefusalMessage();
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState<CategoryColor>(category?.color ?? 'blue');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = categoryNameSchema.safeParse(name);
    if (!parsed.success) return setError(nameRequired);
    try {
      const saved = await save({ name: parsed.data, color });
      if (clearOnSave) {
        setName('');
        setColor('blue');
      }
      onSaved(saved);
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 409 ? nameTaken : refusal(failure));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={label}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={GROUP_LIMITS.categoryNameMax}
          data-autofocus={autoFocus || undefined}
        />
        <CategoryColorPicker value={color} onChange={setColor} />
        <Group gap="xs" justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The words of one manager: its form's, its rows', its delete question's and what it says after a change. */
export interface CategoryManagerTexts<T> {
  name: string;
  save: string;
  cancel: string;
  nameRequired: string;
  nameTaken: string;
  empty: string;
  /** How many things the category holds ("3 videos"). */
  count: (category: T) => string;
  shared: string;
  rename: (name: string) => string;
  delete: (name: string) => string;
  deleteTitle: (category: T) => string;
  deleteBody: (category: T) => string;
  deleteConfirm: string;
  saved: (category: ManagedCategory) => string;
  /** Said once deleted; nothing when absent. */
  deleted?: (category: T) => string;
}

/**
 * A locale's categories of one kind (and the shared ones) with how much each holds: renamed, recoloured (inline)
 * and deleted (after asking) where `changeable`. The record board's categories page and the videos' categories
 * tab; each makes new ones its own way and says the outcomes where it shows its notices.
 */
export function CategoryManager<T extends ManagedCategory>({
  categories,
  changeable,
  update,
  remove,
  texts,
  titled = false,
  editing: controlled,
  onEditingChange,
  onOutcome,
  onRefused,
  onStart,
}: {
  categories: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: readonly T[] | undefined;
    refetch: () => unknown;
  };
  changeable: (category: T) => boolean;
  /** The rename and recolour (it answers the category as saved). */
  update: {
    mutateAsync: (change: { id: string; patch: CategoryPatch }) => Promise<ManagedCategory>;
    isPending: boolean;
  };
  remove: UseMutationResult<unknown, Error, string>;
  texts: CategoryManagerTexts<T>;
  /** Each category's badge as a heading (h3) of its row. */
  titled?: boolean;
  /** The id of the category being changed, when the page chooses it too (a picker); else kept here. */
  editing?: string | null;
  onEditingChange?: (id: string | null) => void;
  onOutcome: (message: string) => void;
  onRefused: (message: string) => void;
  /** A rename or delete begins: earlier notices go. */
  onStart: () => void;
}) {
  const refusal = useRefusalMessage();
  const [own, setOwn] = useState<string | null>(null);
  const editing = controlled !== undefined ? controlled : own;
  const setEditing = (id: string | null) => (onEditingChange ?? setOwn)(id);
  const [deleting, setDeleting] = useState<T | null>(null);

  if (categories.isPending) return <LoadingBlock />;
  if (categories.isError)
    return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  const items = categories.data ?? [];

  return (
    <>
      {items.length === 0 ? (
        <Text c="dimmed" role="status">
          {texts.empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((category) => (
            <Paper key={category.id} component="li" withBorder radius="md" p="sm">
              {editing === category.id && changeable(category) ? (
                <CategoryForm
                  category={category}
                  label={texts.name}
                  submitLabel={texts.save}
                  cancelLabel={texts.cancel}
                  nameRequired={texts.nameRequired}
                  nameTaken={texts.nameTaken}
                  save={(patch) => update.mutateAsync({ id: category.id, patch })}
                  pending={update.isPending}
                  onSaved={(saved) => {
                    setEditing(null);
                    onOutcome(texts.saved(saved));
                  }}
                  onCancel={() => setEditing(null)}
                  autoFocus
                />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    {titled ? (
                      <Title order={3} size="sm" fw={500}>
                        <CategoryBadge name={category.name} color={category.color} />
                      </Title>
                    ) : (
                      <CategoryBadge name={category.name} color={category.color} />
                    )}
                    <Text size="xs" c="dimmed">
                      {texts.count(category)}
                      {category.localeId === null ? ` · ${texts.shared}` : ''}
                    </Text>
                  </Stack>
                  {changeable(category) && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={texts.rename(category.name)}
                        onClick={() => {
                          onStart();
                          setEditing(category.id);
                        }}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={texts.delete(category.name)}
                        onClick={() => {
                          onStart();
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
        title={deleting ? texts.deleteTitle(deleting) : ''}
        confirmLabel={texts.deleteConfirm}
        remove={remove}
        onClose={() => setDeleting(null)}
        onRemoved={(category) => {
          if (editing === category.id) setEditing(null);
          if (texts.deleted) onOutcome(texts.deleted(category));
        }}
        onRefused={(error) => onRefused(refusal(error))}
      >
        {deleting ? texts.deleteBody(deleting) : ''}
      </ConfirmRemoval>
    </>
  );
}
