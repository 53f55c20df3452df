import { z } from 'zod';
import { authSessionSchema } from '../auth.ts';
import { idSchema } from '../common.ts';
import { cardKeySchema } from '../member-card.ts';
import type { CheckInMethod } from '../attendance.ts';
import { CHECK_IN_LIMITS, checkInSchema, faceScoreSchema } from './check-ins.ts';
import { kioskFaceSettingsSchema } from './faces.ts';
import { gatheringSchema, instantSchema } from './gatherings.ts';

export const KIOSK_LIMITS = {
  nameMax: 80,
  /** A pairing code works this long, once. */
  pairingMinutes: 15,
  rosterLimitMax: 5000,
  syncItemsMax: 500,
  /** A queued scan older than this is refused at sync (the tablet's clock or queue is not to be trusted further). */
  syncMaxAgeHours: 7 * 24,
  /** A scan "from the future" within this much clock drift is read as now. */
  syncClockSkewSeconds: 120,
  /**
   * Family check-in: a household member is checked in (`household`) within this many minutes after someone of
   * their household was checked in by card or face to the same gathering.
   */
  householdMinutes: 15,
} as const;

/** The methods a kiosk records (`household`: ticked in "Check in your household too?" after a card or a face). */
export const kioskMethods = [
  'qr',
  'face',
  'kiosk-search',
  'household',
] as const satisfies readonly CheckInMethod[];

/** Pairing codes use letters and digits that cannot be mistaken for one another (no I, L, O, 0, 1). */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

/** A pairing code as typed: case, spaces and dashes do not matter (`k7qx-m3pd` is `K7QXM3PD`). */
export const pairingCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`),
        'Enter the 8-character code',
      ),
  );

/** A kiosk device of a locale. */
export const kioskSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** When a tablet last paired with it (null: never). */
  pairedAt: z.iso.datetime().nullable(),
  /** Until when the open pairing code works (null: none open). */
  pairingExpiresAt: z.iso.datetime().nullable(),
  ...kioskFaceSettingsSchema.shape,
});
export type Kiosk = z.infer<typeof kioskSchema>;

export const newKioskSchema = z.strictObject({
  localeId: idSchema,
  name: z.string().trim().min(1, 'Required').max(KIOSK_LIMITS.nameMax),
});

/** A kiosk with its one-time pairing code (shown once) and the link a tablet opens to pair. */
export const kioskPairingSchema = z.object({
  kiosk: kioskSchema,
  /** `XXXX-XXXX`, from `PAIRING_CODE_ALPHABET`. */
  pairingCode: z.string(),
  pairingUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type KioskPairing = z.infer<typeof kioskPairingSchema>;

export const kioskListSchema = z.object({ items: z.array(kioskSchema) });

export const pairKioskSchema = z.strictObject({ code: pairingCodeSchema });

/** The locale a kiosk serves. */
export const kioskLocaleSchema = z.object({ id: idSchema, name: z.string(), timeZone: z.string() });

/** `POST kiosks/pair`: the kiosk session (cookie and `accessToken`), what it serves and the card key. */
export const kioskSessionSchema = z.object({
  session: authSessionSchema,
  kiosk: kioskSchema,
  locale: kioskLocaleSchema,
  cardKey: cardKeySchema,
});
export type KioskSession = z.infer<typeof kioskSessionSchema>;

export const rosterQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(KIOSK_LIMITS.rosterLimitMax).default(2000),
});

/** `GET kiosk/roster`: the locale's endorsed members, by name, a page at a time. */
export const kioskRosterSchema = z.object({
  locale: kioskLocaleSchema,
  cardKey: cardKeySchema,
  current: gatheringSchema.nullable(),
  next: gatheringSchema.nullable(),
  members: z.array(
    z.object({
      id: idSchema,
      displayName: z.string(),
      salutation: z.string().nullable(),
      /** The member's photo (a small image URL) or null. */
      thumbnail: z.string().nullable(),
      /** The only card version that checks this member in (`verifyMemberCard`'s `currentVersionOf`). */
      cardVersion: z.number().int(),
      /** The member's household (null: none), so the kiosk lists a card holder's household offline. */
      householdId: idSchema.nullable(),
    }),
  ),
  /**
   * Cards that no longer work, as `memberId:version`: every version below a re-issued member's current one,
   * for the members of this page.
   */
  revokedCards: z.array(z.string()),
  nextCursor: z.string().nullable(),
  /** When the roster was read. */
  asOf: z.iso.datetime(),
});
export type KioskRoster = z.infer<typeof kioskRosterSchema>;

/** One queued scan. */
export const syncItemSchema = z
  .strictObject({
    clientId: idSchema,
    card: z.string().min(1).max(CHECK_IN_LIMITS.cardMax).optional(),
    memberId: idSchema.optional(),
    method: z.enum(kioskMethods),
    scannedAt: instantSchema,
    /** A face check-in's similarity score (`method: face` only). */
    faceScore: faceScoreSchema.optional(),
  })
  .refine((item) => (item.card === undefined) !== (item.memberId === undefined), {
    message: 'Give either card or memberId',
    path: ['card'],
  })
  .refine((item) => item.faceScore === undefined || item.method === 'face', {
    message: 'Only a face check-in has a face score',
    path: ['faceScore'],
  })
  .refine((item) => item.method !== 'household' || item.memberId !== undefined, {
    message: 'A household check-in names the member, without a card',
    path: ['memberId'],
  });
export type SyncItem = z.infer<typeof syncItemSchema>;

export const kioskSyncBodySchema = z.strictObject({
  items: z.array(syncItemSchema).min(1).max(KIOSK_LIMITS.syncItemsMax),
});

export const syncStatuses = ['created', 'already', 'refused'] as const;

/** The answer per queued item, in the order sent. */
export const kioskSyncSchema = z.object({
  items: z.array(
    z.object({
      clientId: idSchema,
      status: z.enum(syncStatuses),
      checkin: checkInSchema.optional(),
      alreadyCheckedInAt: z.iso.datetime().optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});
export type KioskSync = z.infer<typeof kioskSyncSchema>;
