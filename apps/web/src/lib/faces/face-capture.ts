// Whether a camera frame or photo is good enough to enrol from or match: pure, so tests and
// bench/face-accuracy.mjs use the very rule the app does. The thresholds are explained in docs/faces.md.

/** A face the engine found, with its descriptor. */
export interface DescribedFace {
  descriptor: Float32Array;
  /** The detector's confidence, 0–1. */
  score: number;
  /** x, y, width, height in pixels of the image described. */
  box: [number, number, number, number];
  /** Anti-spoofing: near 1 a real face, near 0 a reproduction; null when the model gave nothing. */
  real: number | null;
  /** Liveness: near 1 a live face, near 0 not; null when the model gave nothing. */
  live: number | null;
}

export type CaptureCheck =
  | { ok: true; face: DescribedFace }
  | { ok: false; reason: 'no-face' | 'several-faces' | 'unclear' | 'too-small' | 'spoof' };

export const CAPTURE_RULES = {
  /** The detector's confidence a usable face needs. */
  minScore: 0.8,
  /** Faces less sure than this are not counted at all (a poster in the background, a pattern). */
  countScore: 0.5,
  /** The face box's larger side, as a share of the image's shorter side. */
  minShare: 0.15,
  /**
   * Refused as a reproduction when either model is clearly sure of it (its score below this). Our sample
   * faces, all photographs, scored real 0.29–0.92 and live 0.18–1.00 (docs/faces.md): the models cannot be
   * trusted to catch a photo, so only a clear verdict refuses a face, and the matcher does the rest.
   */
  spoofBelow: 0.2,
} as const;

/** The one clear face of an image, or why there is none. */
export function checkCapture(
  faces: readonly DescribedFace[],
  { width, height }: { width: number; height: number },
): CaptureCheck {
  const counted = faces.filter((face) => face.score >= CAPTURE_RULES.countScore);
  if (counted.length === 0) return { ok: false, reason: faces.length ? 'unclear' : 'no-face' };
  if (counted.length > 1) return { ok: false, reason: 'several-faces' };
  const face = counted[0]!;
  if (face.score < CAPTURE_RULES.minScore) return { ok: false, reason: 'unclear' };
  const [, , boxWidth, boxHeight] = face.box;
  if (Math.max(boxWidth, boxHeight) < CAPTURE_RULES.minShare * Math.min(width, height)) {
    return { ok: false, reason: 'too-small' };
  }
  if ((face.real ?? 1) < CAPTURE_RULES.spoofBelow || (face.live ?? 1) < CAPTURE_RULES.spoofBelow) {
    return { ok: false, reason: 'spoof' };
  }
  return { ok: true, face };
}
