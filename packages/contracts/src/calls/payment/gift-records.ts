import {
  bankImportAnswerSchema,
  bankImportInputSchema,
  bankImportPreviewInputSchema,
  bankImportPreviewSchema,
  giftReferenceQuerySchema,
  giftReferenceSchema,
  recordGiftInputSchema,
} from '../../payment/gift-records.ts';
import { giftReceiptSchema } from '../../payment/gifts.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['payment: gift records'];
const notFinance = 'Only finance of this locale may record its gifts';

/**
 * Gifts finance records by hand (issue 37): a bank transfer, cash or a cheque outside a batch, found by the
 * transfer reference the member was shown; a bank statement's lines matched by that reference.
 */
export const giftRecordCalls = {
  record: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/gifts',
    access: 'session',
    who: rule.recordSaying(notFinance, 'fund', 'body.fundId', 'finance-managers'),
    tags,
    summary: 'Finance records a gift received outside the app (a bank transfer, cash, a cheque)',
    description:
      'Finance of the fund’s locale and super admins; locale admins and anyone else 403. The member must be of ' +
      'the fund’s locale (422 `member_outside_locale`), the fund active (422 `fund_not_available`), the ' +
      'currency the fund’s (422 `currency_mismatch`), `receivedOn` a day in the locale’s time zone not in the ' +
      'future. The gift is the member’s like any other: their giving, receipt and statement show it. Audited ' +
      '(`gift.record`).',
    body: recordGiftInputSchema,
    responses: { 201: giftReceiptSchema },
    errors: refused,
  }),

  findReference: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/gifts/reference',
    access: 'session',
    who: rule.recordSaying(notFinance, 'locale', 'query.localeId', 'finance-managers'),
    tags,
    summary: 'Who and which fund a transfer reference (`GIVE-M0000004-TITH`) names in a locale',
    description:
      'Finance of the locale and super admins. The member by their number (or the start of their id), of this ' +
      'locale only; the active funds whose first four letters match. 404 when the reference names no member ' +
      'here; 422 when the text holds no reference.',
    query: giftReferenceQuerySchema,
    responses: { 200: giftReferenceSchema },
    errors: denied,
  }),

  previewBankImport: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/gifts/bank-import/preview',
    access: 'session',
    who: rule.recordSaying(notFinance, 'locale', 'body.localeId', 'finance-managers'),
    tags,
    summary: 'Reads a bank statement’s CSV and matches its credits to members by transfer reference',
    description:
      'Finance of the locale and super admins. Nothing is recorded: each line answers its day, amount, ' +
      'reference and member and fund, or why it was not matched (no reference, unknown member or fund, not a ' +
      'credit, no date, already recorded). The header row names the columns (a date; an amount or a credit; a ' +
      'description, details or reference); 422 `columns_not_found` when it does not.',
    body: bankImportPreviewInputSchema,
    responses: { 200: bankImportPreviewSchema },
    errors: refused,
  }),

  importBank: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/gifts/bank-import',
    access: 'session',
    who: rule.recordSaying(notFinance, 'locale', 'body.localeId', 'finance-managers'),
    tags,
    summary: 'Records the bank statement lines finance chose as bank-transfer gifts, in one transaction',
    description:
      'Finance of the locale and super admins. Every member and fund must be of the locale (422, nothing ' +
      'recorded). A line whose reference, amount and day are already recorded is skipped (a statement ' +
      'imported twice records each gift once). Audited (`gift.import`).',
    body: bankImportInputSchema,
    responses: { 201: bankImportAnswerSchema },
    errors: refused,
  }),
};
