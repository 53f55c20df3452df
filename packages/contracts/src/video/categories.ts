import { z } from 'zod';
import { idSchema } from '../common.ts';
import { categoryColors, categoryNameSchema, categorySchema } from '../groups/categories.ts';

/**
 * The video service's categories (issue 18): the `video` kind of the one category table and picker
 * (`category-popover`), each locale's own and the shared ones.
 */
export const videoCategorySchema = categorySchema.extend({
  /** How many videos of it the caller may watch. */
  videoCount: z.number().int(),
});
export type VideoCategory = z.infer<typeof videoCategorySchema>;
export const videoCategoryListSchema = z.array(videoCategorySchema);

/** `GET categories?localeId`: the locale's video categories and the shared ones; default the caller's locale. */
export const videoCategoryListQuerySchema = z.strictObject({ localeId: idSchema.optional() });
export type VideoCategoryListQuery = z.infer<typeof videoCategoryListQuerySchema>;

/** `POST categories`: a locale's (its admins) or a shared one (`localeId: null`, super admins). */
export const newVideoCategorySchema = z.strictObject({
  localeId: idSchema.nullable(),
  name: categoryNameSchema,
  color: z.enum(categoryColors).default('blue'),
});
export type NewVideoCategory = z.input<typeof newVideoCategorySchema>;
