import {
  currencyDigits,
  parseMoney,
  recordedGiftMethods,
  type BankImportPreview,
  type GiftReference,
  type RecordedGiftMethod,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { OutcomeAlert } from '../../../../../components/ui/outcome-alert.tsx';
import { isApiError } from '../../../../../lib/api/index.ts';
import { useLocaleTimeZone } from '../../../../../lib/config/index.ts';
import { wallTimeOf } from '../../../../../lib/format/zoned-time.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useFunds } from '../../api/get-funds.ts';
import { usePreviewBankImport, useImportBank } from '../api/bank-import.ts';
import { findReference, useRecordGift } from '../api/record-gift.ts';
import type { FinanceLocale } from '../finance-giving.tsx';
import { useFinanceT } from '../i18n/index.ts';
import { useFinanceRefusal, useMoney } from './finance-format.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';

/** A chosen file's text (FileReader: every browser the app supports, and the tests' jsdom). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/** Today in `timeZone` (the locale's: the server checks the day there), as a date input holds it. */
const todayIn = (timeZone: string) => wallTimeOf(new Date(), timeZone).slice(0, 10);

/**
 * "Transfers" (finance of the locale): a gift received outside the app recorded by the reference the member was
 * shown on the give page (`GIVE-M0000004-TITH`) or by name, and a bank statement's credits matched to members by
 * that reference, previewed before anything is recorded (issue 37).
 */
export function TransfersTab({ locale }: { locale: FinanceLocale }) {
  const ft = useFinanceT();
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {ft('transfers.intro')}
      </Text>
      <RecordGiftForm locale={locale} />
      <BankImport locale={locale} />
    </Stack>
  );
}

interface Draft {
  reference: string;
  member: PickedMember | null;
  fundId: string;
  amount: string;
  method: RecordedGiftMethod;
  receivedOn: string;
}

const emptyDraft = (today: string): Draft => ({
  reference: '',
  member: null,
  fundId: '',
  amount: '',
  method: 'bank-transfer',
  receivedOn: today,
});

function RecordGiftForm({ locale }: { locale: FinanceLocale }) {
  const ft = useFinanceT();
  const money = useMoney();
  const refusal = useFinanceRefusal(locale.currency);
  const funds = useFunds(locale.localeId);
  const timeZone = useLocaleTimeZone(locale.localeId);
  const today = () => todayIn(timeZone);
  const record = useRecordGift();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(today()));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<GiftReference | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const active = (funds.data?.items ?? []).filter((fund) => fund.active);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const lookUp = async () => {
    setErrors({});
    setFound(null);
    if (!draft.reference.trim()) return setErrors({ reference: ft('transfers.referenceRequired') });
    setLooking(true);
    try {
      const answer = await findReference(locale.localeId, draft.reference.trim());
      setFound(answer);
      set({
        reference: answer.reference,
        member: { id: answer.member.id, name: answer.member.displayName },
        ...(answer.funds.length === 1 ? { fundId: answer.funds[0]!.id } : {}),
      });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setErrors({
        reference:
          status === 404
            ? ft('transfers.referenceUnknown', { locale: locale.localeName })
            : status === 422
              ? ft('transfers.referenceUnreadable')
              : refusal(error),
      });
    } finally {
      setLooking(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const amountMinor = parseMoney(draft.amount, locale.currency);
    const problems: typeof errors = {};
    if (!draft.member) problems.member = ft('transfers.memberRequired');
    if (!draft.fundId) problems.fundId = ft('form.chooseFund');
    if (amountMinor === null || amountMinor <= 0)
      problems.amount = ft('transfers.amountInvalid', { digits: currencyDigits(locale.currency) });
    if (!draft.receivedOn) problems.receivedOn = ft('transfers.dayRequired');
    else if (draft.receivedOn > today()) problems.receivedOn = ft('transfers.dayFuture');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || amountMinor === null || !draft.member) return;
    const name = draft.member.name;
    const fundName = active.find((fund) => fund.id === draft.fundId)?.name ?? '';
    record.mutate(
      {
        memberId: draft.member.id,
        fundId: draft.fundId,
        amountMinor,
        currency: locale.currency,
        method: draft.method,
        receivedOn: draft.receivedOn,
        ...(draft.reference.trim() ? { reference: draft.reference.trim() } : {}),
      },
      {
        onSuccess: (receipt) => {
          setOutcome(
            ft('transfers.recorded', {
              amount: money(receipt.amountMinor, receipt.currency),
              name,
              fund: fundName,
              receipt: receipt.receiptNumber,
            }),
          );
          setDraft(emptyDraft(today()));
          setFound(null);
        },
        onError: (error) => setErrors({ form: refusal(error) }),
      },
    );
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {ft('transfers.recordTitle')}
        </Title>
        <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 14rem' }}
            label={ft('transfers.reference')}
            description={ft('transfers.referenceHint')}
            value={draft.reference}
            onChange={(e) => set({ reference: e.currentTarget.value })}
            error={errors.reference}
          />
          <Button variant="default" onClick={() => void lookUp()} loading={looking}>
            {ft('transfers.find')}
          </Button>
        </Group>
        {found && found.funds.length !== 1 && (
          <Text size="sm" c="dimmed">
            {ft('transfers.chooseFundFor', { reference: found.reference })}
          </Text>
        )}
        <MemberPicker
          localeId={locale.localeId}
          label={ft('transfers.member')}
          value={draft.member}
          onChange={(member) => set({ member })}
        />
        {errors.member && (
          <Text size="sm" c="red" role="alert">
            {errors.member}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label={ft('transfers.fund')}
            value={draft.fundId}
            onChange={(e) => set({ fundId: e.currentTarget.value })}
            data={[
              { value: '', label: ft('form.chooseFund') },
              ...active.map((f) => ({ value: f.id, label: f.name })),
            ]}
            error={errors.fundId}
          />
          <TextInput
            label={ft('transfers.amount', { currency: locale.currency })}
            inputMode="decimal"
            value={draft.amount}
            onChange={(e) => set({ amount: e.currentTarget.value })}
            error={errors.amount}
          />
          <NativeSelect
            label={ft('transfers.method')}
            value={draft.method}
            onChange={(e) => set({ method: e.currentTarget.value as RecordedGiftMethod })}
            data={recordedGiftMethods.map((m) => ({ value: m, label: ft(`transfers.methods.${m}`) }))}
          />
          <TextInput
            type="date"
            label={ft('transfers.receivedOn')}
            value={draft.receivedOn}
            max={today()}
            onChange={(e) => set({ receivedOn: e.currentTarget.value })}
            error={errors.receivedOn}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={record.isPending}>
            {ft('transfers.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BankImport({ locale }: { locale: FinanceLocale }) {
  const ft = useFinanceT();
  const { language } = useI18n();
  const money = useMoney();
  const refusal = useFinanceRefusal(locale.currency);
  const preview = usePreviewBankImport();
  const save = useImportBank();
  const [read, setRead] = useState<BankImportPreview | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    setProblem(null);
    setOutcome(null);
    setRead(null);
    if (!file) return;
    const csv = await textOf(file);
    preview.mutate(
      { localeId: locale.localeId, csv },
      {
        onSuccess: (answer) => {
          setRead(answer);
          setChosen(new Set(answer.lines.filter((l) => l.problem === null).map((l) => l.line)));
        },
        onError: (error) =>
          setProblem(
            isApiError(error) && error.code === 'columns_not_found' ? ft('import.columns') : refusal(error),
          ),
      },
    );
  };
  const ready = (read?.lines ?? []).filter((l) => l.problem === null && chosen.has(l.line));
  const total = ready.reduce((sum, l) => sum + (l.amountMinor ?? 0), 0);
  const recordChosen = () =>
    save.mutate(
      {
        localeId: locale.localeId,
        lines: ready.map((l) => ({
          memberId: l.member!.id,
          fundId: l.fund!.id,
          amountMinor: l.amountMinor!,
          receivedOn: l.receivedOn!,
          reference: l.reference!,
        })),
      },
      {
        onSuccess: (answer) => {
          setRead(null);
          setOutcome(ft('import.done', { count: answer.recorded, skipped: answer.skipped }));
        },
        onError: (error) => setProblem(refusal(error)),
      },
    );
  const day = (iso: string | null) =>
    iso ? new Date(`${iso}T12:00:00`).toLocaleDateString(language === 'fil' ? 'fil-PH' : 'en') : '—';

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {ft('import.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {ft('import.intro')}
      </Text>
      <OutcomeAlert message={outcome} onClose={() => setOutcome(null)} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <FileButton
          onChange={(file) => void choose(file)}
          accept=".csv,text/csv"
          inputProps={{ 'aria-label': ft('import.file') }}
        >
          {(props) => (
            <Button {...props} variant="default" loading={preview.isPending}>
              {ft('import.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {read && (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {ft('import.summary', { matched: read.matched, unmatched: read.unmatched })}
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ft('import.record')}</Table.Th>
                  <Table.Th>{ft('import.day')}</Table.Th>
                  <Table.Th>{ft('import.amount')}</Table.Th>
                  <Table.Th>{ft('import.line')}</Table.Th>
                  <Table.Th>{ft('import.match')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {read.lines.map((l) => (
                  <Table.Tr key={l.line}>
                    <Table.Td>
                      {l.problem === null ? (
                        <Checkbox
                          aria-label={ft('import.recordLine', { line: l.line })}
                          checked={chosen.has(l.line)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setChosen((c) => {
                              const next = new Set(c);
                              if (on) next.add(l.line);
                              else next.delete(l.line);
                              return next;
                            });
                          }}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>{day(l.receivedOn)}</Table.Td>
                    <Table.Td>{l.amountMinor === null ? '—' : money(l.amountMinor, read.currency)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{l.text}</Table.Td>
                    <Table.Td>
                      {l.problem === null
                        ? `${l.member!.displayName} · ${l.fund!.name}`
                        : ft(`import.problem.${l.problem}`)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button onClick={recordChosen} disabled={ready.length === 0} loading={save.isPending}>
              {ft('import.save', { count: ready.length, total: money(total, read.currency) })}
            </Button>
            <Button variant="subtle" onClick={() => setRead(null)}>
              {ft('import.discard')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
