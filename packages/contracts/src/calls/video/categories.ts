import { okSchema, idParams } from '../../common.ts';
import { categoryPatchSchema, categorySchema } from '../../groups/categories.ts';
import {
  newVideoCategorySchema,
  videoCategoryListQuerySchema,
  videoCategoryListSchema,
} from '../../video/categories.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { categoryMakersText, rule } from '../who.ts';

const tags = ['video: categories'];

/** Video categories (issue 18): the `video` kind of the shared category picker, under `/api/video/`. */
export const videoCategoryCalls = {
  list: defineCall({
    service: 'video',
    method: 'GET',
    path: '/categories',
    access: 'session',
    who: rule.data(
      'endorsed members of the locale of `localeId` (without it, the caller’s own) and admins over it; anyone else 403.',
    ),
    tags,
    summary:
      'The video categories of a locale (its own and the shared ones), with how many videos the caller may watch',
    description:
      'Endorsed members of the locale and admins over it; without `localeId`, the caller’s locale.',
    query: videoCategoryListQuerySchema,
    responses: { 200: videoCategoryListSchema },
    errors: [...denied, 422],
  }),
  create: defineCall({
    service: 'video',
    method: 'POST',
    path: '/categories',
    access: 'session',
    who: rule.data(categoryMakersText),
    tags,
    summary:
      'Makes a video category: a locale’s (its admins) or a shared one (`localeId: null`, super admins)',
    description: 'Names are unique per locale, case ignored (409). Audited.',
    body: newVideoCategorySchema,
    responses: { 201: categorySchema },
    errors: refused,
  }),
  update: defineCall({
    service: 'video',
    method: 'PATCH',
    path: '/categories/:id',
    access: 'session',
    who: rule.record('category', 'params.id', 'admins'),
    tags,
    summary: 'Renames or recolours a video category',
    description: 'Admins over its locale; shared ones super admins. A category of another kind is 404.',
    params: idParams,
    body: categoryPatchSchema,
    responses: { 200: categorySchema },
    errors: refused,
  }),
  remove: defineCall({
    service: 'video',
    method: 'DELETE',
    path: '/categories/:id',
    access: 'session',
    who: rule.record('category', 'params.id', 'admins'),
    tags,
    summary: 'Deletes a video category; its videos stay, without a category',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
};
