import { z } from 'zod';
import { countryIdSchema, idSchema, memberTypes } from './common.ts';
import { localeAddressSchema, serviceScheduleEntrySchema } from './config.ts';

// ---- Member placement (type and flock) ----

/**
 * `PATCH admin/members/{id}/placement`: the member's type and/or flock. `flockId: null` takes the member
 * out of their flock; a flock must belong to the member's current locale.
 */
export const memberPlacementBodySchema = z
  .strictObject({
    type: z.enum(memberTypes).optional(),
    flockId: idSchema.nullable().optional(),
  })
  .refine((b) => b.type !== undefined || b.flockId !== undefined, {
    path: ['type'],
    message: 'Give a member type, a flock, or both',
  });
export type MemberPlacementBody = z.infer<typeof memberPlacementBodySchema>;

// ---- Locale information ----

/** Roles shown as a locale's officers (people who look after it), narrowest last. */
export const localeOfficerRoles = ['locale_admin', 'finance', 'flock_leader'] as const;
export type LocaleOfficerRole = (typeof localeOfficerRoles)[number];

/** An officer of a locale: a name and a role, never their private contact data. */
export const localeOfficerSchema = z.object({
  displayName: z.string(),
  role: z.enum(localeOfficerRoles),
  /** The flock a flock leader leads; null for the other roles. */
  flockName: z.string().nullable(),
});
export type LocaleOfficer = z.infer<typeof localeOfficerSchema>;

/** `GET locales/{localeId}/information`: what any signed-in member may know about a locale. */
export const localeInformationSchema = z.object({
  id: idSchema,
  name: z.string(),
  countryId: countryIdSchema,
  /** The country's name from the country list (the id when the list does not know it). */
  countryName: z.string(),
  districtName: z.string().nullable(),
  address: localeAddressSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  timeZone: z.string(),
  serviceSchedule: z.array(serviceScheduleEntrySchema),
  flockCount: z.number().int(),
  officers: z.array(localeOfficerSchema),
  /**
   * How many minutes before a gathering starts its check-in opens (the locale's setting, 60 by default).
   * Optional: an older server leaves it out.
   */
  checkInOpensMinutes: z.number().int().optional(),
});
export type LocaleInformation = z.infer<typeof localeInformationSchema>;

/** Bounds of a locale's check-in opening time, in minutes before a gathering starts (the database checks them too). */
export const CHECK_IN_OPENS_LIMITS = { min: 0, max: 720 } as const;

/** `PATCH locales/{localeId}/information`: the locale's settings its admins may change. */
export const localeSettingsChangeSchema = z.strictObject({
  checkInOpensMinutes: z
    .number()
    .int('Whole minutes')
    .min(CHECK_IN_OPENS_LIMITS.min, 'At least 0 minutes')
    .max(CHECK_IN_OPENS_LIMITS.max, 'At most 720 minutes (12 hours)'),
});
export type LocaleSettingsChange = z.infer<typeof localeSettingsChangeSchema>;
