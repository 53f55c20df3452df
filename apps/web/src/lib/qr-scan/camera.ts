/** `starting` until the camera shows; `scanning` while it plays; `denied` or `unavailable` when it cannot start. */
export type CameraState = 'idle' | 'starting' | 'scanning' | 'denied' | 'unavailable';

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * Plays a camera (`environment`: the back one, for cards and posters; `user`: the front one, for a face) in
 * `video`; `onState` hears `scanning` once it plays, or why it cannot. Answers the function that stops it.
 */
export function openCamera(
  video: HTMLVideoElement,
  facingMode: 'environment' | 'user',
  onState: (state: CameraState) => void,
): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  navigator.mediaDevices
    .getUserMedia({ video: { facingMode }, audio: false })
    .then(async (media) => {
      stream = media;
      if (stopped) return media.getTracks().forEach((track) => track.stop());
      video.srcObject = media;
      await video.play().catch(() => undefined);
      if (!stopped) onState('scanning');
    })
    .catch((error: unknown) => {
      if (!stopped) onState(cameraProblem(error));
    });
  return () => {
    stopped = true;
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}
