import { z } from 'zod';
import { idSchema } from '../common.ts';
import { categoryKinds, GROUP_LIMITS } from './values.ts';

/** The Mantine colours a category badge may take (the database keeps the name). */
export const categoryColors = [
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'gray',
] as const;
export type CategoryColor = (typeof categoryColors)[number];

/** A category of the one category picker (`category-popover`): record-board entries, videos. */
export const categorySchema = z.object({
  id: idSchema,
  kind: z.enum(categoryKinds),
  /** Null: shared by every locale (made by a super admin). */
  localeId: idSchema.nullable(),
  name: z.string(),
  color: z.enum(categoryColors),
  /** How many entries of the kind carry it (record board). */
  entryCount: z.number().int().optional(),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET categories?kind&localeId`: the locale's categories and the shared ones. */
export const categoryListQuerySchema = z.strictObject({
  kind: z.enum(categoryKinds),
  localeId: idSchema,
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryNameSchema = z.string().trim().min(1, 'Required').max(GROUP_LIMITS.categoryNameMax);

/** `POST categories`: a locale's own category (its admins), or a shared one (`localeId: null`, super admins). */
export const newCategorySchema = z.strictObject({
  kind: z.enum(categoryKinds),
  localeId: idSchema.nullable(),
  name: categoryNameSchema,
  color: z.enum(categoryColors).default('blue'),
});
export type NewCategory = z.input<typeof newCategorySchema>;

/** `PATCH categories/{id}`: rename or recolour. */
export const categoryPatchSchema = z
  .strictObject({
    name: categoryNameSchema.optional(),
    color: z.enum(categoryColors).optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

export const categoryListSchema = z.array(categorySchema);
