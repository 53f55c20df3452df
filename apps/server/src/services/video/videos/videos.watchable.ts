import type { CategoryColor, Video } from '@congregate/contracts';
import { managesVideo, watchesVideo, type VideoPlace, type Viewer } from '../../../access/video-access.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { findVideo, type VideoRow } from './videos.repository.ts';

/* What a caller may do with a video (watch it, change it) and the video as they see it: every call's answer. */

/** The app's own path an uploaded video plays from (range requests). */
export const videoFileUrl = (id: string) => `/api/video/videos/${id}/file`;

export const placeOf = (row: VideoRow): VideoPlace => ({
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

/** The video as the caller sees it, with their progress and whether they may change it. */
export function videoAnswer(actor: Actor, row: VideoRow): Video {
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

/**
 * The video, if the caller may watch it; anyone else 404 (a video's existence is nobody else's business).
 * Inside a transaction (`tx` other than `db`) its row is locked.
 */
export async function requireWatchable(
  db: Database,
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
export async function requireEditable(
  db: Database,
  actor: Actor,
  viewer: Viewer,
  id: string,
  tx: Executor,
): Promise<VideoRow> {
  const row = await requireWatchable(db, actor, viewer, id, tx);
  if (!managesVideo(actor, placeOf(row)))
    throw forbidden('Only an admin over its audience changes this video');
  return row;
}
