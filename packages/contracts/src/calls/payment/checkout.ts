import {
  checkoutInputSchema,
  checkoutSchema,
  providerParams,
  webhookAnswerSchema,
} from '../../payment/gifts.ts';
import { defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['payment: gifts'];

/** Online giving through the payment provider: the checkout and the provider's signed webhook. */
export const checkoutCalls = {
  checkout: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/gifts/checkout',
    access: 'session',
    who: rule.data(
      'endorsed members with a member record and a locale (admin accounts without one too are refused); anyone else 403',
    ),
    tags,
    summary: 'A member starts a gift: the provider’s checkout URL, or how to give by bank or in person',
    description:
      'Endorsed members with a member record (403 otherwise), to an active fund of their own locale (422 ' +
      '`fund_not_available`). `currency` must be the fund’s (422 `currency_mismatch`); the amount at least one ' +
      'and at most 1,000,000 major units (422 `amount_out_of_range`). With the manual provider (or a locale ' +
      'without online giving) nothing is recorded: finance records the gift when it arrives. With Stripe a ' +
      'Checkout Session (one-time, or a subscription for weekly/monthly) is made and its URL answered.',
    body: checkoutInputSchema,
    responses: { 200: checkoutSchema },
    errors: [401, 403, 409, 422, 503],
  }),

  webhook: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/gifts/webhook/:provider',
    access: 'public',
    tags,
    summary: 'The payment provider tells Congregate what happened (signed)',
    description:
      'The raw body is verified with the provider’s signature (Stripe: `Stripe-Signature` checked by the SDK ' +
      'against STRIPE_WEBHOOK_SECRET); a missing or forged signature 400 and records nothing. Idempotent by ' +
      'the provider’s event id: a replayed event answers `duplicate: true` and records nothing again. ' +
      '`checkout.session.completed` records a one-time gift or starts a plan; `invoice.paid` records a plan’s ' +
      'gift (and clears `failing`); `invoice.payment_failed` marks the plan failing and tells the member; ' +
      '`customer.subscription.deleted` cancels the plan. Other events are acknowledged and ignored. An invoice ' +
      'naming no plan or checkout Congregate knows yet 503 with nothing recorded, so the provider delivers it again.',
    params: providerParams,
    responses: { 200: webhookAnswerSchema },
    errors: [400, 404, 503],
  }),
};
