import { idSchema, type ModuleConfig } from '@congregate/contracts';
import { z } from 'zod';

/** An image the app itself serves (`/api/media/…`, `/…`), never another site's. */
const samePath = z.string().regex(/^\/(?!\/)/);

/** One leg of the Home Free campaign: its copy, art and the district-wide event series it invites to. */
const homefreeLegSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().default(''),
  seriesId: idSchema,
  artUrl: samePath.nullable().optional(),
});
export type HomefreeLeg = z.infer<typeof homefreeLegSchema>;

/** Module config `homefree`: `{ legs: { sg: { title, tagline, seriesId, artUrl } } }`. */
const homefreeConfigSchema = z.object({ legs: z.record(z.string(), z.unknown()) });

/** A leg of the campaign from the module configuration, or null when it is missing or not usable. */
export function homefreeLeg(config: ModuleConfig | undefined, leg: string): HomefreeLeg | null {
  const parsed = homefreeConfigSchema.safeParse(config?.config);
  if (!parsed.success) return null;
  const found = homefreeLegSchema.safeParse(parsed.data.legs[leg]);
  return found.success ? found.data : null;
}
