import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cosine } from '@congregate/contracts/face-match';
import { checkCapture, loadFaceEngine, type FaceEngine } from '../../../../lib/faces/face-engine.ts';

/** Pause between two frames described (each takes 100–300 ms on a tablet's CPU). */
export const FACE_FRAME_GAP_MS = 120;
/** Two frames in a row this alike are one steady face (the same person holding still). */
export const STEADY_SIMILARITY = 0.85;

export type FaceWatchState = 'off' | 'loading' | 'watching' | 'failed';

/**
 * Reads the kiosk camera's `<video>` for faces while `active`: when one clear face is steady over two frames,
 * its descriptor goes to `onFace`; a face the engine takes for a reproduction (a photo, a screen) twice in a
 * row goes to `onRefused`. The engine loads only when active (face mode on).
 */
export function useFaceWatch({
  videoRef,
  active,
  onFace,
  onRefused,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  active: boolean;
  onFace: (descriptor: Float32Array) => void;
  onRefused: () => void;
}): FaceWatchState {
  const [state, setState] = useState<Exclude<FaceWatchState, 'off'>>('loading');
  const handlers = useRef({ onFace, onRefused });
  useLayoutEffect(() => {
    handlers.current = { onFace, onRefused };
  });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous: Float32Array | null = null;
    let spoofs = 0;

    const frame = async (engine: FaceEngine) => {
      if (stopped) return;
      const video = videoRef.current;
      if (video && video.readyState >= 2 && video.videoWidth > 0) {
        try {
          const check = checkCapture(await engine.describe(video), {
            width: video.videoWidth,
            height: video.videoHeight,
          });
          if (stopped) return;
          if (check.ok) {
            spoofs = 0;
            const descriptor = check.face.descriptor;
            if (previous && cosine(previous, descriptor) >= STEADY_SIMILARITY) {
              handlers.current.onFace(descriptor);
              previous = null;
            } else {
              previous = descriptor;
            }
          } else {
            previous = null;
            spoofs = check.reason === 'spoof' ? spoofs + 1 : 0;
            if (spoofs >= 2) {
              spoofs = 0;
              handlers.current.onRefused();
            }
          }
        } catch {
          previous = null;
        }
      }
      if (!stopped) timer = setTimeout(() => void frame(engine), FACE_FRAME_GAP_MS);
    };

    loadFaceEngine().then(
      (engine) => {
        if (stopped) return;
        setState('watching');
        void frame(engine);
      },
      () => !stopped && setState('failed'),
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, videoRef]);

  return active ? state : 'off';
}
