import { Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '../../../../components/ui/icons.ts';
import { QrCameraView } from '../../../../components/ui/qr-camera-view.tsx';
import { useQrCamera } from '../../../../lib/qr-scan/index.ts';
import { useKioskT } from '../i18n/index.ts';
import { useFaceWatch } from '../lib/use-face-watch.ts';

/**
 * The camera, read continuously for member cards — and, in face mode, for faces of members who enrolled (the
 * same picture: the card scanner never stops, so nobody waits on a face that is not recognised).
 */
export function CameraPanel({
  onCode,
  faceMode = false,
  onFace = () => undefined,
  onFaceRefused = () => undefined,
}: {
  onCode: (text: string) => void;
  faceMode?: boolean;
  onFace?: (descriptor: Float32Array) => void;
  onFaceRefused?: () => void;
}) {
  const kt = useKioskT();
  const { videoRef, state } = useQrCamera({ active: true, onCode });
  const faces = useFaceWatch({
    videoRef,
    active: faceMode && state === 'scanning',
    onFace,
    onRefused: onFaceRefused,
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        <IconCamera size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {kt('camera.title')}
      </Title>
      <Text size="sm">{faceMode ? kt('face.hintOn') : kt('camera.hint')}</Text>
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
      {faces === 'loading' && (
        <Text size="sm" c="dimmed" role="status">
          {kt('face.loading')}
        </Text>
      )}
      {faces === 'failed' && (
        <Text size="sm" role="status">
          {kt('face.failed')}
        </Text>
      )}
    </Stack>
  );
}
