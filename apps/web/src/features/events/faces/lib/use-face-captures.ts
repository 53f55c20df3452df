import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkCapture,
  loadFaceEngine,
  type FaceEngine,
  type FaceSource,
} from '../../../../lib/faces/face-engine.ts';

export const CAPTURES_NEEDED = 3;

export type CaptureProblem = 'no-face' | 'several-faces' | 'unclear' | 'too-small' | 'spoof' | 'unreadable';

export interface Capture {
  id: number;
  /** A local picture of the capture for the screen (an object URL; never sent). */
  thumbnail: string;
  descriptor: Float32Array;
}

export type EngineState = 'idle' | 'loading' | 'ready' | 'failed';

const sizeOf = (source: FaceSource) =>
  source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : source instanceof HTMLImageElement
      ? { width: source.naturalWidth, height: source.naturalHeight }
      : { width: source.width, height: source.height };

/**
 * The captures an enrolment takes, made on this device: each picture is described by the face engine and
 * kept only when it shows one clear face. The engine is loaded when `enabled` (after consent), never before.
 */
export function useFaceCaptures(enabled: boolean) {
  const [loaded, setLoaded] = useState<FaceEngine | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [captures, setCaptures] = useState<Capture[]>([]);
  const [problem, setProblem] = useState<CaptureProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const engine = useRef<FaceEngine | null>(null);
  const nextId = useRef(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadFaceEngine().then(
      (ready) => {
        if (!live) return;
        engine.current = ready;
        setLoaded(ready);
      },
      () => live && setFailedAttempt(attempt),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const engineState: EngineState = !enabled
    ? 'idle'
    : loaded
      ? 'ready'
      : failedAttempt === attempt
        ? 'failed'
        : 'loading';

  // The pictures stay on this screen only: their URLs are released when it closes.
  const shown = useRef<Capture[]>([]);
  useEffect(() => {
    shown.current = captures;
  }, [captures]);
  useEffect(() => () => shown.current.forEach((c) => URL.revokeObjectURL(c.thumbnail)), []);

  /** Describes one picture; keeps it when it is one clear face, else says why not. */
  const add = useCallback(async (source: FaceSource, thumbnail: string): Promise<boolean> => {
    if (!engine.current) return false;
    setChecking(true);
    try {
      const faces = await engine.current.describe(source);
      const check = checkCapture(faces, sizeOf(source));
      if (!check.ok) {
        URL.revokeObjectURL(thumbnail);
        setProblem(check.reason);
        return false;
      }
      setProblem(null);
      const id = nextId.current++;
      setCaptures((list) =>
        list.length >= CAPTURES_NEEDED
          ? list
          : [...list, { id, thumbnail, descriptor: check.face.descriptor }],
      );
      return true;
    } catch {
      URL.revokeObjectURL(thumbnail);
      setProblem('unreadable');
      return false;
    } finally {
      setChecking(false);
    }
  }, []);

  /** The camera's current frame. */
  const addFrame = useCallback(
    async (video: HTMLVideoElement) => {
      if (video.videoWidth === 0) return false;
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
      return add(canvas, blob ? URL.createObjectURL(blob) : '');
    },
    [add],
  );

  /** Photos chosen from the device, one after another, until three are kept. */
  const addFiles = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        if (shown.current.length >= CAPTURES_NEEDED) break;
        const url = URL.createObjectURL(file);
        const image = new Image();
        image.src = url;
        try {
          await image.decode();
        } catch {
          URL.revokeObjectURL(url);
          setProblem('unreadable');
          continue;
        }
        await add(image, url);
      }
    },
    [add],
  );

  const remove = useCallback((id: number) => {
    setCaptures((list) => {
      const gone = list.find((c) => c.id === id);
      if (gone) URL.revokeObjectURL(gone.thumbnail);
      return list.filter((c) => c.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setCaptures((list) => {
      list.forEach((c) => URL.revokeObjectURL(c.thumbnail));
      return [];
    });
    setProblem(null);
  }, []);

  return {
    engineState,
    retryEngine: () => setAttempt((n) => n + 1),
    model: loaded?.model ?? null,
    captures,
    problem,
    checking,
    addFrame,
    addFiles,
    remove,
    clear,
  };
}
