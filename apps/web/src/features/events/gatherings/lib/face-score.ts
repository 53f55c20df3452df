import { FACE_MATCH_DEFAULTS } from '@congregate/contracts';

/**
 * A face check-in scoring below this is worth a look: within 0.05 of the kiosks' default threshold (a kiosk may
 * accept lower when its admin chose a lower threshold). Rounded, so that 0.70 itself is not doubtful.
 */
export const DOUBTFUL_FACE_SCORE = Math.round((FACE_MATCH_DEFAULTS.threshold + 0.05) * 100) / 100;

/** Whether a check-in's face score calls for an admin's look (false for check-ins made another way). */
export function isDoubtfulFaceScore(score: number | null): boolean {
  return score !== null && score < DOUBTFUL_FACE_SCORE;
}

/** A similarity score or setting with two decimals, as the person's language writes numbers (`0.74`). */
export function formatFaceScore(score: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    score,
  );
}
