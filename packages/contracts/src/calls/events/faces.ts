import { okSchema } from '../../common.ts';
import {
  faceEnrolmentBodySchema,
  faceMemberQuerySchema,
  faceStatusSchema,
  kioskFacesQuerySchema,
  kioskFacesSchema,
} from '../../events/faces.ts';
import { defineCall, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: face check-in'];
const whoText =
  'The member themself (no `memberId`), or — with `memberId` — a super admin, the member’s locale admin or ' +
  'their district admin; anyone else 403.';

/** The member themself, or admins over the member in `query.memberId`. */
const faceOwners = rule.data(
  'the member themself (no `memberId`), or, with `memberId`, admins over the member’s locale; anyone else 403',
);

/** Opt-in face check-in: consent and enrolment (descriptors computed on the device), and the kiosks' copy. */
export const faceCalls = {
  status: defineCall({
    service: 'events',
    method: 'GET',
    path: '/faces/status',
    access: 'session',
    who: faceOwners,
    tags,
    summary: 'Whether a member is enrolled for face check-in, and when they consented',
    description: `${whoText} Never answers the descriptors.`,
    query: faceMemberQuerySchema,
    responses: { 200: faceStatusSchema },
    errors: refused,
  }),

  enrol: defineCall({
    service: 'events',
    method: 'POST',
    path: '/faces/enrolment',
    access: 'session',

    who: rule.data(
      'an endorsed member for themself, or (`memberId`) an admin over the member’s locale; anyone else 403',
    ),
    tags,
    summary: 'Consent and enrol for face check-in with descriptors computed on the device',
    description:
      'An endorsed member for themself, or an admin over the member’s locale enrolling them in person ' +
      '(`memberId`; the member ticks the consent on the admin’s screen). `consent.accepted` must be true and ' +
      '`consent.textVersion` the current one (else 422). 3–5 descriptors of 1,024 finite numbers each (else ' +
      '422) and the model that made them; no photo is ever sent. Enrolling again replaces the earlier ' +
      'captures. Audited.',
    body: faceEnrolmentBodySchema,
    responses: { 201: faceStatusSchema },
    errors: refused,
  }),

  withdraw: defineCall({
    service: 'events',
    method: 'DELETE',
    path: '/faces/enrolment',
    access: 'session',

    who: faceOwners,
    tags,
    summary: 'Withdraw consent: the descriptors are deleted at once',
    description:
      `${whoText} Deletes the member’s descriptors on the server at once; kiosks drop them at their next ` +
      'refresh (within a minute while online). Succeeds when not enrolled too. Audited.',
    query: faceMemberQuerySchema,
    responses: { 200: okSchema },
    errors: refused,
  }),

  kioskFaces: defineCall({
    service: 'events',
    method: 'GET',
    path: '/kiosk/faces',
    access: 'session',

    who: rule.kiosk,
    tags,
    summary: 'A kiosk’s copy of its locale’s enrolled faces (only consented members; only in face mode)',
    description:
      'A kiosk session only (others 403). With face mode off, no member. Otherwise each endorsed member of the ' +
      'kiosk’s locale who consented, with the centroid of their captures; never a member of another locale. ' +
      'Send the `version` held as `since`: when nothing changed the answer is `unchanged` without the list.',
    query: kioskFacesQuerySchema,
    responses: { 200: kioskFacesSchema },
    errors: [401, 403, 422],
  }),
};
