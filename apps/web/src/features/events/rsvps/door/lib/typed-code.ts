/**
 * The RSVP code in what an usher pasted: a guest's link (`…/invitation/{eventId}/{memberId}?rsvp={code}`, from
 * their RSVP page or their e-mail) gives its `rsvp` parameter; anything else is taken as the code itself.
 */
export function codeOfTyped(text: string): string {
  const trimmed = text.trim();
  try {
    return new URL(trimmed).searchParams.get('rsvp')?.trim() || trimmed;
  } catch {
    return trimmed;
  }
}
