import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconHourglass, IconLogout, IconRefresh } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { hasSession, isEndorsed, useRefreshProfile, useSignOut } from '../../../../lib/auth/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { storage } from '../../../../lib/storage/index.ts';
import { EndorsementContacts } from '../components/endorsement-contacts.tsx';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { onRealtime, useRealtimeStream } from '../../../../lib/realtime/realtime-stream.ts';
import { useAuthT } from '../i18n/index.ts';

/** Where an account waits until a locale admin endorses it. */
export default function AwaitingEndorsementPage() {
  const t = useT();
  const at = useAuthT();
  const navigate = useNavigate();
  const refresh = useRefreshProfile();
  const signOut = useSignOut();
  const [signedIn, setSignedIn] = useState(hasSession);
  const [stillWaiting, setStillWaiting] = useState(false);
  // The decision arrives live (the notification stream): its notice is shown here, with the way in when accepted.
  const [decision, setDecision] = useState<{ message: string; endorsed: boolean } | null>(null);

  const profile = refresh.data ?? storage.get('profile');
  const name = storage.get('member_name');
  const email = storage.get('email');
  const localeName = storage.get('localeName');

  const checkAgain = () => {
    setStillWaiting(false);
    refresh.mutate(undefined, {
      onSuccess: (fresh) => {
        if (isEndorsed(fresh)) void navigate('/tabs/tab7', { replace: true });
        else setStillWaiting(true);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          storage.clear();
          setSignedIn(false);
        }
      },
    });
  };

  useRealtimeStream(signedIn);
  const refreshNow = useRef(refresh.mutate);
  useEffect(() => {
    refreshNow.current = refresh.mutate;
  });
  useEffect(
    () =>
      onRealtime((name, data) => {
        // The stream sends `{ item, unread }` (services/notifications/stream).
        const notice = (data as { item?: { kind?: unknown; message?: unknown } } | null)?.item;
        if (
          name !== 'notification' ||
          typeof notice?.kind !== 'string' ||
          !notice.kind.startsWith('endorsement.')
        )
          return;
        const message = typeof notice.message === 'string' ? notice.message : '';
        refreshNow.current(undefined, {
          onSuccess: (fresh) => setDecision({ message, endorsed: isEndorsed(fresh) }),
        });
      }),
    [],
  );

  const leave = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconHourglass size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {at('notAuthorized.title')}
          </Title>
        </Group>
        <Text>
          {name && localeName
            ? at('notAuthorized.body', { name, locale: localeName })
            : at('notAuthorized.bodyAnonymous')}
        </Text>
        {signedIn && email && (
          <Text size="sm" c="dimmed">
            {at('notAuthorized.signedInAs', { email })}
          </Text>
        )}
        <EndorsementContacts endorsement={profile?.endorsement ?? null} />
        {decision && (
          <Alert
            role="status"
            color={decision.endorsed ? 'teal' : 'yellow'}
            title={at('notAuthorized.decided')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{decision.message}</Text>
              {decision.endorsed && (
                <Button component={Link} to="/tabs/tab7" replace>
                  {at('notAuthorized.continue')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {stillWaiting && (
          <Alert role="status" color="yellow">
            {at('notAuthorized.stillWaiting')}
          </Alert>
        )}
        {refresh.isError && signedIn && (
          <Alert role="alert" color="red">
            {refusalMessage(t, refresh.error)}
          </Alert>
        )}
        {signedIn ? (
          <Group>
            <Button leftSection={<IconRefresh size={18} />} onClick={checkAgain} loading={refresh.isPending}>
              {at('notAuthorized.checkAgain')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconLogout size={18} />}
              onClick={leave}
              loading={signOut.isPending}
            >
              {t('common.signOut')}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{at('notAuthorized.notSignedIn')}</Text>
            <Button component={Link} to="/login">
              {t('common.signIn')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
