import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { VideoUpload } from '@congregate/contracts';
import { adminScopeOf } from '../../../access/scope.ts';
import type { VideoInScope } from '../../../access/video-access.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { removeOrphanFiles } from '../../../integrations/storage/orphan-files.ts';
import { tooLarge, type UploadStream } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import { checkedVideoStream, parseRange } from './videos.files.ts';
import { deleteUploadsBefore, findReferencedKeys, insertUpload } from './videos.repository.ts';
import { foundVideo } from './videos.watchable.ts';

/** Uploads no video took are removed after a day. */
export const UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Every video file lives under this folder (uploads waiting and described alike). */
const FILES_FOLDER = 'videos';

/** Where an upload's file is kept, from the upload's id; the video that describes it keeps the same key. */
export const videoUploadKey = (id: string) => `${FILES_FOLDER}/uploads/${id}.mp4`;

/** What `file` answers: the bytes to send (all, or the range asked) and the headers that describe them. */
export interface VideoFileAnswer {
  contentType: string;
  size: number;
  range: { start: number; end: number } | null;
  stream: Readable;
}

/**
 * Uploaded videos' files: an admin's upload (stored streaming, before any video describes it), the bytes served
 * to its watchers with range requests, and the sweeping of uploads no video took and of files no row names.
 */
export function createVideoUploads(
  db: Database,
  files: FileStorage,
  { config, housekeeping }: { config: AppConfig; housekeeping: Housekeeping },
) {
  housekeeping.add({
    name: 'video-undescribed-uploads',
    run: async () => {
      const keys = await deleteUploadsBefore(db, new Date(Date.now() - UPLOAD_MAX_AGE_MS));
      await deleteStoredFiles(files, keys);
      return keys.length;
    },
  });
  housekeeping.add({
    name: 'orphan-video-files',
    run: () => removeOrphanFiles(files, FILES_FOLDER, (keys) => findReferencedKeys(db, keys)),
  });

  /** An upload that failed on the way in: the refusals of `checkedVideoStream`, or the client's broken body. */
  function uploadFailure(error: unknown, upload: UploadStream): unknown {
    if (error instanceof AppError) return error;
    if (upload.file.truncated) return tooLarge('The video', config.video.uploadMaxBytes);
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : '';
    if (
      (typeof code === 'string' && (code.startsWith('FST_') || code === 'ERR_STREAM_PREMATURE_CLOSE')) ||
      message.includes('terminated early') ||
      message.includes('Unexpected end of form')
    ) {
      return new AppError('bad_request', 'The upload could not be read; try again');
    }
    return error;
  }

  return {
    /** `openFile` is called only once the caller may upload, so refused callers send nothing that is read. */
    async upload(actor: Actor, openFile: (maxBytes: number) => Promise<UploadStream>): Promise<VideoUpload> {
      if (!adminScopeOf(actor)) throw forbidden('Only admins upload videos');
      const maxBytes = config.video.uploadMaxBytes;
      const upload = await openFile(maxBytes);
      const id = randomUUID();
      const fileKey = videoUploadKey(id);
      let sizeBytes: number;
      try {
        sizeBytes = await files.putStream(fileKey, checkedVideoStream(upload, maxBytes));
      } catch (error) {
        throw uploadFailure(error, upload);
      }
      const row = { id, fileKey, contentType: 'video/mp4', sizeBytes, fileName: upload.fileName };
      try {
        await insertUpload(db, { ...row, uploadedBy: actor.userId });
      } catch (error) {
        await deleteStoredFiles(files, [fileKey]);
        throw error;
      }
      return { uploadId: id, contentType: row.contentType, sizeBytes, fileName: row.fileName };
    },

    /**
     * An uploaded video's bytes: all of them, or the one range `Range` asks for; a range outside the file 416
     * with its size. Linked videos have no file (404).
     */
    async file(actor: Actor, video: VideoInScope, rangeHeader: string | undefined): Promise<VideoFileAnswer> {
      const row = await foundVideo(db, actor, video);
      if (row.source !== 'upload' || !row.fileKey) throw notFound('The video file');
      const size = await files.size(row.fileKey);
      if (size === null) throw notFound('The video file');
      const range = parseRange(rangeHeader, size);
      if (range === 'unsatisfiable') {
        throw new AppError(
          'range_not_satisfiable',
          'The range asked for is outside the file',
          { size },
          { 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' },
        );
      }
      const stream = await files.readStream(row.fileKey, range ?? undefined);
      if (!stream) throw notFound('The video file');
      return { contentType: row.contentType ?? 'video/mp4', size, range, stream };
    },
  };
}
