import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { hasSession, refreshMyProfile } from '../../../../lib/auth/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { readOutcome } from '../../../../lib/routing/decision-outcome.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { useEmailChangeT } from '../i18n/index.ts';

/** Confirms the new address once (the token is single-use), then says what happened. */
function EmailConfirmation({ token }: { token: string }) {
  const t = useT();
  const et = useEmailChangeT();
  const loadError = useLoadErrorMessage();
  const confirm = useConfirmEmailChange();
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token, {
      // A signed-in member's cached profile still holds the old address.
      onSuccess: () => void (hasSession() ? refreshMyProfile().catch(() => undefined) : undefined),
    });
  }, [token, mutate]);

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Alert role="status" color="teal" icon={<IconCircleCheck />}>
          {et('validated.emailDone', { email: confirm.data.email })}
        </Alert>
        <Group>
          <Button component={Link} to={hasSession() ? '/tabs/tab7' : '/login'}>
            {hasSession() ? et('validated.home') : et('validated.signIn')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (confirm.isError) {
    const error = confirm.error;
    const known = isApiError(error) && (error.status === 422 || error.status === 409);
    return (
      <Stack gap="md">
        <Alert role="alert" color="red">
          {known
            ? et(error.status === 409 ? 'validated.emailTaken' : 'validated.emailInvalid')
            : loadError(error)}
        </Alert>
        <Group>
          {!known && (
            <Button variant="light" onClick={() => confirm.mutate(token)}>
              {t('common.tryAgain')}
            </Button>
          )}
          <Anchor component={Link} to="/tabs/tab7">
            {et('validated.home')}
          </Anchor>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="center">
      <LoadingBlock />
      <Text role="status">{et('validated.confirming')}</Text>
    </Stack>
  );
}

/**
 * `validated` (public): `?emailToken=…` confirms a new email address; `?outcome=…&name=…` shows an
 * endorsement decision with a way back (where the endorsement page sends the admin); without either,
 * what the page is for.
 */
export default function EmailChangeConfirmationPage() {
  const et = useEmailChangeT();
  const [params] = useSearchParams();
  const token = params.get('emailToken')?.trim();
  const decision = readOutcome(params);

  return (
    <PageCard title={et('validated.title')} maw={560}>
      {token ? (
        <EmailConfirmation token={token} />
      ) : decision ? (
        <Stack gap="md">
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {et(`validated.outcome.${decision.outcome}`, { name: decision.name ?? et('validated.someone') })}
          </Alert>
          <Group>
            <Button component={Link} to="/endorsement">
              {et('validated.back')}
            </Button>
            <Anchor component={Link} to="/tabs/tab7">
              {et('validated.home')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{et('validated.intro')}</Text>
          <Text c="dimmed" size="sm">
            {et('validated.explain')}
          </Text>
          <Group>
            <Button component={Link} to="/tabs/tab7">
              {et('validated.home')}
            </Button>
          </Group>
        </Stack>
      )}
    </PageCard>
  );
}
