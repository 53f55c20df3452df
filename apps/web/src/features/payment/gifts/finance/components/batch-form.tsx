import {
  batchLineMethods,
  currencyDigits,
  newBatchSchema,
  parseMoney,
  type BatchDetail,
  type NewBatchInput,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../../lib/api/index.ts';
import { fieldIssueOf, issueMessage } from '../../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useCloseBatch } from '../api/close-batch.ts';
import { useFunds } from '../../api/get-funds.ts';
import { useSaveBatch } from '../api/save-batch.ts';
import type { FinanceLocale } from '../finance-giving.tsx';
import { useFinanceT } from '../i18n/index.ts';
import { majorText, useDifferenceText, useFinanceRefusal, useMoney } from './finance-format.ts';
import { BatchDetailView } from './batch-detail-view.tsx';
import { MemberPicker, type PickedMember } from './member-picker.tsx';

type Method = (typeof batchLineMethods)[number];

interface LineDraft {
  key: number;
  member: PickedMember | null;
  fundId: string;
  amount: string;
  method: Method;
  chequeNumber: string;
}

interface Draft {
  serviceDate: string;
  label: string;
  counted: string;
  lines: LineDraft[];
}

let nextKey = 1;
const emptyLine = (fundId = ''): LineDraft => ({
  key: nextKey++,
  member: null,
  fundId,
  amount: '',
  method: 'cash',
  chequeNumber: '',
});

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function draftOf(batch: BatchDetail | null, digits: number): Draft {
  if (!batch) return { serviceDate: today(), label: '', counted: '', lines: [emptyLine()] };
  return {
    serviceDate: batch.serviceDate,
    label: batch.label,
    counted: majorText(batch.countedTotalMinor, digits),
    lines: batch.lines.map((line) => ({
      key: nextKey++,
      member: line.memberId ? { id: line.memberId, name: line.donorName } : null,
      fundId: line.fundId,
      amount: majorText(line.amountMinor, digits),
      method: line.method,
      chequeNumber: line.chequeNumber ?? '',
    })),
  };
}

type Errors = { form: Record<string, string>; lines: Record<number, Record<string, string>> };
const noErrors: Errors = { form: {}, lines: {} };

/** The lines a 422 names (`lines.2.fundId`), each with the refusal's words; the alert above says it too. */
function lineErrorsFromApi(error: unknown, word: (error: unknown) => string): Errors {
  if (!isApiError(error)) return noErrors;
  const found: Errors = { form: {}, lines: {} };
  for (const issue of error.issues) {
    const [first, index, field] = issue.path.split('.');
    if (first === 'lines' && index !== undefined && field)
      (found.lines[Number(index)] ??= {})[field] ??= word(error);
  }
  return found;
}

/**
 * A batch of envelopes: service date, label, the total counted in the room, and one line per envelope (a member
 * or anonymous, fund, amount, cash or cheque). The lines' total and the difference show as they are typed; a
 * saved batch that balances can be closed (its lines become gifts). Read-only once closed, or for locale admins.
 */
export function BatchForm({
  locale,
  batch,
  canEdit,
  onSaved,
}: {
  locale: FinanceLocale;
  batch: BatchDetail | null;
  canEdit: boolean;
  onSaved: (id: string) => void;
}) {
  const ft = useFinanceT();
  const t = useT();
  const money = useMoney();
  const differenceText = useDifferenceText();
  const { currency } = locale;
  const refusal = useFinanceRefusal(currency);
  const digits = currencyDigits(currency);
  const funds = useFunds(locale.localeId, true);
  const save = useSaveBatch();
  const close = useCloseBatch();
  const reasonId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(batch, digits));
  const [dirty, setDirty] = useState(batch === null);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);

  if (batch && (batch.status === 'closed' || !canEdit)) return <BatchDetailView batch={batch} />;

  const fundOptions = [
    { value: '', label: ft('form.chooseFund') },
    ...(funds.data?.items ?? [])
      .filter((fund) => fund.active || draft.lines.some((line) => line.fundId === fund.id))
      .map((fund) => ({
        value: fund.id,
        label: fund.active ? fund.name : ft('fund.archivedName', { name: fund.name }),
      })),
  ];
  const linesTotal = draft.lines.reduce((sum, line) => sum + (parseMoney(line.amount, currency) ?? 0), 0);
  const counted = parseMoney(draft.counted, currency) ?? 0;
  const difference = counted - linesTotal;

  const touched = () => {
    setDirty(true);
    setSaved(false);
  };
  /** A field of the batch changed: its error goes (the next save checks again). */
  const change = (patch: Partial<Omit<Draft, 'lines'>>, field: string) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => ({ ...e, form: { ...e.form, [field]: '' } }));
    touched();
  };
  const changeLines = (update: (lines: LineDraft[]) => LineDraft[]) => {
    setDraft((d) => ({ ...d, lines: update(d.lines) }));
    // Line numbers move when one is added or removed: their errors are checked again on the next save.
    setErrors((e) => ({ ...e, lines: {} }));
    touched();
  };
  const changeLine = (index: number, key: number, patch: Partial<LineDraft>, field: string) => {
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    }));
    setErrors((e) => ({ ...e, lines: { ...e.lines, [index]: { ...e.lines[index], [field]: '' } } }));
    touched();
  };

  const submit = () => {
    const found: Errors = { form: {}, lines: {} };
    const countedMinor = parseMoney(draft.counted, currency);
    if (countedMinor === null) found.form.countedTotalMinor = ft('form.amountInvalid');
    const lines = draft.lines.map((line, index) => {
      const amountMinor = parseMoney(line.amount, currency);
      if (amountMinor === null || amountMinor === 0)
        (found.lines[index] ??= {}).amountMinor = ft('form.amountInvalid');
      return {
        memberId: line.member?.id ?? null,
        fundId: line.fundId,
        amountMinor: amountMinor ?? 0,
        method: line.method,
        ...(line.method === 'cheque' && line.chequeNumber.trim() ? { chequeNumber: line.chequeNumber } : {}),
      };
    });
    const body: NewBatchInput = {
      localeId: locale.localeId,
      serviceDate: draft.serviceDate,
      label: draft.label,
      countedTotalMinor: countedMinor ?? 0,
      lines,
    };
    const parsed = newBatchSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, index, field] = issue.path.map(String);
        const message = issueMessage(t, { ...fieldIssueOf(issue, field ?? first ?? 'form'), problem: null });
        if (first === 'lines' && index !== undefined && field) {
          const lineErrors = (found.lines[Number(index)] ??= {});
          lineErrors[field] ??= field === 'fundId' ? ft('form.chooseFundError') : message;
        } else if (first) found.form[first] ??= message;
      }
    }
    setErrors(found);
    if (Object.keys(found.form).length > 0 || Object.keys(found.lines).length > 0) return;
    save.mutate(
      { id: batch?.id ?? null, body },
      {
        // A line the server refused (an archived fund, a member of another locale) is marked at its line.
        onError: (error) => setErrors(lineErrorsFromApi(error, refusal)),
        onSuccess: (answer) => {
          setDirty(false);
          setSaved(true);
          onSaved(answer.id);
        },
      },
    );
  };

  const closeReason =
    batch === null
      ? null
      : dirty
        ? ft('close.saveFirst')
        : batch.lineCount === 0
          ? ft('close.empty')
          : batch.differenceMinor !== 0
            ? ft('close.unbalanced', { difference: differenceText(batch.differenceMinor, currency) })
            : null;

  return (
    <Stack gap="md">
      <Text fw={600}>{batch ? ft('form.editTitle') : ft('form.newTitle')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          type="date"
          label={ft('form.serviceDate')}
          required
          value={draft.serviceDate}
          error={errors.form.serviceDate || undefined}
          onChange={(event) => change({ serviceDate: event.currentTarget.value }, 'serviceDate')}
        />
        <TextInput
          label={ft('form.label')}
          description={ft('form.labelHint')}
          value={draft.label}
          error={errors.form.label || undefined}
          onChange={(event) => change({ label: event.currentTarget.value }, 'label')}
        />
        <TextInput
          label={ft('form.counted', { currency })}
          description={ft('form.countedHint')}
          inputMode="decimal"
          required
          value={draft.counted}
          error={errors.form.countedTotalMinor || undefined}
          onChange={(event) => change({ counted: event.currentTarget.value }, 'countedTotalMinor')}
        />
      </SimpleGrid>

      <Stack gap="sm">
        {draft.lines.length === 0 && <Text c="dimmed">{ft('form.noLines')}</Text>}
        {draft.lines.map((line, index) => {
          const lineErrors = errors.lines[index] ?? {};
          return (
            <Fieldset key={line.key} legend={ft('form.line', { n: index + 1 })} p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                <MemberPicker
                  localeId={locale.localeId}
                  label={ft('form.member', { n: index + 1 })}
                  value={line.member}
                  anonymous
                  onChange={(member) => changeLine(index, line.key, { member }, 'memberId')}
                />
                <NativeSelect
                  label={ft('form.fund')}
                  required
                  value={line.fundId}
                  error={lineErrors.fundId || undefined}
                  data={fundOptions}
                  onChange={(event) =>
                    changeLine(index, line.key, { fundId: event.currentTarget.value }, 'fundId')
                  }
                />
                <TextInput
                  label={ft('form.amount', { currency })}
                  inputMode="decimal"
                  required
                  value={line.amount}
                  error={lineErrors.amountMinor || undefined}
                  onChange={(event) =>
                    changeLine(index, line.key, { amount: event.currentTarget.value }, 'amountMinor')
                  }
                />
                <NativeSelect
                  label={ft('form.method')}
                  value={line.method}
                  data={batchLineMethods.map((m) => ({ value: m, label: ft(`method.${m}`) }))}
                  onChange={(event) =>
                    changeLine(index, line.key, { method: event.currentTarget.value as Method }, 'method')
                  }
                />
                {line.method === 'cheque' && (
                  <TextInput
                    label={ft('form.chequeNumber')}
                    value={line.chequeNumber}
                    error={lineErrors.chequeNumber || undefined}
                    onChange={(event) =>
                      changeLine(index, line.key, { chequeNumber: event.currentTarget.value }, 'chequeNumber')
                    }
                  />
                )}
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => changeLines((lines) => lines.filter((l) => l.key !== line.key))}
                >
                  {ft('form.removeLine', { n: index + 1 })}
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="light"
            onClick={() => changeLines((lines) => [...lines, emptyLine()])}
            disabled={draft.lines.length >= 500}
          >
            {ft('form.addLine')}
          </Button>
        </Group>
      </Stack>

      <Paper withBorder p="sm" aria-live="polite">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text>
            {ft('form.linesTotal', { amount: money(linesTotal, currency), count: draft.lines.length })}
          </Text>
          <Text fw={600} c={difference === 0 ? 'teal' : 'orange'}>
            {differenceText(difference, currency)}
          </Text>
        </Group>
      </Paper>

      {save.isError && (
        <Alert color="red" role="alert">
          {refusal(save.error)}
        </Alert>
      )}
      {close.isError && (
        <Alert color="red" role="alert">
          {refusal(close.error)}
        </Alert>
      )}
      {saved && !save.isPending && (
        <Text role="status" c="teal">
          {ft('form.saved')}
        </Text>
      )}

      <Group gap="sm">
        <Button onClick={submit} loading={save.isPending}>
          {ft('form.save')}
        </Button>
        {batch && (
          <Button
            color="teal"
            variant="outline"
            disabled={closeReason !== null}
            aria-describedby={closeReason ? reasonId : undefined}
            onClick={() => setConfirming(true)}
          >
            {ft('close.button')}
          </Button>
        )}
      </Group>
      {closeReason && (
        <Text id={reasonId} size="sm" c="dimmed">
          {closeReason}
        </Text>
      )}

      <ConfirmDialog
        opened={confirming}
        title={ft('close.title')}
        confirmLabel={ft('close.confirm')}
        danger={false}
        loading={close.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          batch &&
          close.mutate(batch.id, {
            onSettled: () => setConfirming(false),
          })
        }
      >
        {batch
          ? ft('close.body', { count: batch.lineCount, amount: money(batch.linesTotalMinor, currency) })
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
