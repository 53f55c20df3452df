import type { CategoryColor, Video } from '@congregate/contracts';
import { managesVideo, type VideoInScope, type VideoPlace } from '../../../access/video-access.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import { findVideo, type VideoRow } from './videos.repository.ts';

/* The video as the caller sees it: every call's answer (who may watch or change it: `access/video-access.ts`). */

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
 * The row of a video the video rule let the caller at (`videoInScope`), with the caller's progress; one removed
 * since: 404. Inside a write's transaction, after the rule locked it.
 */
export async function foundVideo(db: Executor, actor: Actor, video: VideoInScope): Promise<VideoRow> {
  const row = await findVideo(db, video.id, actor.memberId);
  if (!row) throw notFound('The video');
  return row;
}
