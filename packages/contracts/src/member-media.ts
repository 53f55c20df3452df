import { z } from 'zod';
import { idSchema } from './common.ts';

/** Upload limits shared by the server and the web forms. */
export const MEDIA_LIMITS = {
  photoMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  /** A drawn signature as a PNG data URL. */
  signatureMaxBytes: 300 * 1024,
  documentNameMax: 160,
} as const;

export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Sizes a profile photo is stored in (square WebP). The `photo` field points at the 400 px one,
 * `/profile/{memberId}/{version}-400.webp`; swap the suffix for another size.
 */
export const photoSizes = [96, 400, 800] as const;
export function photoVariant(photo: string, size: (typeof photoSizes)[number]): string {
  return photo.replace(/-(96|400|800)\.webp$/, `-${size}.webp`);
}

/** `GET /profile/{memberId}/{file}`: a stored size of a member's profile photo. */
export const photoFileParams = z.strictObject({
  memberId: z.string().max(64).describe('The member id'),
  file: z.string().max(100).describe('`{version}-{96|400|800}.webp`, as in the member’s `photo` path'),
});

/** `POST members/{id}/updatePhoto` (multipart field `photo`) answer. */
export const photoUploadResponseSchema = z.object({ photo: z.string() });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

export const memberDocumentSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  fileName: z.string(),
  contentType: z.enum(documentContentTypes),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
  /** Download URL (needs a session allowed to read the member). */
  url: z.string(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;
export const memberDocumentListSchema = z.object({ documents: z.array(memberDocumentSchema) });
/** `members/{id}/documents/{docId}`: one document of a member. */
export const memberDocumentParams = z.strictObject({ id: idSchema, docId: idSchema });

const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** `POST members/saveSignature`. Without `memberId` the caller's own signature is saved. */
export const saveSignatureBodySchema = z.strictObject({
  memberId: idSchema.optional(),
  /** The drawing as a PNG data URL. */
  signature: z
    .string()
    .max(Math.ceil((MEDIA_LIMITS.signatureMaxBytes * 4) / 3) + 32, 'The signature image is too large')
    .regex(pngDataUrl, 'The signature must be a PNG image'),
});
export type SaveSignatureBody = z.infer<typeof saveSignatureBodySchema>;

/** `GET members/get-signature/{id}` and the answer to saving one. */
export const signatureSchema = z.object({
  memberId: idSchema,
  signature: z.string().nullable(),
  savedAt: z.iso.datetime().nullable(),
});
export type Signature = z.infer<typeof signatureSchema>;
