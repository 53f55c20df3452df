import { adminEmailChangeBodySchema } from '@congregate/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useChangeMemberEmail } from '../api/change-member-email.ts';
import { useMemberSearchT } from '../i18n/index.ts';

/** An admin changes a member's email: the new address gets a confirmation link, the old one a notice. */
export function ChangeEmailForm({
  memberId,
  currentEmail,
}: {
  memberId: string;
  currentEmail: string | null;
}) {
  const t = useT();
  const at = useMemberSearchT();
  const loadError = useLoadErrorMessage();
  const change = useChangeMemberEmail(memberId);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSent(null);
    const parsed = adminEmailChangeBodySchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error, t));
    if (currentEmail && parsed.data.email.toLowerCase() === currentEmail.toLowerCase())
      return setErrors({ email: at('email.same') });
    setErrors({});
    change.mutate(parsed.data.email, {
      onSuccess: (request) => {
        setSent(at('email.sent', { email: request.newEmail }));
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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {sent && (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {sent}
          </Alert>
        )}
        {formError && (
          <Alert role="alert" color="red">
            {formError}
          </Alert>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={at('email.new')}
            type="email"
            inputMode="email"
            autoComplete="off"
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" loading={change.isPending}>
            {at('email.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
