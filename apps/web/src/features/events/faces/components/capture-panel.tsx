import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { IconCamera, IconCircleCheck, IconTrash, IconUpload } from '../../../../components/ui/icons.ts';
import { QrCameraView } from '../../../../components/ui/qr-camera-view.tsx';
import { useFaceEnrolmentT } from '../i18n/index.ts';
import { useCamera } from '../lib/use-camera.ts';
import { CAPTURES_NEEDED, type useFaceCaptures } from '../lib/use-face-captures.ts';

type Captures = ReturnType<typeof useFaceCaptures>;

function CameraCapture({ captures }: { captures: Captures }) {
  const ft = useFaceEnrolmentT();
  const full = captures.captures.length >= CAPTURES_NEEDED;
  const { videoRef, state } = useCamera(!full);
  return (
    <Stack gap="xs">
      <QrCameraView
        videoRef={videoRef}
        state={state}
        aspectRatio="4 / 3"
        words={{
          denied: ft('capture.denied'),
          unavailable: ft('capture.unavailable'),
          video: ft('capture.video'),
          starting: ft('capture.starting'),
        }}
      />
      {!full && (
        <Button
          leftSection={<IconCamera size={18} aria-hidden />}
          disabled={state !== 'scanning' || captures.checking}
          loading={captures.checking}
          onClick={() => videoRef.current && void captures.addFrame(videoRef.current)}
        >
          {ft('capture.take', { n: captures.captures.length + 1 })}
        </Button>
      )}
    </Stack>
  );
}

function UploadCapture({ captures }: { captures: Captures }) {
  const ft = useFaceEnrolmentT();
  return (
    <FileButton
      multiple
      accept="image/png,image/jpeg,image/webp"
      onChange={(files) => void captures.addFiles(files)}
    >
      {(props) => (
        <Button
          {...props}
          variant="light"
          leftSection={<IconUpload size={18} aria-hidden />}
          loading={captures.checking}
          disabled={captures.captures.length >= CAPTURES_NEEDED}
          aria-label={ft('capture.uploadLabel')}
        >
          {ft('capture.upload')}
        </Button>
      )}
    </FileButton>
  );
}

/** Three captures, from the camera or from photos, each checked on the device for one clear face. */
export function CapturePanel({ captures }: { captures: Captures }) {
  const ft = useFaceEnrolmentT();
  const [mode, setMode] = useState<'camera' | 'upload'>('camera');

  if (captures.engineState === 'failed') {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{ft('capture.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={captures.retryEngine}>
            {ft('capture.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (captures.engineState !== 'ready') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{ft('capture.loading')}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {ft('capture.title')}
      </Title>
      <Text size="sm">{ft('capture.hint')}</Text>
      <SegmentedControl
        fullWidth
        aria-label={ft('capture.title')}
        value={mode}
        onChange={(value) => setMode(value as 'camera' | 'upload')}
        data={[
          { value: 'camera', label: ft('capture.useCamera') },
          { value: 'upload', label: ft('capture.upload') },
        ]}
      />
      {mode === 'camera' ? <CameraCapture captures={captures} /> : <UploadCapture captures={captures} />}
      {captures.checking && (
        <Text size="sm" role="status">
          {ft('capture.checking')}
        </Text>
      )}
      {captures.problem && (
        <Alert color="orange" role="alert" data-testid="capture-problem">
          {ft(`capture.problem.${captures.problem}`)}
        </Alert>
      )}
      <Text size="sm" fw={600} aria-live="polite" data-testid="capture-count">
        {ft('capture.count', { count: captures.captures.length })}
      </Text>
      {captures.captures.length > 0 && (
        <SimpleGrid cols={3} spacing="sm">
          {captures.captures.map((capture, i) => (
            <Stack key={capture.id} gap={4} align="center">
              <Image
                src={capture.thumbnail}
                alt={ft('capture.thumbAlt', { n: i + 1 })}
                radius="md"
                h={96}
                w="100%"
                fit="cover"
              />
              <Group gap={4} wrap="nowrap">
                <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />
                <Text size="xs">{ft('capture.ok', { n: i + 1 })}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={ft('capture.remove', { n: i + 1 })}
                  onClick={() => captures.remove(capture.id)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
