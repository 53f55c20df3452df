import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { loginBodySchema } from '@congregate/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconAlertCircle } from '../../../components/ui/icons.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useLogin } from '../api/login.ts';
import { refusalMessage } from '../../../lib/forms/refusal-message.ts';
import { RETURN_TO, safeReturnPath } from '../../../lib/routing/return-to.ts';

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  // A page that sent the person here to sign in (a QR-location poster) gets them back after it.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_TO));
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, {
      onSuccess: (destination) =>
        void navigate(destination === '/tabs/tab7' && returnTo ? returnTo : destination, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.code === 'invalid_credentials')
          setFormError(t('login.wrongCredentials'));
        else if (isApiError(error) && error.status === 429) {
          const seconds = error.retryAfterSeconds;
          setFormError(seconds === null ? t('login.rateLimitedLater') : t('login.rateLimited', { seconds }));
        } else if (isApiError(error) && error.status === 422) setFieldErrors(fieldErrorsFromApi(error, t));
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          {formError && (
            <Alert role="alert" color="red" icon={<IconAlertCircle />}>
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrors.email}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Divider />
          <Text size="sm" ta="center">
            {t('login.newHere')}{' '}
            <Anchor component={Link} to="/register">
              {t('login.createAccount')}
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            {t('login.guest')}{' '}
            <Anchor component={Link} to="/visitor">
              {t('login.visitorLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
