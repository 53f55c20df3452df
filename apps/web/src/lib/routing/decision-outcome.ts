// `validated?outcome=…&name=…` says what an endorsement decision did. The endorsement page now says it
// in place, above its list (so Back never lands on a spent confirmation); links of that form still work.

export const outcomes = ['endorsed', 'rejected', 'merged'] as const;
export type Outcome = (typeof outcomes)[number];

/** Names longer than this are cut on the validated page (the URL is anyone's to edit). */
const NAME_MAX = 160;

/** The decision shown by `validated`, read from its query string; null when there is none (or it is unknown). */
export function readOutcome(params: URLSearchParams): { outcome: Outcome; name: string | null } | null {
  const outcome = params.get('outcome');
  if (!outcomes.includes(outcome as Outcome)) return null;
  const name = params.get('name')?.trim().slice(0, NAME_MAX) || null;
  return { outcome: outcome as Outcome, name };
}
