import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_LIMITS, photoContentTypes, photoSizes, type PhotoUploadResponse } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { FileStorage } from '../../../integrations/storage/file-storage.ts';
import { sniffContentType, type UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, invalidInput, notFound } from '../../../lib/errors.ts';
import { requireMember, type MemberInScope } from '../../../access/member-access.ts';
import { findPhotoForUpdate, setPhoto } from './member-photo.repository.ts';

type PhotoSize = (typeof photoSizes)[number];

/** A served photo file name: an unguessable version and one of the sizes. */
export const photoFilePattern = /^([A-Za-z0-9_-]{8,64})-(96|400|800)\.webp$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Decoding bombs: a 10 MB file may claim a huge canvas; no phone camera comes near 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

const photoKey = (memberId: string, version: string, size: PhotoSize) =>
  `profile/${memberId}/${version}-${size}.webp`;
const photoPath = (memberId: string, version: string) => `/${photoKey(memberId, version, 400)}`;

/** The version of a photo path this feature wrote for the member, or null for anything else. */
function versionOf(memberId: string, photo: string | null): string | null {
  const match = photo ? /^\/profile\/([^/]+)\/([A-Za-z0-9_-]{8,64})-400\.webp$/.exec(photo) : null;
  return match && match[1] === memberId ? match[2]! : null;
}

/**
 * Every size of the photo as a square WebP: turned upright by its EXIF orientation, centre-cropped,
 * and with no metadata at all (sharp writes none unless asked, so EXIF, GPS, XMP and ICC are gone).
 */
async function renderPhoto(data: Buffer): Promise<Map<PhotoSize, Buffer>> {
  const type = sniffContentType(data);
  if (!type || !(photoContentTypes as readonly string[]).includes(type)) {
    throw new AppError('unsupported_media_type', 'The photo must be a JPEG, PNG or WebP image', {
      accepted: photoContentTypes,
    });
  }
  try {
    const source = sharp(data, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const variants = new Map<PhotoSize, Buffer>();
    for (const size of photoSizes) {
      variants.set(
        size,
        await source
          .clone()
          .resize(size, size, { fit: 'cover', position: 'centre' })
          .webp({ quality: 82, effort: 4 })
          .toBuffer(),
      );
    }
    return variants;
  } catch {
    throw invalidInput(
      [{ path: 'photo', message: 'The file could not be read as an image' }],
      'The photo could not be read as an image',
    );
  }
}

/** `POST members/{id}/updatePhoto`, `DELETE members/{id}/photo`, and serving `/profile/...` files. */
export function createMemberPhotoService(db: Database, storage: FileStorage) {
  const removeVersion = async (memberId: string, version: string | null) => {
    if (!version) return;
    await Promise.all(photoSizes.map((size) => storage.delete(photoKey(memberId, version, size))));
  };

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
      memberId: string,
      readPhoto: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<PhotoUploadResponse> {
      const access = await requireMember(db, actor, memberId, 'edit');
      const upload = await readPhoto(MEDIA_LIMITS.photoMaxBytes);
      const variants = await renderPhoto(upload.data);
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

    async deletePhoto(actor: Actor, memberId: string): Promise<{ ok: true }> {
      const access = await requireMember(db, actor, memberId, 'edit');
      const previous = await replacePhoto(actor, access, null);
      await removeVersion(memberId, previous);
      return { ok: true };
    },

    /** The bytes of a served photo file, or null; the name is checked here so no path can leave `profile/`. */
    async photoFile(memberId: string, file: string): Promise<Buffer | null> {
      if (!uuidPattern.test(memberId) || !photoFilePattern.test(file)) return null;
      return storage.get(`profile/${memberId.toLowerCase()}/${file}`);
    },
  };
}

export type MemberPhotoService = ReturnType<typeof createMemberPhotoService>;
