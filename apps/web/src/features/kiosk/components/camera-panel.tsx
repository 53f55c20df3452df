import { Alert, Box, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '../../../components/ui/icons.ts';
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
      {(state === 'denied' || state === 'unavailable') && (
        <Alert color="orange">{state === 'denied' ? kt('camera.denied') : kt('camera.unavailable')}</Alert>
      )}
      <Box
        pos="relative"
        bg="dark.9"
        style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', aspectRatio: '4 / 3' }}
        hidden={state === 'denied' || state === 'unavailable'}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={kt('camera.video')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {state === 'starting' && (
          <Stack pos="absolute" inset={0} align="center" justify="center">
            <Loader color="gray.0" aria-label={kt('camera.starting')} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
