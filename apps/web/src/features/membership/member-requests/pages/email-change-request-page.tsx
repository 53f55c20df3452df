import { emailChangeRequestBodySchema } from '@congregate/contracts';
import { Alert, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { MemberTargetGate } from '../../../../components/ui/member-target-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useCreateEmailChangeRequest } from '../api/create-email-change-request.ts';
import { useEmailChangeRequests } from '../api/get-email-change-requests.ts';
import { RequestList } from '../components/request-list.tsx';
import { useRequestsT } from '../i18n/index.ts';

function EmailChangeForm({ target }: { target: MemberTarget }) {
  const t = useT();
  const rt = useRequestsT();
  const loadError = useLoadErrorMessage();
  const create = useCreateEmailChangeRequest(target.memberId);
  const requests = useEmailChangeRequests(target.memberId);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const current = target.profile.member.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setRecorded(null);
    const parsed = emailChangeRequestBodySchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    if (current && parsed.data.email.toLowerCase() === current.toLowerCase())
      return setErrors({ email: rt('email.same') });
    setErrors({});
    create.mutate(parsed.data.email, {
      onSuccess: (request) => {
        setRecorded(rt('email.recorded', { email: request.newEmail }));
        setEmail('');
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
          <Text>{current ? rt('email.current', { email: current }) : rt('email.currentNone')}</Text>
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
          <TextInput
            label={rt('email.new')}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <Button type="submit" loading={create.isPending}>
            {rt('email.submit')}
          </Button>
        </Stack>
      </form>
      <Divider />
      <RequestList
        title={rt('email.history')}
        empty={rt('email.none')}
        timeZone={target.profile.locale.timeZone}
        query={{
          ...requests,
          data: requests.data?.map((request) => ({
            id: request.id,
            text: request.newEmail,
            status: request.status,
            requestedAt: request.requestedAt,
          })),
        }}
      />
    </Stack>
  );
}

/** `edit-member-email`: ask for a new email; the admin issue confirms it. */
export default function EmailChangeRequestPage() {
  const rt = useRequestsT();
  return (
    <PageCard title={rt('email.title')} intro={rt('email.intro')}>
      <MemberTargetGate>{(target) => <EmailChangeForm target={target} />}</MemberTargetGate>
    </PageCard>
  );
}
