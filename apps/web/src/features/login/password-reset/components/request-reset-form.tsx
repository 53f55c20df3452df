import { passwordResetRequestBodySchema, PASSWORD_RESET_TTL_MINUTES } from '@congregate/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle, IconMail } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetT } from '../i18n/index.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';

/** Step 1: the email to send a reset link to. The answer never says whether the address has an account. */
export function RequestResetForm() {
  const t = useT();
  const rt = useResetT();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = passwordResetRequestBodySchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    request.mutate(parsed.data.email, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setErrors(fieldErrorsFromApi(error, t));
        else if (isApiError(error) && error.status === 429)
          setFormError(
            error.retryAfterSeconds === null
              ? t('login.rateLimitedLater')
              : t('login.rateLimited', { seconds: error.retryAfterSeconds }),
          );
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  if (sentTo) {
    return (
      <Alert role="status" color="teal" icon={<IconMail />}>
        {rt('reset.sent', { email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES })}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        <TextInput
          label={rt('reset.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {rt('reset.send')}
        </Button>
      </Stack>
    </form>
  );
}
