import { useEffect, useRef, useState } from 'react';
import { openCamera, type CameraState } from '../../../../lib/qr-scan/index.ts';

/** The front camera in a `<video>` while `active`; stopped when inactive or unmounted. */
export function useCamera(active: boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const supported = !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !supported || !video) return;
    const stop = openCamera(video, 'user', setState);
    return () => {
      stop();
      setState('starting');
    };
  }, [active, supported]);

  return { videoRef, state: !active ? ('idle' as const) : !supported ? ('unavailable' as const) : state };
}
