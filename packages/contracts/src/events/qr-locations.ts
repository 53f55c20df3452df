import { z } from 'zod';
import { idSchema } from '../common.ts';

export const QR_LOCATION_LIMITS = { roomMax: 80 } as const;

/** A printed QR-location poster of a locale (`qrloc/{id}`). */
export const qrLocationSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  room: z.string(),
  /** What the poster's QR code encodes: the web config's QR-location base + the id. */
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type QrLocation = z.infer<typeof qrLocationSchema>;

export const newQrLocationSchema = z.strictObject({
  localeId: idSchema,
  room: z.string().trim().min(1, 'Required').max(QR_LOCATION_LIMITS.roomMax),
});

export const qrLocationListSchema = z.object({ items: z.array(qrLocationSchema) });

/** A gathering as a poster shows it to anyone: nothing personal. */
const publicGatheringSchema = z.object({
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  checkInOpensAt: z.iso.datetime(),
});

/** `GET qr-locations/{id}/public`: for the `qrloc` page before (or without) signing in. */
export const qrLocationPublicSchema = z.object({
  id: idSchema,
  localeName: z.string(),
  timeZone: z.string(),
  room: z.string(),
  current: publicGatheringSchema.nullable(),
  next: publicGatheringSchema.nullable(),
});
export type QrLocationPublic = z.infer<typeof qrLocationPublicSchema>;

export const qrLocationCheckInSchema = z.strictObject({ clientId: idSchema });
