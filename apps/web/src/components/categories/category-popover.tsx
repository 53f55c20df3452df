import { categoryColors, type Category, type CategoryColor, type CategoryKind } from '@congregate/contracts';
import {
  Button,
  CheckIcon,
  ColorSwatch,
  Combobox,
  Group,
  InputBase,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  useCombobox,
} from '@mantine/core';
import { useId, useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import { useCreateCategory } from '../../lib/categories/api/create-category.ts';
import { useCategories } from '../../lib/categories/api/list-categories.ts';
import { useRefusalMessage } from '../../lib/forms/refusal-message.ts';
import { foldText } from '../../lib/format/fold-text.ts';
import { CategoryBadge } from './category-badge.tsx';
import { useCategoriesT } from './i18n/index.ts';

const NONE = '__none__';
const fold = foldText;

/** Colour choices as a row of swatches (a radio group), for a new or changed category. */
export function CategoryColorPicker({
  value,
  onChange,
  label,
}: {
  value: CategoryColor;
  onChange: (color: CategoryColor) => void;
  label?: string;
}) {
  const ct = useCategoriesT();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label ?? ct('colour')}
      </Text>
      <Group gap={6} role="radiogroup" aria-labelledby={labelId}>
        {categoryColors.map((color) => (
          <UnstyledButton
            key={color}
            role="radio"
            aria-checked={value === color}
            aria-label={ct(`color.${color}`)}
            onClick={() => onChange(color)}
            style={{ borderRadius: '50%' }}
          >
            <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={26}>
              {value === color && <CheckIcon size={12} color="white" />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}

/** The inline "New category" form of the picker (for those allowed to make one). */
function NewCategoryForm({
  kind,
  localeId,
  initialName,
  onMade,
  onCancel,
}: {
  kind: CategoryKind;
  localeId: string;
  initialName: string;
  onMade: (category: Category) => void;
  onCancel: () => void;
}) {
  const ct = useCategoriesT();
  const refusal = useRefusalMessage();
  const create = useCreateCategory();
  const [name, setName] = useState(initialName);
  const [color, setColor] = useState<CategoryColor>('blue');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (name.trim() === '') return setError(ct('nameRequired'));
    create.mutate(
      { kind, localeId, name: name.trim(), color },
      {
        onSuccess: onMade,
        onError: (failure) =>
          setError(isApiError(failure) && failure.status === 409 ? ct('nameTaken') : refusal(failure)),
      },
    );
  };
  return (
    <Stack gap="xs" p="xs">
      <TextInput
        label={ct('newName')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        error={error}
        maxLength={40}
        data-autofocus
      />
      <CategoryColorPicker value={color} onChange={setColor} />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onCancel}>
          {ct('cancel')}
        </Button>
        <Button size="xs" onClick={submit} loading={create.isPending}>
          {ct('add')}
        </Button>
      </Group>
    </Stack>
  );
}

export interface CategoryPopoverProps {
  kind: CategoryKind;
  localeId: string;
  /** The chosen category's id, or null for none. */
  value: string | null;
  onChange: (categoryId: string | null, category: Category | null) => void;
  label: string;
  /** Offer "No category" (a form's optional field; a filter's "all"). */
  noneLabel?: string;
  /** The caller may make categories here (an admin over the locale): "New category" inline. */
  canCreate?: boolean;
  error?: string | null;
  description?: string;
}

/**
 * The app's one category picker (`category-popover`): a button showing the chosen category's badge that
 * opens a searchable list of the locale's categories of a kind (and the shared ones), with their colours;
 * those allowed make a new one inline. Used by the record board (entries, its filter and its category
 * page) and, later, videos.
 */
export function CategoryPopover({
  kind,
  localeId,
  value,
  onChange,
  label,
  noneLabel,
  canCreate = false,
  error,
  description,
}: CategoryPopoverProps) {
  const ct = useCategoriesT();
  const categories = useCategories(kind, localeId);
  const [search, setSearch] = useState('');
  const [making, setMaking] = useState(false);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
      setMaking(false);
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const items = categories.data ?? [];
  const chosen = items.find((c) => c.id === value) ?? null;
  const shown = items.filter((c) => fold(c.name).includes(fold(search.trim())));

  const pick = (categoryId: string | null) => {
    onChange(categoryId, items.find((c) => c.id === categoryId) ?? null);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      withinPortal
      // Kept shown when the button scrolls out of view (a long form on a phone); also how jsdom sees it.
      hideDetached={false}
      onOptionSubmit={(option) => pick(option === NONE ? null : option)}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          description={description}
          error={error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          multiline
        >
          {chosen ? (
            <CategoryBadge name={chosen.name} color={chosen.color} />
          ) : (
            <Text size="sm" c="dimmed" component="span">
              {noneLabel ?? ct('choose')}
            </Text>
          )}
        </InputBase>
      </Combobox.Target>

      <Combobox.Dropdown miw={260}>
        {making ? (
          <NewCategoryForm
            kind={kind}
            localeId={localeId}
            initialName={search.trim()}
            onMade={(category) => {
              onChange(category.id, category);
              combobox.closeDropdown();
            }}
            onCancel={() => setMaking(false)}
          />
        ) : (
          <>
            <Combobox.Search
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={ct('searchPlaceholder')}
              aria-label={ct('search')}
            />
            <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={label}>
              {noneLabel && search.trim() === '' && (
                <Combobox.Option value={NONE} active={value === null}>
                  <Text size="sm">{noneLabel}</Text>
                </Combobox.Option>
              )}
              {shown.map((category) => (
                <Combobox.Option value={category.id} key={category.id} active={category.id === value}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <CategoryBadge name={category.name} color={category.color} />
                    {category.localeId === null && (
                      <Text size="xs" c="dimmed">
                        {ct('shared')}
                      </Text>
                    )}
                  </Group>
                </Combobox.Option>
              ))}
              {shown.length === 0 && (
                <Combobox.Empty>{items.length === 0 ? ct('emptyAll') : ct('empty')}</Combobox.Empty>
              )}
            </Combobox.Options>
            {canCreate && (
              <Combobox.Footer>
                <Button variant="subtle" size="xs" fullWidth onClick={() => setMaking(true)}>
                  {ct('newCategory')}
                </Button>
              </Combobox.Footer>
            )}
          </>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
