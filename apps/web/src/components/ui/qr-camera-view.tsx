import { Alert, Box, Loader, Stack } from '@mantine/core';
import type { RefObject } from 'react';
import type { CameraState } from '../../lib/qr-scan/index.ts';

/** What the camera view says, in the words of the screen it is on. */
export interface QrCameraWords {
  denied: string;
  unavailable: string;
  /** The video's accessible name. */
  video: string;
  starting: string;
}

/**
 * The live camera picture `useQrCamera` reads codes from: a spinner while it starts, and in its place why there
 * is none (permission refused, or no camera).
 */
export function QrCameraView({
  videoRef,
  state,
  words,
  aspectRatio,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  words: QrCameraWords;
  aspectRatio: string;
}) {
  const failed = state === 'denied' || state === 'unavailable';
  return (
    <>
      {failed && <Alert color="orange">{state === 'denied' ? words.denied : words.unavailable}</Alert>}
      <Box
        pos="relative"
        bg="dark.9"
        style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', aspectRatio }}
        hidden={failed}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={words.video}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {state === 'starting' && (
          <Stack pos="absolute" inset={0} align="center" justify="center">
            <Loader color="gray.0" aria-label={words.starting} />
          </Stack>
        )}
      </Box>
    </>
  );
}
