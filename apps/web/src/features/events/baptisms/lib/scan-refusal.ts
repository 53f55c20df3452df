import { baptismScanProblems, conflictReasonOf, type BaptismScanProblem } from '@congregate/contracts';
import { isApiError } from '../../../../lib/api/index.ts';

/** Why the scanner refused a code, by what the server answered (never its English text). */
export type ScanRefusal = BaptismScanProblem | 'not_for_here' | 'other';

const isScanProblem = (code: unknown): code is BaptismScanProblem =>
  typeof code === 'string' && Object.hasOwn(baptismScanProblems, code);

/**
 * A refused scan in the scanner's terms: the 422's issue code (another event, no baptism, not a form, not
 * scheduled); a card that is not a form (`card_invalid`); any other 422 is a code that does not belong here;
 * anything else (no network, not allowed) is worded like every refusal.
 */
export function scanRefusal(error: unknown): ScanRefusal {
  if (!isApiError(error)) return 'other';
  if (error.code === 'card_invalid') return 'baptism_form_invalid';
  if (error.status === 409 && conflictReasonOf(error.details) === 'pep_not_scheduled')
    return 'baptism_not_scheduled';
  if (error.status !== 422) return 'other';
  const coded = error.issues.map((issue) => issue.code).find(isScanProblem);
  return coded ?? 'not_for_here';
}
