import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  fieldIssue,
  MEDIA_LIMITS,
  photoContentTypes,
  photoSizes,
  type PhotoUploadResponse,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { headerPixels, MAX_IMAGE_PIXELS, tooManyPixels } from '../../../integrations/storage/image-limits.ts';
import { removeOrphanFiles } from '../../../integrations/storage/orphan-files.ts';
import { sniffContentType, type UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, invalidInput, notFound } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { findPhoto, findPhotoForUpdate, findPhotosOf, setPhoto } from './member-photo.repository.ts';

type PhotoSize = (typeof photoSizes)[number];

/** A served photo file name: an unguessable version and one of the sizes. */
export const photoFilePattern = /^([A-Za-z0-9_-]{8,64})-(96|400|800)\.webp$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A stored photo file: `profile/{memberId}/{version}-{size}.webp`. */
const photoKeyPattern = /^profile\/([^/]+)\/([A-Za-z0-9_-]{8,64})-(?:96|400|800)\.webp$/;
const LARGEST: PhotoSize = Math.max(...photoSizes) as PhotoSize;

const photoKey = (memberId: string, version: string, size: PhotoSize) =>
  `profile/${memberId}/${version}-${size}.webp`;
const photoPath = (memberId: string, version: string) => `/${photoKey(memberId, version, 400)}`;

/** The version of a photo path this feature wrote for the member, or null for anything else. */
function versionOf(memberId: string, photo: string | null): string | null {
  const match = photo ? /^\/profile\/([^/]+)\/([A-Za-z0-9_-]{8,64})-400\.webp$/.exec(photo) : null;
  return match && match[1] === memberId ? match[2]! : null;
}

const unreadable = () =>
  invalidInput([fieldIssue('photo', 'image_unreadable')], 'The photo could not be read as an image');

/**
 * Every size of the photo as a square WebP: turned upright by its EXIF orientation, centre-cropped,
 * and with no metadata at all (sharp writes none unless asked, so EXIF, GPS, XMP and ICC are gone).
 * The header is read first (an image over 40 megapixels is refused without being decoded); then, in the
 * image queue, the photo is decoded once into the largest size's pixels and each size made from those.
 */
async function renderPhoto(data: Buffer, imageWork: WorkQueue): Promise<Map<PhotoSize, Buffer>> {
  const type = sniffContentType(data);
  if (!type || !(photoContentTypes as readonly string[]).includes(type)) {
    throw new AppError('unsupported_media_type', 'The photo must be a JPEG, PNG or WebP image', {
      accepted: photoContentTypes,
    });
  }
  const pixels = await headerPixels(data);
  if (pixels === null) throw unreadable();
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(pixels, 'photo');
  try {
    return await imageWork.run(async () => {
      const square = await sharp(data, {
        autoOrient: true,
        failOn: 'error',
        limitInputPixels: MAX_IMAGE_PIXELS,
      })
        .resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = square.info;
      const variants = new Map<PhotoSize, Buffer>();
      for (const size of photoSizes) {
        const decoded = sharp(square.data, { raw: { width, height, channels } });
        const sized = size === LARGEST ? decoded : decoded.resize(size, size);
        variants.set(size, await sized.webp({ quality: 82, effort: 4 }).toBuffer());
      }
      return variants;
    });
  } catch {
    throw unreadable();
  }
}

/**
 * Which of the stored photo files a member's `photo` points at: every size of the member's current
 * version. Anything else under `profile/` is an orphan.
 */
async function referencedPhotoFiles(db: Executor, keys: string[]): Promise<Set<string>> {
  const memberIds = new Set<string>();
  for (const key of keys) {
    const memberId = photoKeyPattern.exec(key)?.[1];
    if (memberId && uuidPattern.test(memberId)) memberIds.add(memberId.toLowerCase());
  }
  const photos = await findPhotosOf(db, [...memberIds]);
  return new Set(
    keys.filter((key) => {
      const match = photoKeyPattern.exec(key);
      if (!match || !uuidPattern.test(match[1]!)) return false;
      return photos.get(match[1]!.toLowerCase()) === photoPath(match[1]!, match[2]!);
    }),
  );
}

/** `POST members/{id}/updatePhoto`, `DELETE members/{id}/photo`, and serving `/profile/...` files. */
export function createMemberPhotoService(
  db: Database,
  storage: FileStorage,
  { imageWork, housekeeping }: { imageWork: WorkQueue; housekeeping: Housekeeping },
) {
  housekeeping.add({
    name: 'orphan-photo-files',
    run: () => removeOrphanFiles(storage, 'profile', (keys) => referencedPhotoFiles(db, keys)),
  });
  const filesOf = (memberId: string, version: string | null) =>
    version ? photoSizes.map((size) => photoKey(memberId, version, size)) : [];
  /** Deletes a version's files once no committed row points at them (a failure is left to the clean-up). */
  const removeVersion = (memberId: string, version: string | null) =>
    deleteStoredFiles(storage, filesOf(memberId, version));

  /** Points the member at `photo` (or none), auditing an admin's change; answers the version it replaced. */
  async function replacePhoto(actor: Actor, member: MemberInScope, photo: string | null) {
    const { memberId, onBehalf, localeId } = member;
    return db.transaction(async (tx) => {
      const stored = await findPhotoForUpdate(tx, member);
      if (!stored) throw notFound('The member');
      await setPhoto(tx, member, photo);
      if (onBehalf) {
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: photo ? 'member.photo.update' : 'member.photo.delete',
          entityType: 'members',
          entityId: memberId,
          localeId,
          before: { photo: stored.photo },
          after: { photo },
        });
      }
      return versionOf(memberId, stored.photo);
    });
  }

  return {
    /** `readPhoto` is called only once the caller may change the member, so refused callers upload nothing. */
    async updatePhoto(
      actor: Actor,
      access: MemberInScope,
      readPhoto: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<PhotoUploadResponse> {
      const { memberId } = access;
      const upload = await readPhoto(MEDIA_LIMITS.photoMaxBytes);
      const variants = await renderPhoto(upload.data, imageWork);
      const version = randomBytes(16).toString('base64url');
      const photo = photoPath(memberId, version);
      // Files first, then the record: the record never points at a file that is not there yet.
      await Promise.all(
        [...variants].map(([size, bytes]) => storage.put(photoKey(memberId, version, size), bytes)),
      );
      let previous: string | null;
      try {
        previous = await replacePhoto(actor, access, photo);
      } catch (error) {
        await removeVersion(memberId, version);
        throw error;
      }
      await removeVersion(memberId, previous);
      return { photo };
    },

    async deletePhoto(actor: Actor, access: MemberInScope): Promise<{ ok: true }> {
      const { memberId } = access;
      const previous = await replacePhoto(actor, access, null);
      await removeVersion(memberId, previous);
      return { ok: true };
    },

    /**
     * The files of the member's photo, read inside the transaction that removes the member (a merge); the
     * caller deletes them once it commits.
     */
    async storedFiles(tx: Executor, member: MemberInScope): Promise<string[]> {
      return filesOf(member.memberId, versionOf(member.memberId, await findPhoto(tx, member)));
    },

    /** The bytes of a served photo file, or null; the name is checked here so no path can leave `profile/`. */
    async photoFile(memberId: string, file: string): Promise<Buffer | null> {
      if (!uuidPattern.test(memberId) || !photoFilePattern.test(file)) return null;
      return storage.get(`profile/${memberId.toLowerCase()}/${file}`);
    },
  };
}

export type MemberPhotoService = ReturnType<typeof createMemberPhotoService>;
