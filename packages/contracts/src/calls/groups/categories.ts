import { idParams, okSchema } from '../../common.ts';
import {
  categoryListQuerySchema,
  categoryListSchema,
  categoryPatchSchema,
  categorySchema,
  newCategorySchema,
} from '../../groups/categories.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { categoryMakersText, rule } from '../who.ts';

const tags = ['groups: categories'];

/** The one category picker's categories (`category-popover`): the record board's, and videos' (issue 18). */
export const categoryCalls = {
  list: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/categories',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'The categories of a kind for a locale: its own and the shared ones, by name',
    description:
      'Endorsed members of the locale and admins over it. `entryCount`: how many entries carry each (record board).',
    query: categoryListQuerySchema,
    responses: { 200: categoryListSchema },
    errors: [...denied, 422],
  }),
  create: defineCall({
    service: 'groups',
    method: 'POST',
    path: '/categories',
    access: 'session',
    who: rule.data(categoryMakersText),
    tags,
    summary: 'Makes a category: a locale’s (its admins) or a shared one (`localeId: null`, super admins)',
    description: 'Names are unique per kind and locale, case ignored (409). Audited.',
    body: newCategorySchema,
    responses: { 201: categorySchema },
    errors: refused,
  }),
  update: defineCall({
    service: 'groups',
    method: 'PATCH',
    path: '/categories/:id',
    access: 'session',
    who: rule.record('category', 'params.id', 'admins'),
    tags,
    summary: 'Renames or recolours a category (admins over its locale; shared ones: super admins)',
    params: idParams,
    body: categoryPatchSchema,
    responses: { 200: categorySchema },
    errors: refused,
  }),
  remove: defineCall({
    service: 'groups',
    method: 'DELETE',
    path: '/categories/:id',
    access: 'session',
    who: rule.record('category', 'params.id', 'admins'),
    tags,
    summary: 'Deletes a category; its entries stay, without a category',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
