import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { useQrLocationCheckIn } from '../api/check-in-at-qr-location.ts';
import { useCheckInT } from '../i18n/index.ts';
import { CheckInResult } from './check-in-result.tsx';

/**
 * Checks the signed-in member in at a poster as soon as it shows (once; a retry reuses the attempt's
 * `clientId`, so nothing is counted twice), then greets them — or says why not.
 */
export function QrLocationCheckIn({
  qrLocationId,
  timeZone,
  loginPath,
}: {
  qrLocationId: string;
  /** The poster's locale's, for when an earlier check-in was made. */
  timeZone: string;
  /** Where to sign in again when the session has ended (and come back). */
  loginPath: string;
}) {
  const ct = useCheckInT();
  const loadError = useLoadErrorMessage();
  const checkIn = useQrLocationCheckIn();
  const [clientId] = useState(() => crypto.randomUUID());
  const started = useRef(false);
  const { mutate } = checkIn;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ qrLocationId, clientId });
  }, [mutate, qrLocationId, clientId]);

  if (checkIn.isSuccess) return <CheckInResult answer={checkIn.data} timeZone={timeZone} />;
  if (checkIn.isError)
    return (
      <Alert role="alert" color="red" icon={<IconAlertCircle />}>
        <Stack gap="xs" align="flex-start">
          {loadError(checkIn.error)}
          {isApiError(checkIn.error) && checkIn.error.status === 401 ? (
            <Button size="xs" component={Link} to={loginPath}>
              {ct('signIn.button')}
            </Button>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => mutate({ qrLocationId, clientId })}>
              {ct('result.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  return (
    <Stack align="center" gap="xs" py="md">
      <Loader aria-label={ct('result.checking')} />
      <Text>{ct('result.checking')}</Text>
    </Stack>
  );
}
