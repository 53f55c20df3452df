import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { VideoAudience, VideoSource } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import {
  categories,
  districts,
  locales,
  videoProgress,
  videos,
  videoUploads,
} from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What `videos.search_text` holds: title and description, lower case and without accents. */
const videoSearchText = sql`lower(congregate_unaccent(concat_ws(' ', ${videos.title}, ${videos.description})))`;

/** The words of a search, at most eight (more narrow nothing a viewer would notice). */
const searchWords = (q: string | undefined): string[] => (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/** What a list of videos is narrowed to. */
export interface VideoFilter {
  /** The rows the caller may watch (or edit): `videoRowsFor`. */
  watchable: SQL;
  /** Only the videos that reach this locale's members: its own, its district's and everyone's. */
  reaching?: { localeId: string; districtId: string | null };
  categoryId?: string;
  q?: string;
}

function filterConditions(filter: VideoFilter): (SQL | undefined)[] {
  const reaching = filter.reaching;
  return [
    filter.watchable,
    reaching
      ? sql`(${videos.audience} = 'all'
          or (${videos.audience} = 'locale' and ${videos.localeId} = ${reaching.localeId})
          or (${videos.audience} = 'district' and ${videos.districtId} = ${reaching.districtId}))`
      : undefined,
    filter.categoryId ? eq(videos.categoryId, filter.categoryId) : undefined,
    // Every word somewhere in the title or description, in any order.
    ...searchWords(filter.q).map(
      (word) => sql`${videos.searchText} like '%' || lower(congregate_unaccent(${likeEscape(word)})) || '%'`,
    ),
  ];
}

export interface VideoRow {
  id: string;
  title: string;
  description: string;
  audience: VideoAudience;
  localeId: string | null;
  districtId: string | null;
  localeName: string | null;
  /** The district of `localeId` (audience `locale`), for the edit rule. */
  localeDistrictId: string | null;
  districtName: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  publishedAt: Date;
  /** `published_at` as the database writes it (microseconds kept), for the paging cursor. */
  publishedAtKey: string;
  source: VideoSource;
  fileKey: string | null;
  url: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  durationSeconds: number | null;
  /** The caller's progress (null: none, or no member record). */
  progressPosition: number | null;
  progressDuration: number | null;
  progressUpdatedAt: Date | null;
}

const columns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  audience: videos.audience,
  localeId: videos.localeId,
  districtId: videos.districtId,
  localeName: locales.name,
  localeDistrictId: locales.districtId,
  districtName: districts.name,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryColor: categories.color,
  publishedAt: videos.publishedAt,
  publishedAtKey: sql<string>`${videos.publishedAt}::text`,
  source: videos.source,
  fileKey: videos.fileKey,
  url: videos.url,
  contentType: videos.contentType,
  sizeBytes: videos.sizeBytes,
  durationSeconds: videos.durationSeconds,
  progressPosition: videoProgress.positionSeconds,
  progressDuration: videoProgress.durationSeconds,
  progressUpdatedAt: videoProgress.updatedAt,
};

/** Videos with their category, audience's name and `memberId`'s progress (none without a member record). */
const selectVideos = (db: Executor, memberId: string | null) =>
  db
    .select(columns)
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .leftJoin(locales, eq(locales.id, videos.localeId))
    .leftJoin(districts, eq(districts.id, videos.districtId))
    .leftJoin(
      videoProgress,
      and(eq(videoProgress.videoId, videos.id), memberId ? eq(videoProgress.memberId, memberId) : sql`false`),
    );

const normalise = (row: object): VideoRow => {
  const r = row as VideoRow;
  return {
    ...r,
    sizeBytes: r.sizeBytes === null ? null : Number(r.sizeBytes),
    publishedAt: new Date(r.publishedAt),
    progressUpdatedAt: r.progressUpdatedAt === null ? null : new Date(r.progressUpdatedAt),
  };
};

/** Videos newest published first by (published_at, id); the cursor `[published_at as the database writes it, id]`. */
export const videoKeys = keyset({
  direction: 'desc',
  parts: [
    { column: videos.publishedAt, kind: 'timestamptz' },
    { column: videos.id, kind: 'uuid' },
  ],
});

/** The videos matching `where`, newest published first after the cursor's (published_at, id); and how many match. */
export async function listVideos(
  db: Executor,
  filter: VideoFilter,
  after: { publishedAt: string; id: string } | null,
  limit: number,
  memberId: string | null,
): Promise<{ rows: VideoRow[]; total: number }> {
  const conditions = filterConditions(filter);
  const rows = await selectVideos(db, memberId)
    .where(and(...conditions, videoKeys.after(after && [after.publishedAt, after.id])))
    .orderBy(...videoKeys.orderBy())
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(and(...conditions));
  return { rows: rows.map(normalise), total: Number(count?.n ?? 0) };
}

/** One video (`for update` of its row inside a write). */
export async function findVideo(
  db: Executor,
  id: string,
  memberId: string | null,
  lock = false,
): Promise<VideoRow | null> {
  const query = selectVideos(db, memberId).where(eq(videos.id, id));
  const [row] = await (lock ? query.for('update', { of: videos }) : query);
  return row ? normalise(row) : null;
}

/**
 * The member's videos begun and not finished (past `edgeSeconds` from the start, and that far from the end when
 * the length is known) among those `watchable`, most recently watched first.
 */
export async function listBegunVideos(
  db: Executor,
  memberId: string,
  watchable: SQL,
  edgeSeconds: number,
  limit: number,
): Promise<VideoRow[]> {
  const length = sql`coalesce(${videoProgress.durationSeconds}, ${videos.durationSeconds})`;
  const rows = await selectVideos(db, memberId)
    .where(
      and(
        watchable,
        eq(videoProgress.memberId, memberId),
        sql`${videoProgress.positionSeconds} >= ${edgeSeconds}`,
        sql`(${length} is null or ${videoProgress.positionSeconds} <= ${length} - ${edgeSeconds})`,
      ),
    )
    .orderBy(desc(videoProgress.updatedAt), desc(videos.id))
    .limit(limit);
  return rows.map(normalise);
}

export interface VideoValues {
  title: string;
  description: string;
  categoryId: string | null;
  audience: VideoAudience;
  localeId: string | null;
  districtId: string | null;
  publishedAt: Date;
  source: VideoSource;
  fileKey: string | null;
  url: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  durationSeconds: number | null;
  createdBy: string;
}

export async function insertVideo(tx: Executor, values: VideoValues): Promise<string> {
  const [row] = await tx.insert(videos).values(values).returning({ id: videos.id });
  await tx.update(videos).set({ searchText: videoSearchText }).where(eq(videos.id, row!.id));
  return row!.id;
}

export type VideoChanges = Partial<
  Pick<VideoValues, 'title' | 'description' | 'categoryId' | 'publishedAt' | 'durationSeconds'>
>;

export async function updateVideo(tx: Executor, id: string, values: VideoChanges): Promise<void> {
  await tx
    .update(videos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videos.id, id));
  await tx.update(videos).set({ searchText: videoSearchText }).where(eq(videos.id, id));
}

/** Deletes the video (its progress rows go with it); answers its file's key, if it has one. */
export async function deleteVideo(tx: Executor, id: string): Promise<string | null> {
  const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning({ fileKey: videos.fileKey });
  return row?.fileKey ?? null;
}

/** Where the member is in the video: kept, or replaced by this newer position. */
export async function saveProgress(
  db: Executor,
  values: { memberId: string; videoId: string; positionSeconds: number; durationSeconds: number | null },
) {
  const now = new Date();
  const [row] = await db
    .insert(videoProgress)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [videoProgress.memberId, videoProgress.videoId],
      set: {
        positionSeconds: values.positionSeconds,
        durationSeconds: sql`coalesce(${values.durationSeconds}::double precision, ${videoProgress.durationSeconds})`,
        updatedAt: now,
      },
    })
    .returning({
      positionSeconds: videoProgress.positionSeconds,
      durationSeconds: videoProgress.durationSeconds,
      updatedAt: videoProgress.updatedAt,
    });
  return row!;
}

// ---- Uploads waiting to be described ----

export async function insertUpload(
  db: Executor,
  values: {
    id: string;
    fileKey: string;
    contentType: string;
    sizeBytes: number;
    fileName: string;
    uploadedBy: string;
  },
): Promise<void> {
  await db.insert(videoUploads).values(values);
}

/** Takes the caller's upload (its row removed, its file now the video's); null when it is not there for them. */
export async function takeUpload(tx: Executor, id: string, userId: string) {
  const [row] = await tx
    .delete(videoUploads)
    .where(and(eq(videoUploads.id, id), eq(videoUploads.uploadedBy, userId)))
    .returning({
      fileKey: videoUploads.fileKey,
      contentType: videoUploads.contentType,
      sizeBytes: videoUploads.sizeBytes,
    });
  return row ? { ...row, sizeBytes: Number(row.sizeBytes) } : null;
}

/** Removes the uploads made before `before` that no video took; answers their files' keys. */
export async function deleteUploadsBefore(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .delete(videoUploads)
    .where(lt(videoUploads.createdAt, before))
    .returning({ fileKey: videoUploads.fileKey });
  return rows.map((row) => row.fileKey);
}

/** Which of the keys an upload or a video points at. */
export async function findReferencedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [uploads, described] = await Promise.all([
    db.select({ key: videoUploads.fileKey }).from(videoUploads).where(inArray(videoUploads.fileKey, keys)),
    db.select({ key: videos.fileKey }).from(videos).where(inArray(videos.fileKey, keys)),
  ]);
  return new Set(
    [...uploads, ...described].map((row) => row.key).filter((key): key is string => key !== null),
  );
}
