import { LIMITS, adminTransferBodySchema, type Transfer } from '@congregate/contracts';
import { Alert, Radio, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { BackToManage, MemberSummary } from '../../../../components/members/managed-member.tsx';
import {
  MemberActionDialog,
  MemberFormActions,
  MemberFormFeedback,
  type MemberTargetFormProps,
} from '../../../../components/members/member-action-form.tsx';
import type { MemberActionFormProps } from '../../../../components/members/member-actions.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck, IconHourglass } from '../../../../components/ui/icons.ts';
import { LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { matchesText } from '../../../../lib/format/fold-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useTransferMember } from '../api/transfer-member.ts';
import { useTransferT } from '../i18n/index.ts';

/** At most this many locales are listed at once; typing narrows the list. */
const SHOWN = 30;

/**
 * Whether the caller may move the member at once: they look after both locales (the server's rule,
 * `canTransferAtOnce`); otherwise the transfer is a request the receiving locale's admins accept.
 */
function useMovesAtOnce(fromLocaleId: string, toLocaleId: string): boolean {
  const state = useSignedInAccess();
  const locales = useLocales();
  if (state.status !== 'ready' || !toLocaleId) return false;
  const mine = new Set(scopeLocales(state.access, locales.data ?? []).map((locale) => locale.id));
  return mine.has(fromLocaleId) && mine.has(toLocaleId);
}

/**
 * Transfers the member to another locale after a confirmation that says what will happen: a move at once,
 * or a request the other locale accepts. On its page (`locale-modal2`) the outcome shows in place; in a
 * dialog over a member list (`onDone`), the dialog closes with it.
 */
export function TransferForm({ target, onDone, onCancel }: MemberTargetFormProps) {
  const t = useT();
  const mt = useTransferT();
  const loadError = useLoadErrorMessage();
  const locales = useLocales();
  const transfer = useTransferMember(target.memberId);
  const { member } = target.profile;
  const name = `${member.firstName} ${member.lastName}`;
  const [filter, setFilter] = useState('');
  const [toLocaleId, setToLocaleId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Transfer | null>(null);
  const atOnce = useMovesAtOnce(member.currentLocale, toLocaleId);

  const destinations = useMemo(
    () =>
      (locales.data ?? [])
        .filter((locale) => locale.id !== member.currentLocale)
        .filter((locale) => !filter.trim() || matchesText(`${locale.name} ${locale.countryId}`, filter))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [locales.data, member.currentLocale, filter],
  );
  const chosen = locales.data?.find((locale) => locale.id === toLocaleId);
  const words = { name, from: member.currentLocaleName, to: chosen?.name ?? '' };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = adminTransferBodySchema.safeParse({ toLocaleId, reason: reason.trim() || undefined });
    if (!toLocaleId) return setErrors({ toLocaleId: mt('transfer.chooseLocale') });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    setConfirming(true);
  };

  const confirm = () => {
    transfer.mutate(
      { toLocaleId, reason: reason.trim() || undefined },
      {
        onSuccess: async (answer) => {
          setConfirming(false);
          await target.refresh().catch(() => undefined);
          const outcome = { name, from: answer.fromLocaleName, to: answer.toLocaleName };
          if (onDone)
            onDone(mt(answer.status === 'accepted' ? 'transfer.done' : 'transfer.pending', outcome));
          else setResult(answer);
        },
        onError: (error) => {
          setConfirming(false);
          if (isApiError(error) && error.status === 422 && error.issues.length > 0)
            setErrors(fieldErrorsFromApi(error, t));
          else setFailure(loadError(error));
        },
      },
    );
  };

  if (result) {
    const said = { name, from: result.fromLocaleName, to: result.toLocaleName };
    return (
      <Stack gap="md">
        {result.status === 'accepted' ? (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {mt('transfer.done', said)}
          </Alert>
        ) : (
          <Alert role="status" color="blue" icon={<IconHourglass />}>
            {mt('transfer.pending', said)}
          </Alert>
        )}
        <BackToManage localeId={result.fromLocaleId} />
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MemberSummary target={target} detail={mt('transfer.from', { locale: member.currentLocaleName })} />
        <MemberFormFeedback failure={failure} />
        {locales.isPending ? (
          <LoadingBlock />
        ) : locales.isError ? (
          <Alert role="alert" color="red">
            {mt('transfer.localesFailed')}
          </Alert>
        ) : (
          <>
            <TextInput
              label={mt('transfer.search')}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
            />
            <Radio.Group
              label={mt('transfer.destination')}
              withAsterisk
              value={toLocaleId}
              onChange={setToLocaleId}
              error={errors.toLocaleId}
              description={
                chosen ? mt(atOnce ? 'transfer.willMove' : 'transfer.willRequest', words) : undefined
              }
            >
              <ScrollArea.Autosize mah={320} type="auto" mt="xs">
                <Stack gap="xs" pr="sm">
                  {destinations.slice(0, SHOWN).map((locale) => (
                    <Radio
                      key={locale.id}
                      value={locale.id}
                      label={locale.name}
                      description={[locale.address.city, locale.countryId].filter(Boolean).join(', ')}
                    />
                  ))}
                  {destinations.length === 0 && (
                    <Text c="dimmed">{mt('transfer.noMatch', { q: filter.trim() })}</Text>
                  )}
                  {destinations.length > SHOWN && (
                    <Text size="sm" c="dimmed">
                      {mt('transfer.more', { count: destinations.length - SHOWN })}
                    </Text>
                  )}
                </Stack>
              </ScrollArea.Autosize>
            </Radio.Group>
          </>
        )}
        <Textarea
          label={mt('transfer.reason')}
          description={mt('transfer.reasonHint')}
          autosize
          minRows={2}
          maxLength={LIMITS.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        <MemberFormActions
          submitLabel={mt('transfer.submit')}
          busy={transfer.isPending}
          disabled={!locales.data}
          onCancel={onCancel}
          localeId={member.currentLocale}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={mt(atOnce ? 'transfer.nowTitle' : 'transfer.requestTitle', words)}
        confirmLabel={mt(atOnce ? 'transfer.nowConfirm' : 'transfer.requestConfirm')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        loading={transfer.isPending}
        danger={atOnce}
      >
        {mt(atOnce ? 'transfer.nowBody' : 'transfer.requestBody', words)}
      </ConfirmDialog>
    </form>
  );
}

/** "Transfer" in a dialog over a member list (the app hands it to the lists: `app/member-actions.ts`). */
export default function TransferDialogForm(props: MemberActionFormProps) {
  return <MemberActionDialog {...props} form={TransferForm} />;
}
