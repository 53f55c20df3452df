import { LIMITS, transferRequestBodySchema } from '@congregate/contracts';
import { Alert, Button, Divider, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useCreateTransferRequest } from '../api/create-transfer-request.ts';
import { useTransferRequests } from '../api/get-transfer-requests.ts';
import { RequestList } from '../components/request-list.tsx';
import { useRequestsT } from '../i18n/index.ts';

function TransferForm({ target }: { target: MemberTarget }) {
  const t = useT();
  const rt = useRequestsT();
  const loadError = useLoadErrorMessage();
  const locales = useLocales();
  const create = useCreateTransferRequest(target.memberId);
  const requests = useTransferRequests(target.memberId);
  const [toLocaleId, setToLocaleId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const { member } = target.profile;
  const options = useMemo(
    () =>
      [...(locales.data ?? [])]
        .filter((locale) => locale.id !== member.currentLocale)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [locales.data, member.currentLocale],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setRecorded(null);
    if (!toLocaleId) return setErrors({ toLocaleId: t('validation.required') });
    if (toLocaleId === member.currentLocale) return setErrors({ toLocaleId: rt('transfer.sameLocale') });
    const parsed = transferRequestBodySchema.safeParse({ toLocaleId, reason: reason.trim() || undefined });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (request) => {
        setRecorded(rt('transfer.recorded', { locale: request.toLocaleName }));
        setToLocaleId('');
        setReason('');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && error.issues.length > 0)
          setErrors(fieldErrorsFromApi(error, t));
        else setFormError(loadError(error));
      },
    });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{rt('transfer.current', { locale: member.currentLocaleName })}</Text>
          {recorded && (
            <Alert role="status" color="teal" icon={<IconCircleCheck />}>
              {recorded}
            </Alert>
          )}
          {formError && (
            <Alert role="alert" color="red">
              {formError}
            </Alert>
          )}
          {locales.isError && (
            <Alert role="alert" color="red">
              {rt('transfer.localesFailed')}
            </Alert>
          )}
          <NativeSelect
            label={rt('transfer.locale')}
            withAsterisk
            value={toLocaleId}
            onChange={(event) => setToLocaleId(event.currentTarget.value)}
            error={errors.toLocaleId}
            disabled={locales.isPending}
            data={[
              { value: '', label: '…' },
              ...options.map((locale) => ({ value: locale.id, label: locale.name })),
            ]}
          />
          <Textarea
            label={rt('transfer.reason')}
            description={rt('transfer.reasonHint')}
            autosize
            minRows={2}
            maxLength={LIMITS.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          <Button type="submit" loading={create.isPending}>
            {rt('transfer.submit')}
          </Button>
        </Stack>
      </form>
      <Divider />
      <RequestList
        title={rt('transfer.history')}
        empty={rt('transfer.none')}
        timeZone={target.profile.locale.timeZone}
        query={{
          ...requests,
          data: requests.data?.map((request) => ({
            id: request.id,
            text: rt('transfer.item', { from: request.fromLocaleName, to: request.toLocaleName }),
            detail: request.reason,
            status: request.status,
            requestedAt: request.requestedAt,
          })),
        }}
      />
    </Stack>
  );
}

/** `edit-member-locale`: ask to move to another locale; the admin issue completes the transfer. */
export default function TransferRequestPage() {
  const rt = useRequestsT();
  return (
    <PageCard title={rt('transfer.title')} intro={rt('transfer.intro')}>
      <MemberTargetGate>{(target) => <TransferForm target={target} />}</MemberTargetGate>
    </PageCard>
  );
}
