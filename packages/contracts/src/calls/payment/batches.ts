import { idParams, noBodySchema } from '../../common.ts';
import {
  batchDetailSchema,
  batchListQuerySchema,
  batchPageSchema,
  batchUpdateSchema,
  newBatchSchema,
} from '../../payment/batches.ts';
import { rule } from '../who.ts';
import { defineCall, denied, refused } from '../define-call.ts';

const tags = ['payment: batches'];

/** Manual gifts: a service’s cash and cheque envelopes, counted, balanced and closed by finance. */
export const batchCalls = {
  create: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/batches',
    access: 'session',
    who: rule.recordSaying(
      'You may not do this with this locale’s giving',
      'locale',
      'body.localeId',
      'finance-managers',
    ),
    tags,
    summary: 'Finance records a service’s envelopes as an open batch',
    description:
      'Finance of the locale and super admins. Every fund must be an active fund of the locale (422 ' +
      '`fund_not_available`), every member of the locale (422 `member_outside_locale`). Audited (`batch.create`).',
    body: newBatchSchema,
    responses: { 201: batchDetailSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/batches',
    access: 'session',
    who: rule.recordSaying(
      'You may not do this with this locale’s giving',
      'locale',
      'query.localeId',
      'finance',
    ),
    tags,
    summary: 'A locale’s batches, latest service first',
    description: 'Finance and locale admins of the locale.',
    query: batchListQuerySchema,
    responses: { 200: batchPageSchema },
    errors: [...denied, 422],
  }),

  get: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/batches/:id',
    access: 'session',
    who: rule.recordSaying('You may not do this with this batch', 'gift-batch', 'params.id', 'finance'),
    tags,
    summary: 'One batch with its lines',
    description: 'Finance and locale admins of its locale.',
    params: idParams,
    responses: { 200: batchDetailSchema },
    errors: denied,
  }),

  update: defineCall({
    service: 'payment',
    method: 'PUT',
    path: '/batches/:id',
    access: 'session',
    who: rule.recordSaying(
      'You may not do this with this batch',
      'gift-batch',
      'params.id',
      'finance-managers',
    ),
    tags,
    summary: 'Finance corrects an open batch (date, label, counted total, lines)',
    description: 'Finance of its locale. A closed batch 409 (`batch_closed`). Audited (`batch.update`).',
    params: idParams,
    body: batchUpdateSchema,
    responses: { 200: batchDetailSchema },
    errors: refused,
  }),

  close: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/batches/:id/close',
    access: 'session',
    who: rule.recordSaying(
      'You may not do this with this batch',
      'gift-batch',
      'params.id',
      'finance-managers',
    ),
    tags,
    summary: 'Finance closes a batch that balances: its lines become gifts',
    description:
      'Finance of its locale. The lines must add up to the counted total (409 `batch_unbalanced`, ' +
      '`details.differenceMinor`); an empty batch 409 (`batch_empty`); already closed 409 (`batch_closed`). ' +
      'Each line becomes a gift given on the service date. Audited (`batch.close`).',
    params: idParams,
    body: noBodySchema,
    responses: { 200: batchDetailSchema },
    errors: refused,
  }),
};
