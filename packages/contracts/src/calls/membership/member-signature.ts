import { idParams, okSchema } from '../../common.ts';
import { saveSignatureBodySchema, signatureSchema } from '../../member-media.ts';
import { defineCall, denied } from '../define-call.ts';
import { rule } from '../who.ts';

/** A member's drawn signature (`signature`). */
export const memberSignatureCalls = {
  save: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/saveSignature',
    access: 'session',
    who: rule.data(
      'the member in `body.memberId` (the caller without it) themself once endorsed, or admins over them (`requireMember`, `edit`, applied by the service); anyone else 403',
    ),
    tags: ['membership'],
    summary: 'Save a member’s signature (a PNG data URL)',
    description:
      'Without `memberId` the caller’s own signature is saved. The image must really be a PNG (checked from its ' +
      'bytes) of at most 2000×1000 pixels; it is stored without metadata and replaces any earlier one. ' +
      'The member themself (endorsed) or an admin over them; an admin’s change is audited.',
    body: saveSignatureBodySchema,
    responses: { 200: signatureSchema },
    errors: [...denied, 422],
  }),
  get: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/get-signature/:id',
    access: 'session',
    who: rule.member('params.id', 'read'),
    tags: ['membership'],
    summary: 'A member’s signature',
    description:
      '`signature` is a PNG data URL, or null with `savedAt` null when none was drawn. The member themself, an admin ' +
      'over them, or their flock leader.',
    params: idParams,
    responses: { 200: signatureSchema },
    errors: denied,
  }),
  remove: defineCall({
    service: 'membership',
    method: 'DELETE',
    path: '/members/:id/signature',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags: ['membership'],
    summary: 'Clear a member’s signature',
    description:
      'Answers `{ ok: true }` also when there was none. The member themself or an admin over them (audited).',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
