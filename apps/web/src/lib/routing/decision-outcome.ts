// The link between the endorsement page and `validated`: after a decision the admin lands on
// `validated?outcome=…&name=…`, which says what happened.

export const outcomes = ['endorsed', 'rejected', 'merged'] as const;
export type Outcome = (typeof outcomes)[number];

/** Names longer than this are cut on the validated page (the URL is anyone's to edit). */
const NAME_MAX = 160;

/** Where an admin lands after a decision: `validated?outcome=…&name=…`. */
export function outcomePath(outcome: Outcome, name: string): string {
  return `/validated?${new URLSearchParams({ outcome, name })}`;
}

/** The decision shown by `validated`, read from its query string; null when there is none (or it is unknown). */
export function readOutcome(params: URLSearchParams): { outcome: Outcome; name: string | null } | null {
  const outcome = params.get('outcome');
  if (!outcomes.includes(outcome as Outcome)) return null;
  const name = params.get('name')?.trim().slice(0, NAME_MAX) || null;
  return { outcome: outcome as Outcome, name };
}
