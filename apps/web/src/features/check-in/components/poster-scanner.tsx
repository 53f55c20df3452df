import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useQrCamera } from '../../../lib/qr-scan/index.ts';
import { useCheckInT } from '../i18n/index.ts';
import { qrLocationIdFrom } from '../lib/qr-location-link.ts';
import { QrLocationCheckIn } from './qr-location-check-in.tsx';

/** The phone's camera reads the poster at the door; its code checks the member in there. */
export function PosterScanner({ loginPath }: { loginPath: string }) {
  const ct = useCheckInT();
  const [posterId, setPosterId] = useState<string | null>(null);
  const [wrongCode, setWrongCode] = useState(false);
  const { videoRef, state } = useQrCamera({
    active: posterId === null,
    onCode: (text) => {
      const id = qrLocationIdFrom(text);
      setWrongCode(id === null);
      if (id) setPosterId(id);
    },
  });

  if (posterId)
    return (
      <Stack gap="sm">
        <QrLocationCheckIn key={posterId} qrLocationId={posterId} loginPath={loginPath} />
        <Button variant="default" onClick={() => setPosterId(null)}>
          {ct('scan.again')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{ct('scan.hint')}</Text>
      {wrongCode && (
        <Alert color="orange" role="status">
          {ct('scan.notPoster')}
        </Alert>
      )}
      {(state === 'denied' || state === 'unavailable') && (
        <Alert color="orange">{state === 'denied' ? ct('scan.denied') : ct('scan.unavailable')}</Alert>
      )}
      <Box
        pos="relative"
        bg="dark.9"
        style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', aspectRatio: '1 / 1' }}
        hidden={state === 'denied' || state === 'unavailable'}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={ct('scan.video')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {state === 'starting' && (
          <Stack pos="absolute" inset={0} align="center" justify="center">
            <Loader color="gray.0" aria-label={ct('scan.starting')} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
