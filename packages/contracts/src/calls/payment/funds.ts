import { idParams } from '../../common.ts';
import { localeIdParams } from '../../admin-members.ts';
import {
  fundListQuerySchema,
  fundListSchema,
  fundPatchSchema,
  fundSchema,
  givingSettingsInputSchema,
  givingSettingsQuerySchema,
  givingSettingsSchema,
  newFundSchema,
} from '../../payment/funds.ts';
import { givingAccessQuerySchema, givingAccessSchema } from '../../payment/gifts.ts';
import { rule } from '../who.ts';
import { defineCall, refused } from '../define-call.ts';

const tags = ['payment: funds'];

/** Funds per locale and each locale's giving settings (issue 17). */
export const fundCalls = {
  list: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/funds',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'A locale’s funds, each with its currency',
    description:
      'Any signed-in account (a member gives to them). Without `localeId`: the caller’s own locale (404 ' +
      '`no_locale` when they have none). `includeArchived=true` adds archived funds for finance and locale ' +
      'admins of the locale (others still get the active ones). Ordered by `sortOrder`, then name.',
    query: fundListQuerySchema,
    responses: { 200: fundListSchema },
    errors: [401, 404, 422],
  }),

  create: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/funds',
    access: 'session',
    who: rule.recordSaying(
      'Only finance and admins of this locale may do this',
      'locale',
      'body.localeId',
      'finance',
    ),
    tags,
    summary: 'Finance or a locale admin adds a fund to their locale',
    description:
      'Finance and locale admins of the locale, super admins. A name already used in the locale 409 ' +
      '(`fund_name_taken`); more than 50 funds 409 (`too_many_funds`). Audited (`fund.create`).',
    body: newFundSchema,
    responses: { 201: fundSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'payment',
    method: 'PATCH',
    path: '/funds/:id',
    access: 'session',
    who: rule.recordSaying(
      'Only finance and admins of this fund’s locale may change it',
      'fund',
      'params.id',
      'finance',
    ),
    tags,
    summary: 'Rename, describe, order, archive or restore a fund',
    description:
      'Finance and locale admins of its locale. An archived fund takes no new gifts; its gifts are kept. ' +
      'Audited (`fund.update`).',
    params: idParams,
    body: fundPatchSchema,
    responses: { 200: fundSchema },
    errors: refused,
  }),

  settings: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/giving-settings',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'How members give at a locale: online provider or bank details, and the fee',
    description: 'Any signed-in account. Without `localeId`: the caller’s own locale.',
    query: givingSettingsQuerySchema,
    responses: { 200: givingSettingsSchema },
    errors: [401, 404, 422],
  }),

  updateSettings: defineCall({
    service: 'payment',
    method: 'PUT',
    path: '/giving-settings/:localeId',
    access: 'session',
    who: rule.recordSaying(
      'Only finance and admins of this locale may do this',
      'locale',
      'params.localeId',
      'finance',
    ),
    tags,
    summary:
      'Finance or a locale admin sets their locale’s bank details, instructions, fee and online giving',
    description: 'Finance and locale admins of the locale, super admins. Audited (`giving_settings.update`).',
    params: localeIdParams,
    body: givingSettingsInputSchema,
    responses: { 200: givingSettingsSchema },
    errors: refused,
  }),

  access: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/giving-access',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'The locales whose giving the caller may see, and how much (manage, view, totals)',
    description:
      'Any signed-in account; a plain member or a flock leader gets an empty list. With `localeId`, just that ' +
      'locale (its level may be `none`).',
    query: givingAccessQuerySchema,
    responses: { 200: givingAccessSchema },
    errors: [401, 422],
  }),
};
