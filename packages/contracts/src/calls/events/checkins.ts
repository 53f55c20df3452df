import { idParams, okSchema, noBodySchema } from '../../common.ts';
import {
  checkInAlreadySchema,
  checkInCreatedSchema,
  checkInListQuerySchema,
  checkInPageSchema,
  flockAttendanceBodySchema,
  flockAttendanceQuerySchema,
  flockAttendanceSchema,
  newCheckInSchema,
} from '../../events/check-ins.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: check-in'];

/** A flock's attendance at a gathering: admins over its locale, and leaders of its flocks (for their own flock). */
const takesFlockAttendance = rule.recordSaying(
  'Only the flock’s leader or an admin may record this',
  'gathering',
  'params.id',
  'admins',
  'leaders',
);

/** Check-ins: recording, removing and listing who came. */
export const checkInCalls = {
  record: defineCall({
    service: 'events',
    method: 'POST',
    path: '/checkins',
    access: 'session',
    who: rule.data(
      'by method: the member themself (`qr-location`, `livestream`), a kiosk of the locale (`qr`, `face`, `kiosk-search`, `household`), a flock leader for their flock (`flock-leader`), an admin over the locale (any); anyone else 403',
    ),
    tags,
    summary: 'Check a member in to a gathering (once per gathering; idempotent by clientId)',
    description:
      'Who may: the member themself (`qr-location`, `livestream`), a kiosk of the locale (`qr`, `face`, ' +
      '`kiosk-search`), a flock leader for their flock (`flock-leader`), an admin over the locale (any method; ' +
      'audited). `card` is the member’s QR token: a re-issued card’s old token answers 422 `card_reissued`, a ' +
      'token that is not a card 422 `card_invalid`. A card checks in any endorsed member (a visitor too); a ' +
      '`memberId` must be in the caller’s scope (a kiosk’s locale). Without `gatheringId`, the gathering open now ' +
      'at `localeId` (a kiosk’s own locale): none open is 409 `no_gathering` with `details.next`. Kiosks and ' +
      'members check in only to a gathering open now; leaders and admins to any that has opened. The same ' +
      '`clientId` again answers as the first time and records nothing. 201 when recorded, 200 with ' +
      '`alreadyCheckedInAt` when the member was already in. Family check-in (`household`, a kiosk): a `memberId` of ' +
      'the kiosk’s locale who shares a household with someone checked in by card or face to the same gathering ' +
      'within the last 15 minutes; otherwise 422 `not_in_household`.',
    body: newCheckInSchema,
    responses: { 201: checkInCreatedSchema, 200: checkInAlreadySchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'events',
    method: 'DELETE',
    path: '/checkins/:id',
    access: 'session',

    who: rule.data(
      'an admin over the gathering’s locale, or the flock leader who recorded it; anyone else 403',
    ),
    tags,
    summary: 'Remove a check-in',
    description: 'An admin over the gathering’s locale, or the flock leader who recorded it. Audited.',
    params: idParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: denied,
  }),

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/checkins',
    access: 'session',

    who: rule.data(
      'an admin over the gathering’s locale (everyone), or a flock leader (the members of their flocks); anyone else 403',
    ),
    tags,
    summary: 'Who checked in to a gathering, in the order they came (paged)',
    description:
      'An admin over the locale sees everyone; a flock leader the members of their flocks; anyone else 403. ' +
      '`q` filters by name (case and accents ignored). Each row says how and when, who recorded it and whether ' +
      'it was the member’s first check-in ever.',
    query: checkInListQuerySchema,
    responses: { 200: checkInPageSchema },
    errors: refused,
  }),

  flockAttendance: defineCall({
    service: 'events',
    method: 'GET',
    path: '/gatherings/:id/flock-attendance',
    access: 'session',
    who: takesFlockAttendance,
    tags,
    summary: 'A flock’s endorsed members with who was present at a gathering (the leader’s tick list)',
    description:
      'The flock’s leader or an admin over the locale; anyone else 403. The flock must be of the gathering’s locale.',
    params: idParams,
    query: flockAttendanceQuerySchema,
    responses: { 200: flockAttendanceSchema },
    errors: refused,
  }),

  saveFlockAttendance: defineCall({
    service: 'events',
    method: 'PUT',
    path: '/gatherings/:id/flock-attendance',
    access: 'session',
    who: takesFlockAttendance,
    tags,
    summary: 'Save the flock’s attendance in one go: who was present',
    description:
      'Adds a `flock-leader` check-in for each member in `present` not yet in, and removes the `flock-leader` ' +
      'check-ins of the flock’s members left out. Check-ins made another way (a kiosk, the member’s own) stay. ' +
      'Every id must be an endorsed member of the flock (422 otherwise). The flock’s leader or an admin over ' +
      'the locale; audited. Answers the list as it now is.',
    params: idParams,
    body: flockAttendanceBodySchema,
    responses: { 200: flockAttendanceSchema },
    errors: refused,
  }),
};
