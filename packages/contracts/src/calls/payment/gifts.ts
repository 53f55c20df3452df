import { idParams } from '../../common.ts';
import {
  giftExportQuerySchema,
  giftListQuerySchema,
  giftPageSchema,
  giftReceiptSchema,
  giftSummaryQuerySchema,
  giftSummarySchema,
  refundInputSchema,
} from '../../payment/gifts.ts';
import { defineCall, denied, fileAnswerSchema, refused } from '../define-call.ts';
import { rule } from '../who.ts';
import { checkoutCalls } from './checkout.ts';

const tags = ['payment: gifts'];

/** Giving: checkout with the provider, its webhooks, gifts and receipts, refunds, the locale’s summary. */
export const giftCalls = {
  checkout: checkoutCalls.checkout,

  webhook: checkoutCalls.webhook,

  list: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/gifts',
    access: 'session',

    who: rule.data(
      'anyone signed in for their own gifts; a locale’s or a member’s, finance and locale admins of that locale (`access/giving-access.ts`), or the member themself; anyone else 403',
    ),
    tags,
    summary: 'Giving history: mine, a member’s, or a locale’s, with totals per year and fund',
    description:
      'Without `localeId`/`memberId`: the caller’s own gifts. `localeId`: finance and locale admins of the ' +
      'locale (district admins get totals only, through `gifts/summary`); anyone else 403. `memberId`: ' +
      'themselves, or finance and locale admins of the member’s locale. Keyset paged, newest first.',
    query: giftListQuerySchema,
    responses: { 200: giftPageSchema },
    errors: [...denied, 422],
  }),

  export: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/gifts/export',
    access: 'session',

    who: rule.data(
      'who may list the gifts: anyone signed in for their own; a locale’s or a member’s, finance and locale admins of that locale (`access/giving-access.ts`), or the member themself; anyone else 403',
    ),
    tags,
    summary: 'The gifts the filters match, as CSV (amounts in major units with their currency)',
    description: 'Who may list them may export them. A UTF-8 CSV with a BOM, attachment `gifts.csv`.',
    query: giftExportQuerySchema,
    file: { description: 'The gifts as CSV', contentTypes: ['text/csv'] },
    responses: { 200: fileAnswerSchema },
    errors: [...denied, 422],
  }),

  summary: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/gifts/summary',
    access: 'session',

    who: rule.data(
      'finance, locale admins and district admins over the locale in `query.localeId` (`access/giving-access.ts`); anyone else 403',
    ),
    tags,
    summary: 'A locale’s giving for a year by month and fund (the chart and its table)',
    description: 'Finance, locale admins and district admins over the locale; anyone else 403.',
    query: giftSummaryQuerySchema,
    responses: { 200: giftSummarySchema },
    errors: [...denied, 422],
  }),

  get: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/gifts/:id',
    access: 'session',
    who: rule.data(
      'the gift’s giver, and finance and admins of its locale; anyone else 404 like a missing gift',
    ),
    tags,
    summary: 'One gift’s receipt, with the church’s legal name and address',
    description:
      'The giver, and finance and locale admins of the gift’s locale; anyone else 404 (a gift’s existence is ' +
      'not revealed).',
    params: idParams,
    responses: { 200: giftReceiptSchema },
    errors: denied,
  }),

  refund: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/gifts/:id/refund',
    access: 'session',
    who: rule.data(
      'finance of the gift’s locale and super admins; its admins and giver 403, anyone else 404',
    ),
    tags,
    summary: 'Finance refunds a gift',
    description:
      'Finance of the gift’s locale and super admins (locale admins 403). An online gift is refunded through ' +
      'the provider first; a manual one is marked. Already refunded 409 (`already_refunded`). Audited ' +
      '(`gift.refund`, with the reason).',
    params: idParams,
    body: refundInputSchema,
    responses: { 200: giftReceiptSchema },
    errors: [...refused, 503],
  }),
};
