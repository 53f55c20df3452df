import type { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * Why one field was refused, by a stable code: a rule of a shared schema (`birth_date_future`) or a refusal
 * of the server that needs its data (`locale_not_listed`). The API sends the code with each issue of a 422
 * (`details.issues[].code`, next to zod's own codes such as `too_small`), and the web shows its own message
 * for the code in the person's language; the English text here is what the API says to other clients.
 */
export const fieldProblems = {
  required: 'Required',
  password_too_short: `Use at least ${LIMITS.passwordMin} characters`,
  password_too_long: `Use at most ${LIMITS.passwordMax} characters`,
  password_contains_email: 'The password must not contain your email address',
  password_unchanged: 'Choose a password different from the current one',
  current_password_wrong: 'The current password is not right',
  birth_date_future: 'Birth date cannot be in the future',
  date_future: 'Cannot be in the future',
  year_out_of_range: 'Use a year within the accepted range',
  date_before_start: 'Cannot be before the start date',
  year_before_first: 'Cannot be before the first year',
  graduation_future: 'A graduation year cannot be in the future',
  current_job_end: 'Leave the end date empty for a current job',
  mobile_format: 'Use the international format, e.g. +639171234567',
  mobile_country_unknown: 'The number does not start with a country calling code',
  country_unknown: 'Not a country in the country list',
  locale_not_listed: 'Choose a locale from the list',
  locale_unchanged: 'The member already belongs to this locale',
  flock_outside_locale: 'Choose a flock of the member’s locale',
  flock_archived: 'This flock is archived; choose another',
  leader_outside_locale: 'Choose an endorsed member of the flock’s locale',
  leader_without_account:
    'This member has no account yet; invite them to sign up before making them a leader',
  member_outside_locale: 'Choose an endorsed member of the group’s locale',
  email_registered: 'This email is already registered',
  email_unchanged: 'This is already the member’s e-mail address',
  link_invalid: 'This link is not valid or has expired',
  merge_same_record: 'Choose another member record',
  merge_no_account: 'This registration has no account to attach',
  relative_is_self: 'A member is not their own relative',
  member_unknown: 'No member has this id',
  role_scope_unknown: 'No such flock, locale or district',
  role_not_for_account: 'Only a kiosk device has the kiosk role, and a kiosk device has no other role',
  signature_owner_missing: 'Say whose signature this is',
  signature_not_png: 'The signature is not a PNG image',
  signature_too_large: 'The signature image is too large',
  signature_unreadable: 'The signature image could not be read',
  file_missing: 'Attach the file',
  file_empty: 'The file is empty',
  image_unreadable: 'The file could not be read as an image',
  image_too_many_pixels: 'The image has too many pixels; choose a smaller one',
  cursor_invalid: 'This list has changed; start again from the first page',
  audience_outside_locale: 'Choose a flock, group or cluster of this locale',
  send_at_too_late: 'Choose a time within a year from now',
} as const;

export type FieldProblem = keyof typeof fieldProblems;

export function isFieldProblem(code: unknown): code is FieldProblem {
  return typeof code === 'string' && Object.hasOwn(fieldProblems, code);
}

/** One issue of a 422 `invalid_input`, as the server writes it: field path, English message and code. */
export function fieldIssue(path: string, problem: FieldProblem, message: string = fieldProblems[problem]) {
  return { path, message, code: problem };
}

/**
 * Adds a schema rule's issue with its problem code (in `params.problem`, where the server and the web read
 * it), for `superRefine` and `refine` checks.
 */
export function addFieldProblem(
  ctx: z.core.$RefinementCtx,
  path: string,
  problem: FieldProblem,
  message?: string,
) {
  ctx.addIssue({
    code: 'custom',
    path: [path],
    message: message ?? fieldProblems[problem],
    params: { problem },
  });
}

/** The problem code a zod issue carries (set by `addFieldProblem` or a refine's `params`), if any. */
export function problemOf(issue: object | null | undefined): FieldProblem | null {
  const params = (issue as { params?: { problem?: unknown } } | null | undefined)?.params;
  return isFieldProblem(params?.problem) ? params.problem : null;
}

/**
 * Why a request was refused with 409 `conflict` (`details.reason`): the state of the data does not allow it
 * (already done, taken meanwhile). Clients word it by this code; the English text is what the API says.
 */
export const conflictReasons = {
  already_endorsed: 'This member is already endorsed',
  already_rejected: 'This registration was already rejected',
  merge_not_pending: 'Only a pending registration can be merged',
  merge_target_has_account: 'The existing record already has an account',
  role_already_held: 'The user already has this role',
  import_number_taken: 'A member number in the file was taken meanwhile; try again',
  import_changed_meanwhile: 'Some of these members were changed while the file was imported; import it again',
  email_in_use: 'Another account uses this e-mail address',
  transfer_member_moved: 'The member has moved since this request was made; decline it instead',
  transfer_answered: 'This transfer was already answered',
  transfer_pending: 'A transfer request is already waiting for an answer',
  gathering_cancelled: 'This gathering was cancelled',
  checkin_not_open: 'Check-in for this gathering has not opened yet',
  checkin_client_id_reused: 'This clientId was used for another check-in; make a new one for each check-in',
  checkin_failed: 'The check-in could not be recorded; try again',
  email_registered: 'An account with this email already exists; sign in or reset your password',
  possible_duplicate:
    'A member of the locale may be this person already; merge into them or change the details',
  pep_not_baptized: 'Only a baptized PEP can be made a member',
  pep_not_scheduled: 'This PEP is not scheduled for a baptism',
  event_cancelled: 'This event was cancelled',
  event_over: 'This event is over',
  rsvp_not_open: 'RSVPs for this event have not opened yet',
  rsvp_closed: 'RSVPs for this event are closed',
  rsvp_attended: 'This guest was admitted already; the RSVP cannot be cancelled',
  rsvp_cancelled: 'This RSVP was cancelled',
  visit_decided: 'Someone decided on this visit already',
  email_changed: 'The PEP’s e-mail address changed meanwhile; check it and confirm again',
} as const;

export type ConflictReason = keyof typeof conflictReasons;

export function isConflictReason(reason: unknown): reason is ConflictReason {
  return typeof reason === 'string' && Object.hasOwn(conflictReasons, reason);
}

/** The reason a 409's `details` carry (`{ reason }`), if it is one this version knows. */
export function conflictReasonOf(details: unknown): ConflictReason | null {
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return isConflictReason(reason) ? reason : null;
}
