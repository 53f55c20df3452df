import { rsvpArrivalProblems, type RsvpArrivalProblem } from '@congregate/contracts';
import { isApiError } from '../../../../../lib/api/index.ts';

/** Why a code was refused at the door, in the entry page's terms (never the server's English). */
export type ArrivalRefusal = RsvpArrivalProblem | 'other';

const isArrivalProblem = (code: unknown): code is RsvpArrivalProblem =>
  typeof code === 'string' && Object.hasOwn(rsvpArrivalProblems, code);

/**
 * A refused code: the 422's issue code (another event's RSVP, a cancelled event); a forged or foreign code
 * (`card_invalid`, or any other 422) is not an RSVP of this church; anything else (no network, not an usher) is
 * worded like every refusal.
 */
export function arrivalRefusal(error: unknown): ArrivalRefusal {
  if (!isApiError(error)) return 'other';
  if (error.code === 'card_invalid') return 'rsvp_code_invalid';
  if (error.status !== 422) return 'other';
  return error.issues.map((issue) => issue.code).find(isArrivalProblem) ?? 'rsvp_code_invalid';
}
