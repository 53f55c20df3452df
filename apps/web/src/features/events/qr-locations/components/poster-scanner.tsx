import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QrCameraView } from '../../../../components/ui/qr-camera-view.tsx';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { useQrCamera } from '../../../../lib/qr-scan/index.ts';
import { useQrLocation } from '../api/get-qr-location.ts';
import { useCheckInT } from '../i18n/index.ts';
import { qrLocationIdFrom } from '../lib/qr-location-link.ts';
import { QrLocationCheckIn } from './qr-location-check-in.tsx';

/** The check-in at a scanned poster, its times in the poster's locale's zone (the member's own until it is known). */
function ScannedPoster({ posterId, loginPath }: { posterId: string; loginPath: string }) {
  const poster = useQrLocation(posterId);
  const ownZone = useLocaleTimeZone();
  return (
    <QrLocationCheckIn
      qrLocationId={posterId}
      timeZone={poster.data?.timeZone ?? ownZone}
      loginPath={loginPath}
    />
  );
}

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
        <ScannedPoster key={posterId} posterId={posterId} loginPath={loginPath} />
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
      <QrCameraView
        videoRef={videoRef}
        state={state}
        aspectRatio="1 / 1"
        words={{
          denied: ct('scan.denied'),
          unavailable: ct('scan.unavailable'),
          video: ct('scan.video'),
          starting: ct('scan.starting'),
        }}
      />
    </Stack>
  );
}
