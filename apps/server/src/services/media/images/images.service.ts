import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { fieldIssue, MEDIA_UPLOAD_LIMITS, type MediaUploadAnswer } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { FileStorage } from '../../../integrations/storage/file-storage.ts';
import { headerPixels, MAX_IMAGE_PIXELS, tooManyPixels } from '../../../integrations/storage/image-limits.ts';
import { sniffContentType, type UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, invalidInput } from '../../../lib/errors.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
import { insertMediaFile, mediaFileExists } from './images.repository.ts';

/** The types an upload may be (read from its bytes). */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const MEDIA_URL = /^\/api\/media\/([a-f0-9]{64})\.webp$/;
const MEDIA_FILE = /^([a-f0-9]{64})\.webp$/;

/** Where a media image is kept in storage: `media/{sha256}.webp`. */
export const mediaStorageKey = (sha256: string) => `media/${sha256}.webp`;

/** The hash of a `/api/media/{sha256}.webp` address, or null for anything else. */
export const mediaHashOf = (url: string | null | undefined): string | null =>
  (url ? MEDIA_URL.exec(url)?.[1] : undefined) ?? null;

/** A WebP ready to store, with its size in pixels. */
export interface MediaImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Any decodable image as the media service keeps it: turned upright by its EXIF orientation, at most
 * `maxSide` px on its longer side (never enlarged), WebP, and no metadata at all (sharp writes none unless
 * asked, so EXIF, GPS, XMP and ICC are gone). Throws on undecodable input.
 */
export async function toMediaWebp(data: Buffer): Promise<MediaImage> {
  const side = MEDIA_UPLOAD_LIMITS.maxSide;
  const out = await sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/**
 * Stores a media WebP under its content hash (`media/{sha256}.webp`) and records it; the same image
 * stored twice is one file and one row. The file is written before the row, so no row points at nothing.
 * Shared by uploads and the demo seed's generated art.
 */
export async function storeMediaImage(
  db: Executor,
  storage: FileStorage,
  image: MediaImage,
  uploadedBy: string | null,
): Promise<MediaUploadAnswer> {
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  await storage.put(mediaStorageKey(sha256), image.data);
  await insertMediaFile(db, {
    sha256,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    uploadedBy,
  });
  return { url: `/api/media/${sha256}.webp`, width: image.width, height: image.height };
}

const unreadable = () =>
  invalidInput([fieldIssue('image', 'image_unreadable')], 'The image could not be read as an image');

/** The image-hosting service (`/api/media/`): uploads re-encoded to WebP, served by content hash. */
export function createMediaImagesService(
  db: Database,
  storage: FileStorage,
  { imageWork }: { imageWork: WorkQueue },
) {
  return {
    /** `POST /api/media/`: any signed-in person. `readImage` is called with the size limit. */
    async upload(
      actor: Actor,
      readImage: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<MediaUploadAnswer> {
      const { data } = await readImage(MEDIA_UPLOAD_LIMITS.imageMaxBytes);
      const type = sniffContentType(data);
      if (!type || !(MEDIA_CONTENT_TYPES as readonly string[]).includes(type)) {
        throw new AppError('unsupported_media_type', 'The image must be a JPEG, PNG or WebP image', {
          accepted: MEDIA_CONTENT_TYPES,
        });
      }
      // The header alone says how large the canvas is: an image over the limit is never decoded.
      const pixels = await headerPixels(data);
      if (pixels === null) throw unreadable();
      if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(pixels, 'image');
      let image: MediaImage;
      try {
        image = await imageWork.run(() => toMediaWebp(data));
      } catch {
        throw unreadable();
      }
      return storeMediaImage(db, storage, image, actor.userId);
    },

    /** `GET /api/media/{file}`: the stored WebP, or null for a name that is not one. */
    async file(name: string): Promise<Buffer | null> {
      const sha256 = MEDIA_FILE.exec(name)?.[1];
      if (!sha256 || !(await mediaFileExists(db, sha256))) return null;
      return storage.get(mediaStorageKey(sha256));
    },

    /** The stored image at a `/api/media/` address (flyer art), or null when there is none. */
    async imageAt(url: string | null | undefined): Promise<Buffer | null> {
      const sha256 = mediaHashOf(url);
      return sha256 ? storage.get(mediaStorageKey(sha256)) : null;
    },
  };
}

export type MediaImagesService = ReturnType<typeof createMediaImagesService>;
