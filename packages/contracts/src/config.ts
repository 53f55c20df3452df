import { z } from 'zod';
import { countryIdSchema, idSchema } from './common.ts';

/** One recurring gathering in a locale's weekly schedule. */
export const serviceScheduleEntrySchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  day: z.number().int().min(0).max(6),
  /** Local time of the locale, `HH:MM`. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  name: z.string().min(1).max(80),
  durationMinutes: z.number().int().min(5).max(720),
});
export type ServiceScheduleEntry = z.infer<typeof serviceScheduleEntrySchema>;

/** A locale's postal address (every part optional). */
export const localeAddressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
});

export const localeSchema = z.object({
  id: idSchema,
  name: z.string(),
  countryId: countryIdSchema,
  districtId: idSchema.nullable(),
  districtName: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  language: z.string(),
  address: localeAddressSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  serviceSchedule: z.array(serviceScheduleEntrySchema),
});
export type Locale = z.infer<typeof localeSchema>;

export const localeListSchema = z.array(localeSchema);

export const localeParams = z.strictObject({ locale: idSchema });
export const moduleParams = z.strictObject({ module: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/) });

export const moduleConfigSchema = z.object({
  module: z.string(),
  config: z.record(z.string(), z.unknown()),
  updatedAt: z.iso.datetime(),
});
export type ModuleConfig = z.infer<typeof moduleConfigSchema>;

export const batchKinds = ['baptism', 'training', 'other'] as const;
export const batchNameSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(batchKinds),
  year: z.number().int().nullable(),
  localeId: idSchema.nullable(),
});
export type BatchName = z.infer<typeof batchNameSchema>;
export const batchNameListSchema = z.array(batchNameSchema);

export const countrySchema = z.object({
  id: countryIdSchema,
  name: z.string(),
  callingCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
/** `GET assets/data/country_json_view.json`: every country, by ISO code. */
export const countryListSchema = z.array(countrySchema);

/** Service names, each with its URL prefix (DESIGN.md section 3). */
export const servicePrefixes = {
  membership: '/api/membership/',
  login: '/api/login/',
  events: '/api/events/',
  groups: '/api/groups/',
  notifications: '/api/notifications/',
  payment: '/api/payment/',
  video: '/api/video/',
  config: '/api/v1/config/',
  media: '/api/media/',
} as const;
export type ServiceName = keyof typeof servicePrefixes;
export const serviceNames = Object.keys(servicePrefixes) as ServiceName[];

/** `GET /config.json`: what the web app reads at start. */
export const webConfigSchema = z.object({
  services: z.record(z.enum(serviceNames as [ServiceName, ...ServiceName[]]), z.string()),
  /** Bearer token for the configuration service (the spec's config token); not a user secret. */
  configToken: z.string(),
  /** Base URL that printed QR-location codes point at. */
  qrLocation: z.string(),
  /** Host prefixed to photo paths that start with `/profile`. */
  mediaHost: z.string(),
  version: z.string(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
