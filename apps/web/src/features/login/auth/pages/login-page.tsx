import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { loginBodySchema } from '@congregate/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useLogin } from '../api/login.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { RETURN_TO, safeReturnPath } from '../../../../lib/routing/return-to.ts';

// Only a provider sign-in coming back needs it: kept out of the sign-in page's first scripts (a landing route).
const SocialConfirmStep = lazy(() =>
  import('../components/social-confirm-step.tsx').then((module) => ({ default: module.SocialConfirmStep })),
);
// The provider buttons and the provider messages come a moment after the form: /login is a landing route, kept
// under its script budget (DESIGN.md section 9).
const SocialSignInButtons = lazy(() =>
  import('../components/social-sign-in-buttons.tsx').then((module) => ({
    default: module.SocialSignInButtons,
  })),
);
const SocialErrorAlert = lazy(() =>
  import('../../../../components/social-sign-in/social-error-alert.tsx').then((module) => ({
    default: module.SocialErrorAlert,
  })),
);
const SocialSignedIn = lazy(() =>
  import('../components/social-confirm-step.tsx').then((module) => ({ default: module.SocialSignedIn })),
);

export default function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  // A page that sent the person here to sign in (a QR-location poster) gets them back after it.
  const returnTo = safeReturnPath(params.get(RETURN_TO));
  // A provider sign-in whose e-mail belongs to an account comes back here for its owner to confirm once.
  const socialToken = params.get('social');
  if (socialToken) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto">
        <Suspense fallback={<Loader aria-label={t('common.loading')} mx="auto" display="block" />}>
          <SocialConfirmStep key={socialToken} token={socialToken} returnTo={returnTo} />
        </Suspense>
      </Paper>
    );
  }
  // A linked provider signed them in (the session cookies are set): finish as a password sign-in does.
  if (params.get('socialSignedIn')) {
    return (
      <Suspense fallback={<Loader aria-label={t('common.loading')} mx="auto" display="block" />}>
        <SocialSignedIn returnTo={returnTo} />
      </Suspense>
    );
  }
  return <PasswordSignIn returnTo={returnTo} />;
}

function PasswordSignIn({ returnTo }: { returnTo: string | null }) {
  const t = useT();
  const navigate = useNavigate();
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
          <Suspense fallback={null}>
            <SocialErrorAlert />
          </Suspense>
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
          <Suspense fallback={null}>
            <SocialSignInButtons returnTo={returnTo} />
          </Suspense>
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
