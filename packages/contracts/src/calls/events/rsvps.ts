import { z } from 'zod';
import { idParams, idSchema } from '../../common.ts';
import {
  arrivalAnswerSchema,
  arrivalSchema,
  DOOR_WINDOW,
  eventSummarySchema,
  guestRsvpSchema,
  registeredGuestRsvpSchema,
  rsvpReceiptSchema,
  guestRsvpViewSchema,
  newRsvpSchema,
  onBehalfRsvpSchema,
  RSVP_LIMITS,
  rsvpCodeBodySchema,
  rsvpCodeQuerySchema,
  rsvpListQuerySchema,
  rsvpPageSchema,
  rsvpPatchSchema,
  rsvpSchema,
  walkInSchema,
} from '../../events/rsvps.ts';
import { defineCall, denied, fileAnswerSchema, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: RSVPs'];
const rsvpParams = z.strictObject({ id: idSchema, rsvpId: idSchema });

/**
 * RSVPs: a guest's own (public, from an invitation), a flock leader's for a guest, walk-ins and arrivals at the
 * door (ushers: the locale's admins and flock leaders), and the admins' lists and figures.
 */
export const rsvpCalls = {
  create: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events/:id/rsvps',
    access: 'public',
    tags,
    summary:
      'A guest RSVPs: their link (with the QR) goes to their e-mail or phone; the answer says only where',
    description:
      'No session. Carries the `formToken` the server issued when the form opened (`POST form-tokens`; without a ' +
      'valid, unspent one 422 `form_token_invalid`, nothing written). A new RSVP is `confirmed` while seats remain ' +
      '(party sizes counted against `capacity`), else `waitlisted` in order; its link is sent to the e-mail (and ' +
      'the mobile) given. An RSVP to the event that already has this e-mail or mobile changes nothing: its link ' +
      'is sent again to the contact on file (at most every ' +
      `${RSVP_LIMITS.resendMinutes} minutes). Either way the answer is the same 201 \`{ received, sentTo }\` — ` +
      'no code, no status, nothing that tells whether someone had RSVP’d. `invitedBy` (an endorsed member of the ' +
      'event’s locale, by id or handle; anyone else is ignored) is the soul winner. The guest becomes a PEP of the ' +
      'locale (`source: event-rsvp`) unless they are one already, whose stored details it never changes. A party ' +
      'over the event’s `maxPartySize` 422 `party_too_large`; a filled `website` or a form sent within 3 seconds ' +
      'of its token 422 `bot`; RSVPs closed, event over or cancelled 409; more than ' +
      `${RSVP_LIMITS.perAddressPerEvent} RSVPs to one event or ${RSVP_LIMITS.perHour} an hour from one address 429.`,
    params: idParams,
    body: newRsvpSchema,
    rateLimit: { max: RSVP_LIMITS.perHour, timeWindow: '1 hour' },
    responses: { 201: rsvpReceiptSchema },
    errors: [404, 409, 422, 429],
  }),

  byCode: defineCall({
    service: 'events',
    method: 'GET',
    path: '/rsvps/by-code',
    access: 'public',
    tags,
    summary: 'A guest’s own RSVP and its event, from the code of their link',
    description: 'No session; the signed code is the guest’s proof. A forged or unknown code 404.',
    query: rsvpCodeQuerySchema,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    responses: { 200: guestRsvpViewSchema },
    errors: [404, 422, 429],
  }),

  calendarByCode: defineCall({
    service: 'events',
    method: 'GET',
    path: '/rsvps/by-code/calendar',
    access: 'public',
    tags,
    summary: 'A guest’s RSVP as a calendar entry (ICS), to add the event to their phone’s calendar',
    description:
      'No session; the signed code is the guest’s proof. One VEVENT (RFC 5545): the event’s title, start and end ' +
      '(UTC), venue, and the guest’s own link with their QR. A forged or unknown code 404; a cancelled RSVP or ' +
      'event 409.',
    query: rsvpCodeQuerySchema,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    file: { description: 'The calendar entry', contentTypes: ['text/calendar'] },
    responses: { 200: fileAnswerSchema },
    errors: [404, 409, 422, 429],
  }),

  confirmByCode: defineCall({
    service: 'events',
    method: 'POST',
    path: '/rsvps/by-code/confirm',
    access: 'public',
    tags,
    summary: 'A guest confirms an RSVP a flock leader made for them',
    description:
      'No session. `registered` becomes `confirmed` while seats remain (else `waitlisted`); any other status is ' +
      'answered unchanged. A forged code 404; a cancelled event 409.',
    body: rsvpCodeBodySchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    responses: { 200: guestRsvpSchema },
    errors: [404, 409, 422, 429],
  }),

  cancelByCode: defineCall({
    service: 'events',
    method: 'POST',
    path: '/rsvps/by-code/cancel',
    access: 'public',
    tags,
    summary: 'A guest cancels their RSVP through their link',
    description:
      'No session. The RSVP becomes `cancelled` (its seats go to the waiting list, in order); an RSVP already ' +
      'admitted cannot be cancelled (409). A forged code 404.',
    body: rsvpCodeBodySchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    responses: { 200: guestRsvpSchema },
    errors: [404, 409, 422, 429],
  }),

  onBehalf: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events/:id/rsvps/on-behalf',
    access: 'session',
    who: rule.data(
      'the leader of the inviting member’s flock (`body.memberId`) or admins over the event’s locale',
    ),
    tags,
    summary: 'A flock leader registers a guest a member of their flock invited (`flock-rsvp-add-modal`)',
    description:
      'The leader of the inviting member’s flock, or an admin over the event’s locale; the member must belong to ' +
      'the event’s locale. The RSVP is `registered` (or `waitlisted`) until the guest confirms through the link ' +
      'sent to them (e-mail or text); the answer carries no code, so only the guest can confirm it. The guest ' +
      'becomes a PEP as with their own RSVP.',
    params: idParams,
    body: onBehalfRsvpSchema,
    responses: { 201: registeredGuestRsvpSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/:id/rsvps',
    access: 'session',
    who: rule.record('church-event', 'params.id', 'admins'),
    tags,
    summary: 'An event’s RSVPs (`admin-rsvp`), newest first, with contact and soul winner',
    description: 'An admin over the event’s locale.',
    params: idParams,
    query: rsvpListQuerySchema,
    responses: { 200: rsvpPageSchema },
    errors: [...denied, 422],
  }),

  exportCsv: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/:id/rsvps/export',
    access: 'session',
    who: rule.record('church-event', 'params.id', 'admins'),
    tags,
    summary: 'An event’s RSVPs as CSV (every one, every status)',
    description:
      'An admin over the event’s locale. UTF-8 with a byte-order mark, so spreadsheets read names right.',
    params: idParams,
    file: { description: 'The RSVPs', contentTypes: ['text/csv'] },
    responses: { 200: fileAnswerSchema },
    errors: denied,
  }),

  update: defineCall({
    service: 'events',
    method: 'PATCH',
    path: '/events/:id/rsvps/:rsvpId',
    access: 'session',
    who: rule.record('church-event', 'params.id', 'admins'),
    tags,
    summary: 'Correct an RSVP or change its status (an admin; audited)',
    description:
      'An admin over the event’s locale. Cancelling frees seats for the waiting list; `attended` records the ' +
      'arrival now when it had none.',
    params: rsvpParams,
    body: rsvpPatchSchema,
    responses: { 200: rsvpSchema },
    errors: refused,
  }),

  summary: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/:id/summary',
    access: 'session',
    who: rule.record('church-event', 'params.id', 'admins'),
    tags,
    summary: 'An event’s figures: RSVPs by status, arrived, first-timers, by soul winner and flock',
    description: 'An admin over the event’s locale (`admin-rsvp`, `minister-page`).',
    params: idParams,
    responses: { 200: eventSummarySchema },
    errors: denied,
  }),

  arrive: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events/:id/arrivals',
    access: 'session',
    who: rule.recordSaying(
      'Only the ushers of this event’s locale may do this',
      'church-event',
      'params.id',
      'admins',
      'leaders',
    ),
    tags,
    summary: 'An usher scans a guest’s RSVP QR: admitted, once',
    description:
      'An usher: an admin over the event’s locale or an endorsed flock leader of that locale. A code that is ' +
      'forged, for another event, or for a cancelled event 422 with a `code` the page words. A second scan ' +
      'changes nothing and answers `alreadyArrivedAt`. Instead of `code`, an usher who reads the list (an admin ' +
      'over the locale) may send `rsvpId`, the RSVP found by the guest’s name when their phone cannot show the ' +
      'code (a flock leader 403; an RSVP of another event 404). Outside the door’s window (from ' +
      `${DOOR_WINDOW.opensMinutesBefore} minutes before the start to ${DOOR_WINDOW.closesMinutesAfter} after the ` +
      'end) 422 `outside_door_window` unless `admitOutsideWindow`.',
    params: idParams,
    body: arrivalSchema,
    responses: { 200: arrivalAnswerSchema },
    errors: refused,
  }),

  walkIn: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events/:id/walk-ins',
    access: 'session',
    who: rule.recordSaying(
      'Only the ushers of this event’s locale may do this',
      'church-event',
      'params.id',
      'admins',
      'leaders',
    ),
    tags,
    summary: 'Register a guest at the door and admit them (who invited them is picked by display name)',
    description:
      'An usher (as for arrivals). The guest is admitted at once (`attended`, source `walk-in`) and becomes a ' +
      'PEP of the locale (`source: walk-in`) unless they are one already.',
    params: idParams,
    body: walkInSchema,
    responses: { 201: rsvpSchema },
    errors: refused,
  }),
};
