import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { openCamera, type CameraState } from './camera.ts';
import { decodeQr, preloadQrDecoder } from './qr-decoder.ts';

export type { CameraState };

/** Frames read per second: enough to catch a card held up, light on a tablet (DESIGN.md: < 50 ms a frame). */
const FRAMES_PER_SECOND = 6;
/** Frames are scaled down to this width before decoding. */
const MAX_FRAME_WIDTH = 720;

/**
 * The device camera in a `<video>`, read for QR codes a few times a second while `active`: each code found
 * goes to `onCode` (the caller decides what a repeat means). The camera stops when inactive or unmounted.
 */
export function useQrCamera({ active, onCode }: { active: boolean; onCode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });
  const supported = !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !supported || !video) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const readFrame = async () => {
      if (stopped) return;
      if (context && video.readyState >= 2 && video.videoWidth > 0) {
        const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        try {
          const text = await decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
          if (text && !stopped) onCodeRef.current(text);
        } catch {
          // A frame that cannot be read is skipped; the next one is tried.
        }
      }
      if (!stopped) timer = setTimeout(() => void readFrame(), 1000 / FRAMES_PER_SECOND);
    };

    preloadQrDecoder();
    const stop = openCamera(video, 'environment', (next) => {
      setState(next);
      if (next === 'scanning') void readFrame();
    });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
      setState('starting');
    };
  }, [active, supported]);

  return { videoRef, state: !active ? 'idle' : !supported ? 'unavailable' : state };
}
