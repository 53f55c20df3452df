import { Alert, Anchor, Button, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { authCalls, socialConfirmBodySchema, socialProviderNames } from '@congregate/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSocialSignInT } from '../../../../components/social-sign-in/i18n/index.ts';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { IconAlertCircle, IconCircleCheck } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { callApi } from '../../../../lib/api/call-api.ts';
import { completeSignIn } from '../../../../lib/auth/index.ts';
import { fieldErrorsFromZod } from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useConfirmSocialSignIn } from '../api/confirm-social-sign-in.ts';
import { useEmailSocialLink } from '../api/email-social-link.ts';
import { usePendingSocialSignIn } from '../api/get-pending-social-sign-in.ts';
import { PendingGone } from './pending-gone.tsx';
import { ProviderProfile } from './provider-profile.tsx';

/**
 * `/login?social={token}`: someone signed in with a provider whose verified e-mail belongs to an account. Its
 * owner confirms once — with the account's password, or a mailed link — before the provider is linked; then
 * they land as after a password sign-in.
 */
export function SocialConfirmStep({ token, returnTo }: { token: string; returnTo: string | null }) {
  const t = useT();
  const st = useSocialSignInT();
  const navigate = useNavigate();
  const pending = usePendingSocialSignIn(token);
  const confirm = useConfirmSocialSignIn(token);
  const emailLink = useEmailSocialLink(token);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  if (pending.isPending) {
    return (
      <Stack align="center" gap="sm" py="md">
        <Loader aria-hidden />
        <Text role="status">{st('pending.loading')}</Text>
      </Stack>
    );
  }
  if (pending.isError && !(isApiError(pending.error) && pending.error.status === 404)) {
    return (
      <Alert role="alert" color="red" icon={<IconAlertCircle />}>
        {refusalMessage(t, pending.error)}
      </Alert>
    );
  }
  if (!pending.data) return <PendingGone />;
  if (pending.data.next === 'register') {
    return <Navigate to={`/register?social=${encodeURIComponent(token)}`} replace />;
  }
  const { user, accountEmail } = pending.data;
  const provider = socialProviderNames[pending.data.provider];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = socialConfirmBodySchema.safeParse({ password });
    if (!parsed.success) {
      setPasswordError(fieldErrorsFromZod(parsed.error, t).password);
      return;
    }
    setPasswordError(undefined);
    confirm.mutate(parsed.data.password, {
      onSuccess: (destination) =>
        void navigate(destination === '/tabs/tab7' && returnTo ? returnTo : destination, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.code === 'invalid_credentials') {
          setPasswordError(st('confirm.wrongPassword'));
        } else if (isApiError(error) && error.status === 404) {
          setFormError(st('pending.gone'));
        } else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {st('confirm.title', { provider })}
      </Title>
      <ProviderProfile user={user} />
      {formError && (
        <Alert role="alert" color="red" icon={<IconAlertCircle />}>
          {formError}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{st('confirm.intro', { accountEmail: accountEmail ?? user.email })}</Text>
          <PasswordField
            label={st('confirm.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth>
            {st('confirm.submit')}
          </Button>
        </Stack>
      </form>
      <Divider />
      {emailLink.data ? (
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {st('confirm.emailSent', { sentTo: emailLink.data.sentTo })}
        </Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{st('confirm.orEmail')}</Text>
          <Button
            variant="default"
            loading={emailLink.isPending}
            onClick={() => emailLink.mutate()}
            fullWidth
          >
            {st('confirm.emailLink')}
          </Button>
          {emailLink.isError && (
            <Alert role="alert" color="red" icon={<IconAlertCircle />}>
              {isApiError(emailLink.error) && emailLink.error.status === 404
                ? st('pending.gone')
                : refusalMessage(t, emailLink.error)}
            </Alert>
          )}
        </Stack>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login" replace>
          {st('confirm.cancel')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * A provider signed the person straight in (a linked identity): the server set the session cookies and sent them
 * here; the page finishes as a password sign-in does — the session, the profile, then home or `returnTo`.
 */
export function SocialSignedIn({ returnTo }: { returnTo: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void callApi(authCalls.session)
      .then((session) => completeSignIn(session))
      .then((destination) => {
        if (!cancelled)
          void navigate(destination === '/tabs/tab7' && returnTo ? returnTo : destination, { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, returnTo]);
  if (failed) return <Navigate to="/login?socialError=state_invalid" replace />;
  return <Loader aria-label={t('common.loading')} mx="auto" display="block" />;
}
