import { z } from 'zod';
import { idSchema } from '../common.ts';

export const FACE_LIMITS = {
  /** Numbers in one face descriptor (`@vladmandic/human`'s faceres embedding). */
  descriptorLength: 1024,
  /** Captures an enrolment takes (three; up to five when a member adds one more clear photo). */
  capturesMin: 3,
  capturesMax: 5,
  /** A descriptor's numbers are small (faceres outputs are ReLU activations, about 0–3); larger is not one. */
  valueMax: 1000,
  modelNameMax: 60,
  modelVersionMax: 40,
  /** Matching settings a locale admin may choose for a kiosk (cosine similarity). */
  thresholdMin: 0.3,
  thresholdMax: 0.99,
  marginMax: 0.5,
} as const;

/**
 * The consent text's version. The page shows the text of this version; enrolment records it, and an
 * enrolment agreeing to another version is refused (the member reads the current text again).
 */
export const FACE_CONSENT_VERSION = '2026-11-24';

export const faceDescriptorSchema = z
  .array(z.number().min(-FACE_LIMITS.valueMax).max(FACE_LIMITS.valueMax))
  .length(FACE_LIMITS.descriptorLength, `A face descriptor has ${FACE_LIMITS.descriptorLength} numbers`);

export const faceModelSchema = z.strictObject({
  name: z.string().trim().min(1).max(FACE_LIMITS.modelNameMax),
  version: z.string().trim().min(1).max(FACE_LIMITS.modelVersionMax),
});
export type FaceModel = z.infer<typeof faceModelSchema>;

/**
 * `POST faces/enrolment`: the member's consent and the descriptors computed on their device (never a photo).
 * `memberId`: a locale admin enrolling a member in person (the member ticks the consent on the admin's screen).
 */
export const faceEnrolmentBodySchema = z.strictObject({
  memberId: idSchema.optional(),
  consent: z.strictObject({
    accepted: z.literal(true, 'Consent is needed before anything is stored'),
    textVersion: z.literal(FACE_CONSENT_VERSION, 'The consent text has changed; read it again'),
  }),
  descriptors: z
    .array(faceDescriptorSchema)
    .min(FACE_LIMITS.capturesMin, `Take ${FACE_LIMITS.capturesMin} captures`)
    .max(FACE_LIMITS.capturesMax),
  model: faceModelSchema,
});
export type FaceEnrolmentBody = z.infer<typeof faceEnrolmentBodySchema>;

/** `GET|DELETE faces/enrolment?memberId=`: someone else's (an admin over their locale); one's own without. */
export const faceMemberQuerySchema = z.strictObject({ memberId: idSchema.optional() });

/** Whether a member is enrolled for face check-in, and their consent. */
export const faceStatusSchema = z.object({
  memberId: idSchema,
  enrolled: z.boolean(),
  /** When they consented (null: not enrolled). */
  consentedAt: z.iso.datetime().nullable(),
  consentVersion: z.string().nullable(),
  /** Recorded in person by an admin (the member ticked the consent on the admin's screen). */
  inPerson: z.boolean(),
  captures: z.number().int(),
  model: z.object({ name: z.string(), version: z.string() }).nullable(),
  /** The consent text in force now: a member enrolled under an older one is asked again. */
  currentConsentVersion: z.string(),
});
export type FaceStatus = z.infer<typeof faceStatusSchema>;

/** Matching settings of a kiosk. */
export const kioskFaceSettingsSchema = z.object({
  /** Face check-in on at this kiosk (off until the admin turns it on). */
  faceMode: z.boolean(),
  /** The least cosine similarity accepted. */
  faceThreshold: z.number(),
  /** The least lead of the best match over the best other member's. */
  faceMargin: z.number(),
});
export type KioskFaceSettings = z.infer<typeof kioskFaceSettingsSchema>;

/** `PATCH kiosks/{id}`: its name and face settings. */
export const kioskPatchSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Required').max(80).optional(),
    faceMode: z.boolean().optional(),
    faceThreshold: z.number().min(FACE_LIMITS.thresholdMin).max(FACE_LIMITS.thresholdMax).optional(),
    faceMargin: z.number().min(0).max(FACE_LIMITS.marginMax).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change', path: ['name'] });
export type KioskPatch = z.infer<typeof kioskPatchSchema>;

/** `GET kiosk/faces?since=`: the kiosk's locale's enrolled members, when its face mode is on. */
export const kioskFacesQuerySchema = z.strictObject({
  /** The `version` of the copy the kiosk holds: when nothing changed, the answer says so without the list. */
  since: z.string().max(200).optional(),
});

export const kioskFacesSchema = z.object({
  /** Changes whenever an enrolment, a withdrawal, a member's locale or the kiosk's settings change. */
  version: z.string(),
  /** True when `since` is still current: keep the copy held (`members` is then empty). */
  unchanged: z.boolean(),
  settings: kioskFaceSettingsSchema,
  members: z.array(
    z.object({
      memberId: idSchema,
      /** The centroid of the member's captures, L2-normalised: base64 of little-endian float32 (`decodeDescriptor`). */
      descriptor: z.string(),
      model: z.object({ name: z.string(), version: z.string() }),
    }),
  ),
});
export type KioskFaces = z.infer<typeof kioskFacesSchema>;
