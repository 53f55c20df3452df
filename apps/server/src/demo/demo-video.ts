import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { CategoryColor, ServiceScheduleEntry, VideoAudience } from '@congregate/contracts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import { occurrencesBetween } from '../services/events/gatherings/gatherings.schedule.ts';
import type { Executor } from '../db/executor.ts';
import {
  categories,
  gatherings,
  livestreams,
  locales,
  members,
  videoProgress,
  videos,
} from '../db/schema/index.ts';
import {
  DEMO_CLIPS,
  DEMO_LIVE_SECONDS,
  DEMO_LIVE_URL,
  DEMO_MEDIA_DIR,
  type DemoClip,
} from '../services/video/demo-media/demo-media-files.ts';

const DAY_MS = 86_400_000;

/** The video categories every locale shares (a super admin's). */
export const DEMO_VIDEO_CATEGORIES = [
  { name: 'Sunday services', color: 'blue' },
  { name: 'Bible study', color: 'teal' },
  { name: 'Music and worship', color: 'grape' },
  { name: 'Youth', color: 'orange' },
  { name: 'Testimonies', color: 'pink' },
] as const satisfies readonly { name: string; color: CategoryColor }[];
/** The first locale's own video category. */
export const DEMO_LOCALE_VIDEO_CATEGORY = { name: 'Church life', color: 'green' } as const;
type CategoryName =
  (typeof DEMO_VIDEO_CATEGORIES)[number]['name'] | (typeof DEMO_LOCALE_VIDEO_CATEGORY)['name'];

interface DemoVideo {
  title: string;
  description: string;
  category: CategoryName;
  /** `locale` and `district`: the first locale and its district. */
  audience: VideoAudience;
  daysAgo: number;
  /** An uploaded clip; without one the video plays the HLS rendition. */
  clip?: DemoClip;
}

/** The demo's videos, newest first: twelve uploads (one per clip) and one HLS video. */
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Sunday Worship Replay',
    description:
      'Missed Sunday? Watch last week’s worship and message again, from the opening song to the benediction.',
    category: 'Sunday services',
    audience: 'all',
    daysAgo: 1,
  },
  {
    title: 'Walking in Hope — Sunday Message',
    description: 'Pastor’s message from Romans 15:13: hope that does not depend on how the week went.',
    category: 'Sunday services',
    audience: 'all',
    daysAgo: 3,
    clip: 'sunday-service',
  },
  {
    title: 'The Book of Ruth, Part 1',
    description:
      'Our midweek Bible study begins the book of Ruth: loyalty, loss and the God who provides. Bring your Bible.',
    category: 'Bible study',
    audience: 'all',
    daysAgo: 6,
    clip: 'bible-study',
  },
  {
    title: 'Worship Night Highlights',
    description: 'Songs of praise from Friday’s worship night with the combined choirs and the band.',
    category: 'Music and worship',
    audience: 'all',
    daysAgo: 9,
    clip: 'worship-night',
  },
  {
    title: 'Youth Camp Recap',
    description:
      'Three days of games, worship and small groups by the lake. Thank you to every volunteer and cook!',
    category: 'Youth',
    audience: 'all',
    daysAgo: 12,
    clip: 'youth-camp',
  },
  {
    title: 'Testimony: God Healed My Mother',
    description:
      'A sister shares how the church prayed through her mother’s illness, and what she learned about faith.',
    category: 'Testimonies',
    audience: 'all',
    daysAgo: 15,
    clip: 'testimony-healing',
  },
  {
    title: 'Choir Rehearsal: Easter Cantata',
    description:
      'For choir members: the alto and tenor parts of the Easter cantata, slowly, to practise at home.',
    category: 'Music and worship',
    audience: 'locale',
    daysAgo: 18,
    clip: 'choir-rehearsal',
  },
  {
    title: 'Midweek Prayer Meeting: Praying for Our City',
    description:
      'We prayed for our barangays, our schools and our local officials. Join us on Wednesday evenings.',
    category: 'Church life',
    audience: 'locale',
    daysAgo: 21,
    clip: 'prayer-meeting',
  },
  {
    title: 'Baptism Sunday',
    description: 'Twelve new believers were baptised this month. Welcome to the family of God!',
    category: 'Sunday services',
    audience: 'all',
    daysAgo: 24,
    clip: 'baptism-sunday',
  },
  {
    title: 'Family Day at the Park',
    description: 'Games for the children, lunch together and a short devotion under the trees.',
    category: 'Church life',
    audience: 'locale',
    daysAgo: 27,
    clip: 'family-day',
  },
  {
    title: 'Mission Report from the Visayas',
    description:
      'Our district’s mission team reports on the new fellowship in Iloilo and the medical mission in Bohol.',
    category: 'Testimonies',
    audience: 'district',
    daysAgo: 30,
    clip: 'mission-report',
  },
  {
    title: 'Kids Church: Noah’s Ark Song',
    description: 'Sing along with the Kids Church class: the animals went in two by two!',
    category: 'Youth',
    audience: 'all',
    daysAgo: 33,
    clip: 'kids-church',
  },
  {
    title: 'Thanksgiving Service Message',
    description:
      'Giving thanks in every season: the message from our church anniversary thanksgiving service.',
    category: 'Sunday services',
    audience: 'all',
    daysAgo: 36,
    clip: 'thanksgiving',
  },
];

/** The videos the demo member is halfway through ("Continue watching"), seconds in and days since. */
export const DEMO_PROGRESS = [
  { clip: 'sunday-service', positionSeconds: 9, daysAgo: 1 },
  { clip: 'bible-study', positionSeconds: 7, daysAgo: 4 },
] as const satisfies readonly { clip: DemoClip; positionSeconds: number; daysAgo: number }[];

/** The file storage key of a demo clip's copy. */
export const demoClipKey = (clip: DemoClip) => `videos/demo/${clip}.mp4`;

/** A demo livestream's title: the locale and the service it shows. */
export const demoLivestreamTitle = (localeName: string, serviceName: string) =>
  `Live from ${localeName}: ${serviceName}`;

export interface DemoVideoActors {
  firstLocaleId: string;
  adminUserId: string;
  secretaryUserId: string;
  demoMemberEmail: string;
  /** Where the clips are copied; without it the demo has only the HLS video (no uploads). */
  files?: FileStorage;
}

/**
 * The video service's demo (issue 18): the shared categories and the first locale's own, the videos (clips
 * copied into the file storage, one HLS video played from `/demo-media/`), the demo member's place in two of
 * them, and a livestream of every locale's current or next service, linked to that service's gathering.
 */
export async function seedDemoVideo(
  tx: Executor,
  now: Date,
  actors: DemoVideoActors,
): Promise<{ categories: number; videos: number; livestreams: number }> {
  const [firstLocale] = await tx
    .select({ districtId: locales.districtId })
    .from(locales)
    .where(eq(locales.id, actors.firstLocaleId));
  const districtId = firstLocale?.districtId;
  if (!districtId) throw new Error('Demo seed: the first locale has no district');

  const categoryRows = await tx
    .insert(categories)
    .values([
      ...DEMO_VIDEO_CATEGORIES.map((c) => ({
        kind: 'video',
        localeId: null,
        name: c.name,
        color: c.color,
        createdBy: actors.adminUserId,
      })),
      {
        kind: 'video',
        localeId: actors.firstLocaleId,
        name: DEMO_LOCALE_VIDEO_CATEGORY.name,
        color: DEMO_LOCALE_VIDEO_CATEGORY.color,
        createdBy: actors.secretaryUserId,
      },
    ])
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

  const clipSeconds = new Map<string, number>(DEMO_CLIPS.map((c) => [c.name, c.seconds]));
  const videoIdByClip = new Map<string, string>();
  let videoCount = 0;
  for (const video of DEMO_VIDEOS) {
    if (video.clip && !actors.files) continue;
    const publishedAt = new Date(now.getTime() - video.daysAgo * DAY_MS);
    const source = video.clip
      ? {
          source: 'upload',
          fileKey: demoClipKey(video.clip),
          contentType: 'video/mp4',
          sizeBytes: await actors.files!.putStream(
            demoClipKey(video.clip),
            createReadStream(path.join(DEMO_MEDIA_DIR, 'clips', `${video.clip}.mp4`)),
          ),
          durationSeconds: clipSeconds.get(video.clip) ?? null,
        }
      : { source: 'hls', url: DEMO_LIVE_URL, durationSeconds: DEMO_LIVE_SECONDS };
    // `all` is a super admin's to publish; a locale's or district's, its admin's.
    const [row] = await tx
      .insert(videos)
      .values({
        title: video.title,
        description: video.description,
        categoryId: categoryId.get(video.category) ?? null,
        audience: video.audience,
        localeId: video.audience === 'locale' ? actors.firstLocaleId : null,
        districtId: video.audience === 'district' ? districtId : null,
        publishedAt,
        ...source,
        createdBy: video.audience === 'locale' ? actors.secretaryUserId : actors.adminUserId,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: videos.id });
    if (video.clip) videoIdByClip.set(video.clip, row!.id);
    videoCount += 1;
  }
  await tx
    .update(videos)
    .set({
      searchText: sql`lower(congregate_unaccent(concat_ws(' ', ${videos.title}, ${videos.description})))`,
    })
    .where(eq(videos.searchText, ''));

  const [demoMember] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, actors.demoMemberEmail));
  const progress = DEMO_PROGRESS.flatMap((p) => {
    const videoId = videoIdByClip.get(p.clip);
    return videoId && demoMember
      ? [
          {
            memberId: demoMember.id,
            videoId,
            positionSeconds: p.positionSeconds,
            durationSeconds: clipSeconds.get(p.clip) ?? null,
            updatedAt: new Date(now.getTime() - p.daysAgo * DAY_MS),
          },
        ]
      : [];
  });
  if (progress.length > 0) await tx.insert(videoProgress).values(progress);

  const livestreamCount = await seedLivestreams(tx, now, actors);
  return { categories: categoryRows.length, videos: videoCount, livestreams: livestreamCount };
}

/**
 * Every locale's livestream of its service in progress or next (from its weekly schedule), lasting the service,
 * linked to the service's gathering (made here as the gatherings service would make it from the schedule).
 */
async function seedLivestreams(tx: Executor, now: Date, actors: DemoVideoActors): Promise<number> {
  const localeRows = await tx
    .select({
      id: locales.id,
      name: locales.name,
      timeZone: locales.timeZone,
      schedule: locales.serviceSchedule,
    })
    .from(locales);
  let count = 0;
  for (const locale of localeRows) {
    const schedule = locale.schedule as ServiceScheduleEntry[];
    const service = occurrencesBetween(
      schedule,
      locale.timeZone,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + 8 * DAY_MS),
    ).find((o) => o.endsAt > now);
    if (!service) continue;
    await tx
      .insert(gatherings)
      .values({
        localeId: locale.id,
        name: service.title,
        startsAt: service.startsAt,
        endsAt: service.endsAt,
        scheduleSlot: service.slot,
        kind: 'worship',
      })
      .onConflictDoNothing();
    const [gathering] = await tx
      .select({ id: gatherings.id })
      .from(gatherings)
      .where(and(eq(gatherings.localeId, locale.id), eq(gatherings.scheduleSlot, service.slot)));
    await tx.insert(livestreams).values({
      localeId: locale.id,
      title: demoLivestreamTitle(locale.name, service.title),
      source: 'hls',
      url: DEMO_LIVE_URL,
      startsAt: service.startsAt,
      endsAt: service.endsAt,
      gatheringId: gathering?.id ?? null,
      createdBy: locale.id === actors.firstLocaleId ? actors.secretaryUserId : actors.adminUserId,
    });
    count += 1;
  }
  return count;
}
