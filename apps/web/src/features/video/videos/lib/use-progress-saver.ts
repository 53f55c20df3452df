import { useCallback, useEffect, useRef } from 'react';
import type { PlayerPosition } from '../../../../components/video-player/video-player.tsx';
import { saveVideoProgress } from '../api/save-video-progress.ts';

/** Seconds between two saves while a video plays. */
export const PROGRESS_EVERY_SECONDS = 10;

/**
 * Keeps the caller's place in a video: saved every ~10 s while it plays, and at once on pause and at the end.
 * A failed save is not worth a message (the next one carries the place again).
 */
export function useProgressSaver(videoId: string) {
  const lastSavedAt = useRef(0);
  const lastPosition = useRef<number | null>(null);

  useEffect(() => {
    lastSavedAt.current = Date.now();
    lastPosition.current = null;
  }, [videoId]);

  const save = useCallback(
    (position: PlayerPosition) => {
      const positionSeconds = Math.round(position.positionSeconds * 10) / 10;
      if (lastPosition.current === positionSeconds) return;
      lastPosition.current = positionSeconds;
      lastSavedAt.current = Date.now();
      void saveVideoProgress(videoId, {
        positionSeconds,
        ...(position.durationSeconds ? { durationSeconds: position.durationSeconds } : {}),
      }).catch(() => undefined);
    },
    [videoId],
  );

  const onTimeUpdate = useCallback(
    (position: PlayerPosition) => {
      if (Date.now() - lastSavedAt.current >= PROGRESS_EVERY_SECONDS * 1000) save(position);
    },
    [save],
  );

  return { onTimeUpdate, onPause: save, onEnded: save };
}
