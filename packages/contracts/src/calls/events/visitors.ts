import { idParams } from '../../common.ts';
import {
  inviterListSchema,
  inviterQuerySchema,
  inviterSchema,
  visitorEmailConfirmSchema,
  visitorEmailConfirmedSchema,
  visitorFormSchema,
  visitorThanksSchema,
} from '../../events/visitors.ts';
import { defineCall } from '../define-call.ts';

const tags = ['events: visitors and PEP'];

/** Guests (public): the visitor form and who invited them, display names only. */
export const visitorCalls = {
  submit: defineCall({
    service: 'events',
    method: 'POST',
    path: '/visitors',
    access: 'public',
    tags,
    summary:
      'A guest’s visitor form: makes their PEP (or records a repeat visit) and tells the soul winner and the admins',
    description:
      'No session. Carries the `formToken` the server issued when the form opened (`POST form-tokens`): without a ' +
      'valid, unspent one 422 `form_token_invalid`, nothing written. A filled `website` (hidden from people) or a ' +
      'form sent within 3 seconds of its token is taken for a bot’s and answered as if accepted, storing nothing. ' +
      'The same person (name and mobile or e-mail) again changes nothing stored about them: the visit is recorded ' +
      'beside their PEP and a new contact is offered to staff (`GET peps/{id}/visits`). A new PEP’s e-mail is sent ' +
      'a link to confirm it. Limited per address. Answers nothing about anyone.',
    body: visitorFormSchema,
    rateLimit: { max: 10, timeWindow: '1 hour' },
    responses: { 201: visitorThanksSchema },
    errors: [422, 429],
  }),
  confirmEmail: defineCall({
    service: 'events',
    method: 'POST',
    path: '/visitors/confirm-email',
    access: 'public',
    tags,
    summary: 'A prospect confirms their e-mail address through the link sent to it',
    description:
      'No session; the signed token of the link is the proof. `confirmed` false (and nothing changed) for a forged ' +
      'or expired link, or when the PEP’s address changed since. Only a confirmed address (or one staff confirm) is ' +
      'ever sent an account invitation.',
    body: visitorEmailConfirmSchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    responses: { 200: visitorEmailConfirmedSchema },
    errors: [422, 429],
  }),
  inviters: defineCall({
    service: 'events',
    method: 'GET',
    path: '/visitors/inviters',
    access: 'public',
    tags,
    summary: 'Find who invited you: members of the locale as “Maria S.”, each with an opaque handle',
    description:
      'No session; at most 10 endorsed members of the locale, each named by first name and last initial with an ' +
      'opaque `handle` (never a member id, photo or contact) that the form sends back as `invitedBy`.',
    query: inviterQuerySchema,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    responses: { 200: inviterListSchema },
    errors: [422, 429],
  }),
  inviter: defineCall({
    service: 'events',
    method: 'GET',
    path: '/visitors/inviter/:id',
    access: 'public',
    tags,
    summary: 'An invite link’s member: “Maria S.” and locale only',
    description: 'No session. An id that is not an endorsed member answers 404.',
    params: idParams,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    responses: { 200: inviterSchema },
    errors: [404, 429],
  }),
};
