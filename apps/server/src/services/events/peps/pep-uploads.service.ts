import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { photoContentTypes, type Pep } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { sniffContentType, type SniffedType } from '../../../integrations/storage/uploads.ts';
import { outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden, invalidInput } from '../../../lib/errors.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
// The member documents' preparation: sniffed, images decoded and re-encoded without metadata, PDFs kept.
import { prepareDocument } from '../../membership/member-documents/member-documents.files.ts';
import { administersPep, canSeePep } from './peps.policy.ts';
import { findPep, updatePep } from './peps.repository.ts';
import type { PepsService } from './peps.service.ts';
import type { PepUploadForm } from './pep-uploads.multipart.ts';

export type PepUploadKind = 'photo' | 'baptismalForm';

/** Uploads are at most 10 MB (the multipart limit of the app). */
export const PEP_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const EXTENSIONS: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const CONTENT_TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));
/** A stored file's name: which kind, an unguessable version, the extension of what the bytes are. */
const FILE_PATTERN = /^(photo|form)-([A-Za-z0-9_-]{16,64})\.(jpg|png|webp|pdf)$/;
/** `type`: the kind, the PEP's id, then the name with underscores (`photo_<id>_Juan_Dela_Cruz`). */
const TYPE_PATTERN = /^(photo|baptismalForm)_([0-9a-fA-F-]{36})(?:_[^\s/\\]*)?$/;

const storageKey = (pepId: string, file: string) => `peps/${pepId}/${file}`;
const servedPath = (pepId: string, file: string) => `/api/events/peps/${pepId}/files/${file}`;
const fileOfPath = (pepId: string, path: string | null) => {
  const prefix = `/api/events/peps/${pepId}/files/`;
  return path?.startsWith(prefix) ? path.slice(prefix.length) : null;
};

/** The spec's two upload calls (`pepContact/uploadPhoto`, `pepContact/uploadBaptismalForm`) and serving the files. */
export function createPepUploadsService(
  db: Database,
  storage: FileStorage,
  { peps, imageWork }: { peps: PepsService; imageWork: WorkQueue },
) {
  /** The form's fields agree with each other and with the call (422 otherwise). */
  function checkForm(kind: PepUploadKind, form: PepUploadForm): string {
    const match = TYPE_PATTERN.exec(form.type);
    if (!match) {
      throw invalidInput([
        { path: 'type', message: 'Use the kind, the PEP’s id and the name: photo_<id>_Juan_Dela_Cruz' },
      ]);
    }
    if (match[1] !== kind) {
      throw invalidInput([{ path: 'type', message: `This call takes the kind "${kind}"` }]);
    }
    if (!z.uuid().safeParse(form.id).success || match[2]!.toLowerCase() !== form.id.toLowerCase()) {
      throw invalidInput([{ path: 'id', message: 'The id must be the PEP’s id named in "type"' }]);
    }
    return form.id.toLowerCase();
  }

  return {
    /** Stores the photo (a re-encoded image) or the signed form (an image re-encoded, or a PDF as sent). */
    async upload(actor: Actor, kind: PepUploadKind, form: PepUploadForm): Promise<{ pep: Pep; url: string }> {
      const pepId = checkForm(kind, form);
      const row = await peps.find(actor, pepId);
      if (kind === 'baptismalForm' && !administersPep(actor, row)) {
        throw forbidden('Only an admin of the PEP’s locale uploads the baptismal form');
      }
      const type = sniffContentType(form.file.data);
      if (kind === 'photo' && !(photoContentTypes as readonly string[]).includes(type ?? '')) {
        throw new AppError('unsupported_media_type', 'The photo must be a JPEG, PNG or WebP image', {
          accepted: photoContentTypes,
        });
      }
      const prepared = await prepareDocument(form.file.data, imageWork);
      const file = `${kind === 'photo' ? 'photo' : 'form'}-${randomBytes(16).toString('base64url')}.${EXTENSIONS[prepared.type]}`;
      const url = servedPath(pepId, file);
      // The file first, then the record: the record never points at a file that is not there yet.
      await storage.put(storageKey(pepId, file), prepared.bytes);
      let previous: string | null;
      try {
        previous = await db.transaction(async (tx) => {
          const locked = await peps.find(actor, pepId, tx);
          await updatePep(tx, pepId, kind === 'photo' ? { photo: url } : { baptismalForm: url });
          return fileOfPath(pepId, kind === 'photo' ? locked.photo : locked.baptismalForm);
        });
      } catch (error) {
        await deleteStoredFiles(storage, [storageKey(pepId, file)]);
        throw error;
      }
      if (previous) await deleteStoredFiles(storage, [storageKey(pepId, previous)]);
      return { pep: peps.answer((await findPep(db, pepId))!), url };
    },

    /** A stored file of the PEP: the photo for whoever sees it, the form for its admins. */
    async file(actor: Actor, pepId: string, file: string): Promise<{ data: Buffer; contentType: string }> {
      const match = FILE_PATTERN.exec(file);
      const row = await peps.find(null, pepId);
      const allowed =
        row !== null && (match?.[1] === 'form' ? administersPep(actor, row) : canSeePep(actor, row));
      if (!allowed) throw outsideScope(actor, row !== null, 'The PEP', 'This PEP is outside your scope');
      const current = match?.[1] === 'form' ? row.baptismalForm : row.photo;
      const data =
        match && fileOfPath(pepId, current) === file ? await storage.get(storageKey(pepId, file)) : null;
      if (!data) throw new AppError('not_found', 'No such file');
      return { data, contentType: CONTENT_TYPES[match![3]!]! };
    },

    /** Removes a deleted PEP's files (after the delete committed; a failure is left behind harmlessly). */
    async removeFiles(pepId: string, paths: string[]): Promise<void> {
      const files = paths.map((path) => fileOfPath(pepId, path)).filter((f): f is string => f !== null);
      await deleteStoredFiles(
        storage,
        files.map((file) => storageKey(pepId, file)),
      );
    },
  };
}

export type PepUploadsService = ReturnType<typeof createPepUploadsService>;
