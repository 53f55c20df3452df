import {
  VIDEO_LIMITS,
  newVideoSchema,
  type NewVideo,
  type Video,
  type VideoPage,
  type VideoPatch,
  type VideoProgress,
  type VideoProgressInput,
  type videoListQuerySchema,
} from '@congregate/contracts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { adminScopeOf } from '../../../access/scope.ts';
import {
  readViewer,
  videoInScope,
  videoRowsFor,
  type VideoInScope,
  type VideoPlace,
  type VideoPlaceInScope,
} from '../../../access/video-access.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import type { CategoriesService } from '../../groups/categories/categories.service.ts';
import { checkVideoUrl } from '../video-urls.ts';
import {
  deleteVideo,
  findVideo,
  insertVideo,
  listBegunVideos,
  listVideos,
  saveProgress,
  takeUpload,
  updateVideo,
  videoKeys,
} from './videos.repository.ts';
import { createVideoUploads } from './videos.uploads.service.ts';
import { foundVideo, placeOf, videoAnswer } from './videos.watchable.ts';

export { UPLOAD_MAX_AGE_MS, videoUploadKey, type VideoFileAnswer } from './videos.uploads.service.ts';
export { videoFileUrl } from './videos.watchable.ts';

/** A list query as `videoListQuerySchema` parsed it. */
export type VideoListFilter = ReturnType<typeof videoListQuerySchema.parse>;

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
  // Uploads and the bytes of uploaded videos: their own file beside this one.
  const uploads = createVideoUploads(db, files, { config, housekeeping });

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
  return {
    /** `query` as the route's schema parsed it (`manage` a boolean, `limit` defaulted). */
    async list(actor: Actor, query: VideoListFilter): Promise<VideoPage> {
      if (query.manage && !adminScopeOf(actor)) throw forbidden('Only admins manage videos');
      const cursor = videoKeys.read(query.cursor);
      const after = cursor ? { publishedAt: cursor[0], id: cursor[1] } : null;
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
      return {
        items: page.map((row) => videoAnswer(actor, row)),
        nextCursor: videoKeys.next(rows, query.limit, (row) => [row.publishedAtKey, row.id]),
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
      return rows.map((row) => videoAnswer(actor, row));
    },

    /** A video the caller may watch (the call's rule, `videoInScope`). */
    async one(actor: Actor, video: VideoInScope): Promise<Video> {
      return videoAnswer(actor, await foundVideo(db, actor, video));
    },

    ...uploads,

    /** Publishes a video at the place the call's rule let the caller publish at (`publishingPlace`). */
    async create(actor: Actor, place: VideoPlaceInScope, input: NewVideo): Promise<Video> {
      const body = newVideoSchema.parse(input);
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
        return videoAnswer(actor, (await findVideo(tx, id, actor.memberId))!);
      });
    },

    /** Changes a video the caller manages (the call's rule), checked again on its locked row. */
    async update(actor: Actor, video: VideoInScope, patch: VideoPatch): Promise<Video> {
      const id = video.id;
      return db.transaction(async (tx) => {
        const row = await foundVideo(tx, actor, await videoInScope(tx, actor, id, 'edit', true));
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
        return videoAnswer(actor, (await findVideo(tx, id, actor.memberId))!);
      });
    },

    /** Deletes a video the caller manages (the call's rule), checked again on its locked row. */
    async remove(actor: Actor, video: VideoInScope): Promise<{ ok: true }> {
      const id = video.id;
      const fileKey = await db.transaction(async (tx) => {
        const row = await foundVideo(tx, actor, await videoInScope(tx, actor, id, 'edit', true));
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

    /** The caller's place in a video they may watch (the call's rule). */
    async saveProgress(actor: Actor, video: VideoInScope, input: VideoProgressInput): Promise<VideoProgress> {
      if (!actor.memberId) throw forbidden('Progress is kept for members only');
      const id = video.id;
      const row = await foundVideo(db, actor, video);
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
