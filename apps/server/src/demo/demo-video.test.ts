import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VIDEO_LIMITS } from '@congregate/contracts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { createLocalFileStorage } from '../integrations/storage/file-storage.ts';
import {
  DEMO_CLIPS,
  DEMO_LIVE_URL,
  DEMO_MEDIA_DIR,
} from '../services/video/demo-media/demo-media-files.ts';
import { DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import {
  DEMO_LOCALE_VIDEO_CATEGORY,
  DEMO_PROGRESS,
  DEMO_VIDEO_CATEGORIES,
  DEMO_VIDEOS,
  demoClipKey,
} from './demo-video.ts';

/** An MP4's length in seconds, from its `mvhd` box (version 0: timescale and duration after two timestamps). */
function mp4Seconds(data: Buffer): number {
  const at = data.indexOf('mvhd');
  const version = data[at + 4];
  const timescale = version === 1 ? data.readUInt32BE(at + 24) : data.readUInt32BE(at + 16);
  const duration = version === 1 ? Number(data.readBigUInt64BE(at + 28)) : data.readUInt32BE(at + 20);
  return duration / timescale;
}

describe('demo videos and livestreams', () => {
  let demo: DemoDatabase;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(demo.db, query);
  const first = DEMO_LOCALES[0]!.name;

  beforeAll(async () => {
    demo = await readDemoDatabase();
  }, 120_000);
  afterAll(() => demo?.close());

  it('has the five shared video categories and the first locale’s own', async () => {
    const names = await rows<{ name: string; locale: string | null }>(sql`
      select c.name, l.name as locale from categories c left join locales l on l.id = c.locale_id
      where c.kind = 'video' order by c.locale_id nulls first, c.name`);
    expect(names).toEqual([
      ...DEMO_VIDEO_CATEGORIES.map((c) => ({ name: c.name, locale: null })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
      { name: DEMO_LOCALE_VIDEO_CATEGORY.name, locale: first },
    ]);
  });

  it('publishes twelve uploaded clips and one HLS video over the last weeks, for everyone, the locale or its district', async () => {
    const videos = await rows<{
      title: string;
      source: string;
      audience: string;
      locale: string | null;
      district: string | null;
      category: string | null;
      days_ago: number;
      searchable: boolean;
    }>(sql`
      select v.title, v.source, v.audience, l.name as locale, d.name as district, c.name as category,
        floor(extract(epoch from now() - v.published_at) / 86400)::int as days_ago, v.search_text <> '' as searchable
      from videos v left join locales l on l.id = v.locale_id left join districts d on d.id = v.district_id
      left join categories c on c.id = v.category_id order by v.published_at desc`);
    expect(videos.map((v) => v.title)).toEqual(DEMO_VIDEOS.map((v) => v.title));
    expect(videos.filter((v) => v.source === 'upload')).toHaveLength(DEMO_CLIPS.length);
    expect(videos.filter((v) => v.source === 'hls')).toHaveLength(1);
    expect(videos.every((v) => v.category !== null && v.searchable && v.days_ago <= 40)).toBe(true);
    const audiences = videos.map((v) => `${v.audience}:${v.locale ?? v.district ?? ''}`);
    expect(audiences.filter((a) => a === 'all:').length).toBeGreaterThan(videos.length / 2);
    expect(audiences.filter((a) => a === `locale:${first}`).length).toBeGreaterThanOrEqual(2);
    expect(audiences.filter((a) => a.startsWith('district:'))).toEqual([
      'district:Metro Manila & Visayas District',
    ]);
    // The locale's own category is used by its own videos only.
    expect(videos.filter((v) => v.category === DEMO_LOCALE_VIDEO_CATEGORY.name).map((v) => v.locale)).toEqual(
      expect.arrayContaining([first]),
    );
    expect(
      videos.filter((v) => v.category === DEMO_LOCALE_VIDEO_CATEGORY.name && v.locale !== first),
    ).toEqual([]);
  });

  it('stores each clip in the file storage, its size and length on the video', async () => {
    const files = createLocalFileStorage(demo.filesDir);
    const stored = await rows<{ file_key: string; size_bytes: number; duration_seconds: number }>(sql`
      select file_key, size_bytes::int, duration_seconds from videos where source = 'upload' order by file_key`);
    expect(stored.map((s) => s.file_key)).toEqual(DEMO_CLIPS.map((c) => demoClipKey(c.name)).sort());
    for (const clip of DEMO_CLIPS) {
      const row = stored.find((s) => s.file_key === demoClipKey(clip.name))!;
      const original = fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'clips', `${clip.name}.mp4`));
      expect(await files.size(row.file_key)).toBe(original.length);
      expect(row.size_bytes).toBe(original.length);
      expect(Math.abs(mp4Seconds(original) - row.duration_seconds)).toBeLessThan(0.5);
    }
    const [hls] = await rows<{ url: string }>(sql`select url from videos where source = 'hls'`);
    expect(hls!.url).toBe(DEMO_LIVE_URL);
  });

  it('puts the demo member halfway through two videos, both in her "Continue watching"', async () => {
    const begun = await rows<{ title: string }>(sql`
      select v.title from video_progress p join videos v on v.id = p.video_id join members m on m.id = p.member_id
      where m.email = ${DEMO_PEOPLE.member.email}
        and p.position_seconds >= ${VIDEO_LIMITS.progressEdgeSeconds}
        and p.position_seconds <= coalesce(v.duration_seconds, p.duration_seconds) - ${VIDEO_LIMITS.progressEdgeSeconds}
        and v.audience = 'all'
      order by p.updated_at desc`);
    expect(begun.map((b) => b.title)).toEqual(
      DEMO_PROGRESS.map((p) => DEMO_VIDEOS.find((v) => v.clip === p.clip)!.title),
    );
  });

  // The demo was seeded when the run started: an hour's slack keeps a service ending meanwhile from failing it.
  it('schedules a livestream of every locale’s next service, lasting the service, linked to its gathering', async () => {
    const streams = await rows<{
      locale: string;
      title: string;
      url: string;
      source: string;
      same_times: boolean;
      gathering: string;
      ends_later: boolean;
      starts_within_a_week: boolean;
    }>(sql`
      select l.name as locale, s.title, s.url, s.source, g.name as gathering,
        s.starts_at = g.starts_at and s.ends_at = g.ends_at as same_times, s.ends_at > now() - interval '1 hour' as ends_later,
        s.starts_at < now() + interval '8 days' as starts_within_a_week
      from livestreams s join locales l on l.id = s.locale_id join gatherings g on g.id = s.gathering_id
        and g.locale_id = s.locale_id
      order by l.name`);
    expect(streams.map((s) => s.locale)).toEqual(DEMO_LOCALES.map((l) => l.name).sort());
    for (const stream of streams) {
      expect(stream).toMatchObject({
        url: DEMO_LIVE_URL,
        source: 'hls',
        same_times: true,
        ends_later: true,
        starts_within_a_week: true,
      });
      expect(stream.title).toBe(`Live from ${stream.locale}: ${stream.gathering}`);
    }
    // No other service of the locale comes before the one streamed.
    const earlier = await rows<{ n: number }>(sql`
      select count(*)::int as n from livestreams s join gatherings g on g.locale_id = s.locale_id
      where g.ends_at > now() + interval '1 hour' and g.starts_at < s.starts_at and g.schedule_slot is not null`);
    expect(earlier[0]!.n).toBe(0);
  });
});
