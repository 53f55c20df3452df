import { VIDEO_LIMITS } from '@congregate/contracts';
import { useEffect, useRef } from 'react';

/**
 * Calls `beat` at once and then every `VIDEO_LIMITS.heartbeatSeconds` while `active` (the stream plays and the
 * page is in sight); stops as soon as it is not.
 */
export function useHeartbeat(active: boolean, beat: () => void) {
  const latest = useRef(beat);
  useEffect(() => {
    latest.current = beat;
  });
  useEffect(() => {
    if (!active) return;
    latest.current();
    const timer = window.setInterval(() => latest.current(), VIDEO_LIMITS.heartbeatSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [active]);
}
