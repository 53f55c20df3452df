import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { livestreamSources, videoAudiences, videoSources } from '@congregate/contracts';
import { users } from './accounts.ts';
import { checkIns, gatherings } from './attendance.ts';
import { categories } from './groups.ts';
import { members } from './members.ts';
import { districts, locales } from './organization.ts';
import { oneOf } from './value-lists.ts';

/*
 * The video service (issue 18): videos (uploaded MP4s, HLS playlists, embedded players) for everyone, a district
 * or a locale; each member's place in them; livestreams scheduled per locale and the watching that checks a
 * member in.
 */

/** A file uploaded by an admin and not yet described as a video (removed after a day if it never is). */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_uploads_created_idx').on(t.createdAt)],
);

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** `all`, `district` (with `district_id`) or `locale` (with `locale_id`). */
    audience: text('audience').notNull(),
    localeId: uuid('locale_id').references(() => locales.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    /** Members see it from then on. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
    /** An upload's file in the file storage. */
    fileKey: text('file_key'),
    /** An HLS playlist or embed URL. */
    url: text('url'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Accent- and case-blind title and description, for the search (set by the server). */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('videos_category_idx').on(t.categoryId),
    index('videos_locale_idx').on(t.localeId),
    index('videos_district_idx').on(t.districtId),
    check('videos_audience_valid', oneOf(t.audience, videoAudiences)),
    check('videos_source_valid', oneOf(t.source, videoSources)),
    check('videos_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check(
      'videos_audience_place',
      sql`(${t.audience} = 'all' and ${t.localeId} is null and ${t.districtId} is null)
        or (${t.audience} = 'district' and ${t.districtId} is not null and ${t.localeId} is null)
        or (${t.audience} = 'locale' and ${t.localeId} is not null and ${t.districtId} is null)`,
    ),
    check(
      'videos_source_place',
      sql`(${t.source} = 'upload' and ${t.fileKey} is not null) or (${t.source} <> 'upload' and ${t.url} is not null)`,
    ),
  ],
);

/** Where a member is in a video ("continue watching"). */
export const videoProgress = pgTable(
  'video_progress',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.videoId] }),
    index('video_progress_member_recent_idx').on(t.memberId, t.updatedAt.desc()),
    index('video_progress_video_idx').on(t.videoId),
  ],
);

/** A locale's livestream: a URL and its times, and the gathering (service) it shows. */
export const livestreams = pgTable(
  'livestreams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').notNull(),
    url: text('url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Watching checks the locale's members in to this gathering. */
    gatheringId: uuid('gathering_id').references(() => gatherings.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('livestreams_locale_starts_idx').on(t.localeId, t.startsAt),
    index('livestreams_gathering_idx').on(t.gatheringId),
    check('livestreams_source_valid', oneOf(t.source, livestreamSources)),
    check('livestreams_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('livestreams_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's watching of one livestream: seconds counted from heartbeats, and the check-in it earned (once). */
export const livestreamWatches = pgTable(
  'livestream_watches',
  {
    livestreamId: uuid('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The stream's locale (every row that belongs to a locale carries it). */
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    firstBeatAt: timestamp('first_beat_at', { withTimezone: true }).notNull().defaultNow(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when the watching checked the member in. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    checkInId: uuid('check_in_id').references(() => checkIns.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.livestreamId, t.memberId] }),
    index('livestream_watches_member_idx').on(t.memberId),
    check('livestream_watches_seconds', sql`${t.watchedSeconds} >= 0`),
  ],
);
