/**
 * Whether a public form (visitor form, RSVP) was sent by a bot by its honeypot: the hidden `website` field filled
 * (people never see it). How soon a form came back counts from the token the server issued when it opened
 * (services/events/form-tokens), never from a clock the client reports.
 */
export function filledHoneypot(form: { website?: string | undefined }): boolean {
  return form.website !== undefined && form.website.trim() !== '';
}
