import { z } from 'zod';
import { idSchema } from './common.ts';
import { flockStaffPositions } from './groups/values.ts';

export const flockSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  name: z.string(),
  /** Part of the name before the first dash. */
  cluster: z.string(),
});
export type Flock = z.infer<typeof flockSchema>;

/** `GET config/flock/{locale}` (public): the flocks of a locale, grouped by cluster. */
export const flockConfigSchema = z.object({
  localeId: idSchema,
  localeName: z.string(),
  flocks: z.array(flockSchema),
  clusters: z.array(z.object({ name: z.string(), flocks: z.array(z.string()) })),
});
export type FlockConfig = z.infer<typeof flockConfigSchema>;

/** `GET config/flock/info/{id}`: one flock with its locale and size. */
export const flockInfoSchema = flockSchema.extend({
  localeName: z.string(),
  memberCount: z.number().int(),
  /** Its leaders and assistants (issue 15), leaders first. */
  leaders: z.array(
    z.object({ memberId: idSchema, name: z.string(), position: z.enum(flockStaffPositions).optional() }),
  ),
});
export type FlockInfo = z.infer<typeof flockInfoSchema>;

export const flockConfigParams = z.strictObject({ locale: idSchema });
