import type { Batch } from '@congregate/contracts';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../../components/ui/load-more-button.tsx';
import { formatDay } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useBatch } from '../api/get-batch.ts';
import { useBatches } from '../api/list-batches.ts';
import type { FinanceLocale } from '../finance-giving.tsx';
import { useFinanceT } from '../i18n/index.ts';
import { BatchForm } from './batch-form.tsx';
import { useDifferenceText, useMoney } from './finance-format.ts';

/** "Batches": the locale's envelopes by service; finance records, corrects and closes them. */
export function BatchesTab({ locale, canEdit }: { locale: FinanceLocale; canEdit: boolean }) {
  const ft = useFinanceT();
  // `null`: the list; `'new'`: a new batch; otherwise the open batch's id.
  const [open, setOpen] = useState<string | null>(null);
  if (open !== null)
    return (
      <BatchEditor
        key={open}
        locale={locale}
        batchId={open === 'new' ? null : open}
        canEdit={canEdit}
        onSaved={(id) => setOpen(id)}
        onBack={() => setOpen(null)}
      />
    );
  return (
    <Stack gap="md">
      {canEdit && (
        <Group>
          <Button onClick={() => setOpen('new')}>{ft('batches.new')}</Button>
        </Group>
      )}
      <BatchList localeId={locale.localeId} canEdit={canEdit} onOpen={setOpen} />
    </Stack>
  );
}

function BatchList({
  localeId,
  canEdit,
  onOpen,
}: {
  localeId: string;
  canEdit: boolean;
  onOpen: (id: string) => void;
}) {
  const ft = useFinanceT();
  const { language } = useI18n();
  const money = useMoney();
  const difference = useDifferenceText();
  const batches = useBatches(localeId);
  const items: Batch[] = batches.data?.pages.flatMap((page) => page.items) ?? [];
  if (batches.isPending) return <LoadingBlock />;
  if (batches.isError) return <LoadError error={batches.error} onRetry={() => void batches.refetch()} />;
  if (items.length === 0)
    return <Text c="dimmed">{canEdit ? ft('batches.none') : ft('batches.noneView')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Caption>{ft('batches.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{ft('col.serviceDate')}</Table.Th>
              <Table.Th>{ft('col.label')}</Table.Th>
              <Table.Th ta="right">{ft('col.counted')}</Table.Th>
              <Table.Th ta="right">{ft('col.linesTotal')}</Table.Th>
              <Table.Th>{ft('col.difference')}</Table.Th>
              <Table.Th>{ft('col.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{ft('col.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((batch) => {
              const name = batch.label || formatDay(batch.serviceDate, language);
              return (
                <Table.Tr key={batch.id}>
                  <Table.Td>{formatDay(batch.serviceDate, language)}</Table.Td>
                  <Table.Td>{batch.label || '—'}</Table.Td>
                  <Table.Td ta="right">{money(batch.countedTotalMinor, batch.currency)}</Table.Td>
                  <Table.Td ta="right">{money(batch.linesTotalMinor, batch.currency)}</Table.Td>
                  <Table.Td>{difference(batch.differenceMinor, batch.currency)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={batch.status === 'open' ? 'yellow' : 'teal'}>
                      {ft(`batchStatus.${batch.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(batch.id)}
                      aria-label={ft('batches.openNamed', { name })}
                    >
                      {batch.status === 'open' && canEdit ? ft('batches.edit') : ft('batches.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMoreButton query={batches} />
    </Stack>
  );
}

function BatchEditor({
  locale,
  batchId,
  canEdit,
  onSaved,
  onBack,
}: {
  locale: FinanceLocale;
  batchId: string | null;
  canEdit: boolean;
  onSaved: (id: string) => void;
  onBack: () => void;
}) {
  const ft = useFinanceT();
  const batch = useBatch(batchId);
  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {ft('batches.back')}
        </Button>
      </Group>
      {batchId === null ? (
        <BatchForm locale={locale} batch={null} canEdit={canEdit} onSaved={onSaved} />
      ) : batch.isPending ? (
        <LoadingBlock />
      ) : batch.isError ? (
        <LoadError error={batch.error} onRetry={() => void batch.refetch()} />
      ) : (
        <BatchForm locale={locale} batch={batch.data} canEdit={canEdit} onSaved={onSaved} />
      )}
    </Stack>
  );
}
