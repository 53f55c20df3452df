import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  VIDEO_LIMITS,
  newVideoSchema,
  type CategoryColor,
  type NewVideo,
  type Video,
  type VideoPage,
  type VideoPatch,
  type VideoProgress,
  type VideoProgressInput,
  type VideoUpload,
  type videoListQuerySchema,
} from '@congregate/contracts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { adminScopeOf, outsideScope } from '../../../access/scope.ts';
import {
  managesVideo,
  videoRowsFor,
  watchesVideo,
  type VideoPlace,
  type Viewer,
} from '../../../access/video-access.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { removeOrphanFiles } from '../../../integrations/storage/orphan-files.ts';
import { tooLarge, type UploadStream } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../../lib/paging.ts';
import type { CategoriesService } from '../../groups/categories/categories.service.ts';
import { checkVideoUrl } from '../video-urls.ts';
import { readViewer } from '../viewer.ts';
import { checkedVideoStream, parseRange } from './videos.files.ts';
import {
  deleteUploadsBefore,
  deleteVideo,
  districtExists,
  findReferencedKeys,
  findVideo,
  insertUpload,
  insertVideo,
  listBegunVideos,
  listVideos,
  saveProgress,
  takeUpload,
  updateVideo,
  type VideoRow,
} from './videos.repository.ts';

/** A list query as `videoListQuerySchema` parsed it. */
export type VideoListFilter = ReturnType<typeof videoListQuerySchema.parse>;

/** Uploads no video took are removed after a day. */
export const UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Every video file lives under this folder (uploads waiting and described alike). */
const FILES_FOLDER = 'videos';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `published_at::text` as PostgreSQL writes it (`2026-03-01 10:00:00.123456+00`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** Where an upload's file is kept, from the upload's id; the video that describes it keeps the same key. */
export const videoUploadKey = (id: string) => `${FILES_FOLDER}/uploads/${id}.mp4`;
/** The app's own path an uploaded video plays from (range requests). */
export const videoFileUrl = (id: string) => `/api/video/videos/${id}/file`;

const placeOf = (row: VideoRow): VideoPlace => ({
  audience: row.audience,
  localeId: row.localeId,
  districtId: row.districtId,
  localeDistrictId: row.localeDistrictId,
});

const audienceName = (row: VideoRow): string =>
  row.audience === 'all'
    ? 'Everyone'
    : row.audience === 'district'
      ? (row.districtName ?? '')
      : (row.localeName ?? '');

function answer(actor: Actor, row: VideoRow): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category:
      row.categoryId !== null
        ? { id: row.categoryId, name: row.categoryName!, color: row.categoryColor as CategoryColor }
        : null,
    audience: row.audience,
    localeId: row.localeId,
    districtId: row.districtId,
    audienceName: audienceName(row),
    publishedAt: row.publishedAt.toISOString(),
    source: row.source,
    url: row.source === 'upload' ? videoFileUrl(row.id) : row.url!,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    progress:
      row.progressPosition !== null && row.progressUpdatedAt !== null
        ? {
            positionSeconds: row.progressPosition,
            durationSeconds: row.progressDuration,
            updatedAt: row.progressUpdatedAt.toISOString(),
          }
        : null,
    canEdit: managesVideo(actor, placeOf(row)),
  };
}

/** What `file` answers: the bytes to send (all, or the range asked) and the headers that describe them. */
export interface VideoFileAnswer {
  contentType: string;
  size: number;
  range: { start: number; end: number } | null;
  stream: Readable;
}

/**
 * Videos (issue 18): uploaded MP4s (stored streaming, served with range requests), HLS playlists and embedded
 * players, for everyone, a district or a locale (`access/video-access.ts`), each with the caller's progress.
 * Files are stored before their row and removed after the row's removal commits.
 */
export function createVideosService(
  db: Database,
  files: FileStorage,
  {
    config,
    categories,
    housekeeping,
  }: { config: AppConfig; categories: CategoriesService; housekeeping: Housekeeping },
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

  /** The video, if the caller may watch it; anyone else 404 (a video's existence is nobody else's business). */
  async function requireWatchable(
    actor: Actor,
    viewer: Viewer,
    id: string,
    tx: Executor = db,
  ): Promise<VideoRow> {
    const row = await findVideo(tx, id, actor.memberId, tx !== db);
    if (!row || !watchesVideo(actor, viewer, placeOf(row), row.publishedAt <= new Date())) {
      throw notFound('The video');
    }
    return row;
  }

  /** The video, if the caller may edit it: 404 to those who may not watch it, 403 to its other watchers. */
  async function requireEditable(actor: Actor, viewer: Viewer, id: string, tx: Executor): Promise<VideoRow> {
    const row = await requireWatchable(actor, viewer, id, tx);
    if (!managesVideo(actor, placeOf(row)))
      throw forbidden('Only an admin over its audience changes this video');
    return row;
  }

  /** Where a new video goes, checked: the caller must publish for that audience (403; 404 for a missing place). */
  async function requirePlace(
    actor: Actor,
    body: ReturnType<typeof newVideoSchema.parse>,
  ): Promise<VideoPlace> {
    if (body.audience === 'all') {
      const place: VideoPlace = { audience: 'all', localeId: null, districtId: null, localeDistrictId: null };
      if (!managesVideo(actor, place)) throw forbidden('Only a super admin publishes a video for everyone');
      return place;
    }
    if (body.audience === 'district') {
      const districtId = body.districtId!;
      const place: VideoPlace = { audience: 'district', localeId: null, districtId, localeDistrictId: null };
      const exists = await districtExists(db, districtId);
      if (!exists || !managesVideo(actor, place)) {
        throw outsideScope(
          actor,
          exists,
          'The district',
          'Only its district admins publish for this district',
        );
      }
      return place;
    }
    const locale = await findLocaleRef(db, body.localeId!);
    const place: VideoPlace = {
      audience: 'locale',
      localeId: body.localeId!,
      districtId: null,
      localeDistrictId: locale?.districtId ?? null,
    };
    if (!locale || !managesVideo(actor, place)) {
      throw outsideScope(actor, locale !== null, 'The locale', 'Only its admins publish for this locale');
    }
    return place;
  }

  /** The category must be a video category of the audience's locale or a shared one: 422 otherwise. */
  async function checkCategory(tx: Executor, categoryId: string | null | undefined, place: VideoPlace) {
    if (!categoryId) return;
    const localeId = place.audience === 'locale' ? place.localeId : null;
    if (!(await categories.usableIn(tx, categoryId, 'video', localeId))) {
      throw invalidInput([
        {
          path: 'categoryId',
          message:
            place.audience === 'locale'
              ? 'Choose a video category of this locale or a shared one'
              : 'Choose a shared video category',
        },
      ]);
    }
  }

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
    /** `query` as the route's schema parsed it (`manage` a boolean, `limit` defaulted). */
    async list(actor: Actor, query: VideoListFilter): Promise<VideoPage> {
      if (query.manage && !adminScopeOf(actor)) throw forbidden('Only admins manage videos');
      const cursor = query.cursor ? decodeCursor(query.cursor, 2) : null;
      const after = cursor ? { publishedAt: cursor[0]!, id: cursor[1]! } : null;
      if (after && (!TIMESTAMP.test(after.publishedAt) || !UUID.test(after.id))) throw invalidCursor();
      const viewer = await readViewer(db, actor);
      let reaching: { localeId: string; districtId: string | null } | undefined;
      if (query.localeId) {
        const locale = await findLocaleRef(db, query.localeId);
        if (!locale) throw notFound('The locale');
        reaching = { localeId: locale.id, districtId: locale.districtId };
      }
      const { rows, total } = await listVideos(
        db,
        {
          watchable: videoRowsFor(actor, viewer, new Date(), query.manage ?? false),
          reaching,
          categoryId: query.categoryId,
          q: query.q,
        },
        after,
        query.limit + 1,
        actor.memberId,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => answer(actor, row)),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.publishedAtKey, last.id]) : null,
        total,
      };
    },

    async continueWatching(actor: Actor): Promise<Video[]> {
      if (!actor.memberId) return [];
      const viewer = await readViewer(db, actor);
      const rows = await listBegunVideos(
        db,
        actor.memberId,
        videoRowsFor(actor, viewer, new Date()),
        VIDEO_LIMITS.progressEdgeSeconds,
        VIDEO_LIMITS.continueWatchingMax,
      );
      return rows.map((row) => answer(actor, row));
    },

    async one(actor: Actor, id: string): Promise<Video> {
      return answer(actor, await requireWatchable(actor, await readViewer(db, actor), id));
    },

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

    async create(actor: Actor, input: NewVideo): Promise<Video> {
      const body = newVideoSchema.parse(input);
      const place = await requirePlace(actor, body);
      // Checked before the transaction: a refused address writes nothing.
      const url = body.source === 'upload' ? null : checkVideoUrl(body.source, body.url!, config);
      return db.transaction(async (tx) => {
        await checkCategory(tx, body.categoryId, place);
        let file: { fileKey: string; contentType: string; sizeBytes: number } | null = null;
        if (body.source === 'upload') {
          file = await takeUpload(tx, body.uploadId!, actor.userId);
          if (!file) {
            throw new AppError(
              'upload_not_available',
              'This upload is not there any more; upload the file again',
              {
                issues: [
                  { path: 'uploadId', message: 'Upload the file again', code: 'upload_not_available' },
                ],
              },
            );
          }
        }
        const values = {
          title: body.title,
          description: body.description,
          categoryId: body.categoryId,
          audience: place.audience,
          localeId: place.localeId,
          districtId: place.districtId,
          publishedAt: body.publishedAt ? new Date(body.publishedAt) : new Date(),
          source: body.source,
          url,
          durationSeconds: body.durationSeconds ?? null,
        };
        const id = await insertVideo(tx, {
          ...values,
          fileKey: file?.fileKey ?? null,
          contentType: file?.contentType ?? null,
          sizeBytes: file?.sizeBytes ?? null,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'video.create',
          entityType: 'video',
          entityId: id,
          localeId: place.localeId,
          after: { ...values, uploadId: body.uploadId ?? null },
        });
        return answer(actor, (await findVideo(tx, id, actor.memberId))!);
      });
    },

    async update(actor: Actor, id: string, patch: VideoPatch): Promise<Video> {
      const viewer = await readViewer(db, actor);
      await requireEditable(actor, viewer, id, db);
      return db.transaction(async (tx) => {
        const row = await requireEditable(actor, viewer, id, tx);
        await checkCategory(tx, patch.categoryId, placeOf(row));
        const changes = {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
          ...(patch.publishedAt !== undefined ? { publishedAt: new Date(patch.publishedAt) } : {}),
          ...(patch.durationSeconds !== undefined ? { durationSeconds: patch.durationSeconds } : {}),
        };
        await updateVideo(tx, id, changes);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'video.update',
          entityType: 'video',
          entityId: id,
          localeId: row.localeId,
          before: {
            title: row.title,
            description: row.description,
            categoryId: row.categoryId,
            publishedAt: row.publishedAt.toISOString(),
            durationSeconds: row.durationSeconds,
          },
          after: changes,
        });
        return answer(actor, (await findVideo(tx, id, actor.memberId))!);
      });
    },

    async remove(actor: Actor, id: string): Promise<{ ok: true }> {
      const viewer = await readViewer(db, actor);
      await requireEditable(actor, viewer, id, db);
      const fileKey = await db.transaction(async (tx) => {
        const row = await requireEditable(actor, viewer, id, tx);
        const key = await deleteVideo(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'video.delete',
          entityType: 'video',
          entityId: id,
          localeId: row.localeId,
          before: {
            title: row.title,
            audience: row.audience,
            localeId: row.localeId,
            districtId: row.districtId,
            source: row.source,
            url: row.url,
            fileKey: row.fileKey,
          },
        });
        return key;
      });
      // After the commit: a failed delete above leaves the file in place.
      if (fileKey) await deleteStoredFiles(files, [fileKey]);
      return { ok: true };
    },

    /**
     * An uploaded video's bytes: all of them, or the one range `Range` asks for; a range outside the file 416
     * with its size. Linked videos have no file (404).
     */
    async file(actor: Actor, id: string, rangeHeader: string | undefined): Promise<VideoFileAnswer> {
      const row = await requireWatchable(actor, await readViewer(db, actor), id);
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

    async saveProgress(actor: Actor, id: string, input: VideoProgressInput): Promise<VideoProgress> {
      const row = await requireWatchable(actor, await readViewer(db, actor), id);
      if (!actor.memberId) throw forbidden('Progress is kept for members only');
      const durationSeconds = input.durationSeconds ?? row.durationSeconds ?? null;
      const positionSeconds =
        durationSeconds !== null ? Math.min(input.positionSeconds, durationSeconds) : input.positionSeconds;
      const saved = await saveProgress(db, {
        memberId: actor.memberId,
        videoId: id,
        positionSeconds,
        durationSeconds: input.durationSeconds ?? null,
      });
      return {
        positionSeconds: saved.positionSeconds,
        durationSeconds: saved.durationSeconds,
        updatedAt: new Date(saved.updatedAt).toISOString(),
      };
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
