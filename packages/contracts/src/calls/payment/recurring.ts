import { idParams, noBodySchema } from '../../common.ts';
import {
  recurringGiftSchema,
  recurringListQuerySchema,
  recurringListSchema,
} from '../../payment/recurring.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['payment: recurring gifts'];

/** Recurring gifts: the member sees and cancels their own; finance sees the locale’s. */
export const recurringCalls = {
  list: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/recurring',
    access: 'session',
    who: rule.data(
      'anyone signed in for their own; a member’s or a locale’s, finance and locale admins of that locale (`access/giving-access.ts`); anyone else 403',
    ),
    tags,
    summary: 'Recurring gifts: mine, or a member’s or a locale’s for finance',
    description:
      'Without filters: the caller’s own. `memberId`/`localeId`: finance and locale admins of the locale. ' +
      'Active and failing first.',
    query: recurringListQuerySchema,
    responses: { 200: recurringListSchema },
    errors: [...denied, 422],
  }),

  get: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/recurring/:id',
    access: 'session',

    who: rule.data(
      'its member, and finance and locale admins of its locale (`access/giving-access.ts`); anyone else 404 like a missing one',
    ),
    tags,
    summary: 'One recurring gift',
    description: 'Its member, and finance and locale admins of its locale; anyone else 404.',
    params: idParams,
    responses: { 200: recurringGiftSchema },
    errors: denied,
  }),

  cancel: defineCall({
    service: 'payment',
    method: 'DELETE',
    path: '/recurring/:id',
    access: 'session',

    who: rule.data(
      'its member, or finance of its locale (`access/giving-access.ts`); anyone else 403 (an unknown one too)',
    ),
    tags,
    summary: 'Cancel a recurring gift (the member their own, or finance)',
    description:
      'Its member, or finance of its locale. The provider’s subscription is cancelled first (503 ' +
      '`provider_unavailable` when it cannot be reached; nothing changes). Already cancelled 409. Audited ' +
      '(`recurring.cancel`).',
    params: idParams,
    body: noBodySchema,
    responses: { 200: recurringGiftSchema },
    errors: [...refused, 503],
  }),
};
