import { z } from 'zod';

/** The image-hosting service (`/api/media/`): flyer art and other images pages show. */
export const MEDIA_UPLOAD_LIMITS = {
  imageMaxBytes: 10 * 1024 * 1024,
  /** Longest side an image is stored at (larger ones are scaled down). */
  maxSide: 2048,
  /** Uploads one person may make per hour. */
  perHour: 60,
} as const;

/** `POST /api/media/` answer: where the stored image is served (`/api/media/{sha256}.webp`). */
export const mediaUploadAnswerSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaUploadAnswer = z.infer<typeof mediaUploadAnswerSchema>;

/** `GET /api/media/{file}`: a stored image, `{sha256}.webp`. */
export const mediaFileParams = z.strictObject({
  file: z.string().regex(/^[a-f0-9]{64}\.webp$/, 'Not a media file name'),
});
