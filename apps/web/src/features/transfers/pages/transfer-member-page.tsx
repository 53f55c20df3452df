import { LIMITS, adminTransferBodySchema, type Transfer } from '@congregate/contracts';
import { Alert, Button, Radio, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { BackToManage, ManagedMember, MemberSummary } from '../../../components/members/managed-member.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck, IconHourglass } from '../../../components/ui/icons.ts';
import { LoadingBlock, useLoadErrorMessage } from '../../../components/ui/load-error.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../components/ui/permission-gate.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useLocales } from '../../../lib/config/index.ts';
import { matchesText } from '../../../lib/format/fold-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../lib/members/index.ts';
import { useTransferMember } from '../api/transfer-member.ts';
import { useTransferT } from '../i18n/index.ts';

/** At most this many locales are listed at once; typing narrows the list. */
const SHOWN = 30;

function TransferForm({ target }: { target: MemberTarget }) {
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

  const destinations = useMemo(
    () =>
      (locales.data ?? [])
        .filter((locale) => locale.id !== member.currentLocale)
        .filter((locale) => !filter.trim() || matchesText(`${locale.name} ${locale.countryId}`, filter))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [locales.data, member.currentLocale, filter],
  );
  const chosen = locales.data?.find((locale) => locale.id === toLocaleId);

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
          setResult(answer);
          await target.refresh().catch(() => undefined);
        },
        onError: (error) => {
          setConfirming(false);
          if (isApiError(error) && error.status === 422 && error.issues.length > 0)
            setErrors(fieldErrorsFromApi(error, t));
          else setFailure(isApiError(error) && error.status === 409 ? error.message : loadError(error));
        },
      },
    );
  };

  if (result) {
    const words = { name, from: result.fromLocaleName, to: result.toLocaleName };
    return (
      <Stack gap="md">
        {result.status === 'accepted' ? (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {mt('transfer.done', words)}
          </Alert>
        ) : (
          <Alert role="status" color="blue" icon={<IconHourglass />}>
            {mt('transfer.pending', words)}
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
        {failure && (
          <Alert role="alert" color="red">
            {failure}
          </Alert>
        )}
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
        <Button type="submit" disabled={!locales.data}>
          {mt('transfer.submit')}
        </Button>
        <BackToManage localeId={member.currentLocale} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={mt('transfer.confirmTitle', { name })}
        confirmLabel={mt('transfer.submit')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        loading={transfer.isPending}
      >
        {mt('transfer.confirmBody', { name, from: member.currentLocaleName, to: chosen?.name ?? '' })}
      </ConfirmDialog>
    </form>
  );
}

/** `locale-modal2?memberId=`: transfer a member to another locale, at once or pending the other side. */
export default function TransferMemberPage() {
  const mt = useTransferT();
  return (
    <PermissionGate
      permission="members.transfer"
      title={mt('notAllowed.title')}
      body={mt('notAllowed.transfer')}
    >
      {() => (
        <PageCard title={mt('transfer.title')} intro={mt('transfer.intro')}>
          <ManagedMember>{(target) => <TransferForm target={target} />}</ManagedMember>
        </PageCard>
      )}
    </PermissionGate>
  );
}
