import { z } from 'zod';
import { idParams, idSchema, noBodySchema } from '../../common.ts';
import { pepSchema, pepVisitListSchema, pepVisitSchema } from '../../events/peps.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: PEPs'];
const visitParams = z.strictObject({ id: idSchema, visitId: idSchema });

/**
 * A known prospect's repeat visits (issue 35): what a public form gave again, kept beside the PEP. Staff apply a
 * new contact (audited) or dismiss it; a public form never writes over what the church stores about a person.
 */
export const pepVisitCalls = {
  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/peps/:id/visits',
    access: 'session',
    who: rule.data(
      'who sees the PEP (`canSeePep`): admins over its locale, the leader of its flock, its soul winner; anyone else 403 (404 only to a super admin)',
    ),
    tags,
    summary: 'A PEP’s repeat visits from the public forms, newest first, with the PEP’s contact beside them',
    description:
      'Who may see the PEP (its soul winner, the leaders of its flock, the admins over its locale). A visit whose ' +
      'mobile or e-mail differs from the PEP’s and is not decided is `contactDiffers`.',
    params: idParams,
    responses: { 200: pepVisitListSchema },
    errors: denied,
  }),
  apply: defineCall({
    service: 'events',
    method: 'POST',
    path: '/peps/:id/visits/:visitId/apply',
    access: 'session',
    who: rule.data(
      'an admin over the PEP’s locale (`administersPep`); anyone else 403 (404 only to a super admin)',
    ),
    tags,
    summary: 'Apply the contact a repeat visit gave to the PEP (staff; audited)',
    description:
      'An admin over the PEP’s locale. The visit’s mobile and e-mail (those it gave) replace the PEP’s; a changed ' +
      'e-mail is unconfirmed until confirmed again. A visit already decided 409. Audited with before and after.',
    params: visitParams,
    body: noBodySchema,
    responses: { 200: pepSchema },
    errors: refused,
  }),
  dismiss: defineCall({
    service: 'events',
    method: 'POST',
    path: '/peps/:id/visits/:visitId/dismiss',
    access: 'session',
    who: rule.data(
      'an admin over the PEP’s locale (`administersPep`); anyone else 403 (404 only to a super admin)',
    ),
    tags,
    summary: 'Keep the PEP’s contact and close a repeat visit’s offer (staff; audited)',
    description: 'An admin over the PEP’s locale. A visit already decided 409.',
    params: visitParams,
    body: noBodySchema,
    responses: { 200: pepVisitSchema },
    errors: refused,
  }),
};
