import { Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '../../../components/ui/icons.ts';
import { QrCameraView } from '../../../components/ui/qr-camera-view.tsx';
import { useQrCamera } from '../../../lib/qr-scan/index.ts';
import { useKioskT } from '../i18n/index.ts';

/** The camera, read continuously for member cards. */
export function CameraPanel({ onCode }: { onCode: (text: string) => void }) {
  const kt = useKioskT();
  const { videoRef, state } = useQrCamera({ active: true, onCode });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        <IconCamera size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {kt('camera.title')}
      </Title>
      <Text size="sm">{kt('camera.hint')}</Text>
      <QrCameraView
        videoRef={videoRef}
        state={state}
        aspectRatio="4 / 3"
        words={{
          denied: kt('camera.denied'),
          unavailable: kt('camera.unavailable'),
          video: kt('camera.video'),
          starting: kt('camera.starting'),
        }}
      />
    </Stack>
  );
}
