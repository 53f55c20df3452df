import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { IconPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';

/** What the last action came to, shown above the list. */
export type Outcome = { ok: boolean; text: string };

/** The one field that adds a check-in point (a kiosk's name, a poster's room). */
export interface AddField {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  maxLength: number;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
}

/**
 * The shape the kiosks and the QR posters share: an intro, a one-field form that adds one, what the last action
 * came to, and the locale's list (loading, failed with Retry, empty, or one bordered item each). `notice` shows
 * between the form and the outcome; `children` (the asking dialogs) after the list.
 */
export function CheckInPointsPanel<T extends { id: string }>({
  intro,
  add,
  notice,
  outcome,
  items,
  none,
  renderItem,
  children,
}: {
  intro: string;
  add: AddField;
  notice?: ReactNode;
  outcome: Outcome | null;
  items: UseQueryResult<T[]>;
  none: string;
  renderItem: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.onSubmit();
  };
  const list = items.data ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs" align="flex-start">
          <TextInput
            label={add.label}
            description={add.description}
            value={add.value}
            onChange={(event) => add.onChange(event.currentTarget.value)}
            error={add.error}
            maxLength={add.maxLength}
            w="100%"
            maw={420}
          />
          <Button type="submit" leftSection={<IconPlus size={18} />} loading={add.pending}>
            {add.submitLabel}
          </Button>
        </Stack>
      </form>
      {notice}
      {outcome && (
        <Alert role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'teal' : 'red'}>
          {outcome.text}
        </Alert>
      )}
      {items.isPending ? (
        <LoadingBlock />
      ) : items.isError ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{none}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((item) => (
            <Paper key={item.id} component="li" withBorder radius="md" p="sm">
              {renderItem(item)}
            </Paper>
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
