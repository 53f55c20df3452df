/**
 * Whether a public form (visitor form, RSVP) was sent by a bot: its hidden `website` field filled (people never
 * see it), or sent sooner after it was opened than a person types — `minSeconds`; a clock that says the form
 * was opened in the future counts as sooner. A form without `openedAt` (an API client) is judged by the field.
 */
export function looksLikeABot(
  form: { website?: string | undefined; openedAt?: number | undefined },
  minSeconds: number,
  now = Date.now(),
): boolean {
  if (form.website !== undefined && form.website.trim() !== '') return true;
  return form.openedAt !== undefined && now - form.openedAt < minSeconds * 1000;
}
