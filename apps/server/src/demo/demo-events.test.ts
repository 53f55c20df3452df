import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import {
  DEMO_CRUSADE_CAPACITY,
  DEMO_CRUSADE_RSVPS,
  DEMO_PAST_ARRIVED,
  DEMO_PAST_RSVPS,
  HOME_FREE_TITLE,
} from './demo-events.ts';

describe('demo events and RSVPs', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  let filesDir: string;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
    filesDir = demo.filesDir;
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('has the Home Free crusade in every demo locale as one series, 10–20 days ahead, open for RSVPs', async () => {
    const copies = await rows<{
      series_id: string;
      locale_id: string;
      venue: string;
      capacity: number;
      days: number;
      open: boolean;
      flyer_url: string;
    }>(sql`select series_id, locale_id, venue, capacity, flyer_url,
        extract(epoch from starts_at - now()) / 86400 as days,
        (rsvp_opens_at <= now() and rsvp_closes_at > now() and cancelled_at is null) as open
      from church_events where title = ${HOME_FREE_TITLE}`);
    expect(copies).toHaveLength(DEMO_LOCALES.length);
    expect(new Set(copies.map((c) => c.series_id)).size).toBe(1);
    expect(new Set(copies.map((c) => c.locale_id)).size).toBe(DEMO_LOCALES.length);
    for (const copy of copies) {
      expect(copy.capacity).toBe(DEMO_CRUSADE_CAPACITY);
      expect(copy.open).toBe(true);
      expect(Number(copy.days)).toBeGreaterThan(9);
      expect(Number(copy.days)).toBeLessThan(21);
      expect(copy.venue).toMatch(/^Home Free tent, /);
    }
    expect(new Set(copies.map((c) => c.venue)).size).toBe(DEMO_LOCALES.length);
  });

  it('stores the generated art through the media path: a WebP file under its hash and its row', async () => {
    const [copy] = await rows<{ flyer_url: string }>(
      sql`select distinct flyer_url from church_events where title = ${HOME_FREE_TITLE}`,
    );
    const sha = /^\/api\/media\/([a-f0-9]{64})\.webp$/.exec(copy!.flyer_url)?.[1];
    expect(sha).toBeDefined();
    const file = await fs.readFile(path.join(filesDir, 'media', `${sha}.webp`));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    const [row] = await rows<{ width: number; height: number; bytes: number }>(
      sql`select width, height, bytes from media_files where sha256 = ${sha!}`,
    );
    expect(row).toEqual({ width: meta.width, height: meta.height, bytes: file.length });
  });

  it('points the homefree module config at the series and its art', async () => {
    const [config] = await rows<{ config: { legs: { sg: Record<string, string> } } }>(
      sql`select config from module_configs where module = 'homefree'`,
    );
    const [series] = await rows<{ series_id: string; flyer_url: string }>(
      sql`select distinct series_id, flyer_url from church_events where title = ${HOME_FREE_TITLE}`,
    );
    expect(config!.config.legs.sg).toEqual({
      title: HOME_FREE_TITLE,
      tagline: expect.any(String),
      seriesId: series!.series_id,
      artUrl: series!.flyer_url,
    });
  });

  it('has 40 RSVPs on the first locale’s crusade from members’ invitations, the demo member and leader among the inviters', async () => {
    const byStatus = await rows<{ status: string; n: number }>(sql`select r.status, count(*)::int as n
      from event_rsvps r join church_events e on e.id = r.event_id
      where e.title = ${HOME_FREE_TITLE} group by r.status`);
    const count = Object.fromEntries(byStatus.map((s) => [s.status, s.n]));
    expect(Object.values(count).reduce((a, b) => a + b, 0)).toBe(DEMO_CRUSADE_RSVPS);
    expect(count.confirmed).toBeGreaterThan(DEMO_CRUSADE_RSVPS / 2);
    expect(count.registered).toBeGreaterThan(0);
    const [seats] = await rows<{ taken: number }>(sql`select coalesce(sum(r.party_size), 0)::int as taken
      from event_rsvps r join church_events e on e.id = r.event_id
      where e.title = ${HOME_FREE_TITLE} and r.status in ('registered', 'confirmed')`);
    expect(seats!.taken).toBeLessThanOrEqual(DEMO_CRUSADE_CAPACITY);
    const inviters = await rows<{ email: string }>(sql`select distinct u.email from event_rsvps r
      join members m on m.id = r.invited_by join users u on u.id = m.user_id`);
    expect(inviters.map((i) => i.email)).toEqual(
      expect.arrayContaining([DEMO_PEOPLE.member.email, DEMO_PEOPLE.leader.email]),
    );
  });

  it('has last Sunday’s worship with 15 RSVPs of whom 10 arrived', async () => {
    const [past] = await rows<{
      n: number;
      arrived: number;
      sunday: boolean;
    }>(sql`select count(r.id)::int as n,
        count(r.arrived_at) filter (where r.status = 'attended')::int as arrived,
        bool_and(e.starts_at < now() and e.starts_at > now() - interval '8 days') as sunday
      from church_events e join event_rsvps r on r.event_id = e.id where e.type = 'worship'`);
    expect(past).toEqual({ n: DEMO_PAST_RSVPS, arrived: DEMO_PAST_ARRIVED, sunday: true });
  });

  it('makes every guest a PEP of the event’s locale won by their inviter (source event-rsvp)', async () => {
    const [check] = await rows<{ n: number; linked: number }>(sql`select count(*)::int as n,
        count(*) filter (where p.source = 'event-rsvp' and p.soul_winner_id = r.invited_by
          and p.locale_id = e.locale_id and p.first_name = r.first_name)::int as linked
      from event_rsvps r join church_events e on e.id = r.event_id join peps p on p.id = r.pep_id`);
    expect(check).toEqual({
      n: DEMO_CRUSADE_RSVPS + DEMO_PAST_RSVPS,
      linked: DEMO_CRUSADE_RSVPS + DEMO_PAST_RSVPS,
    });
    const [blank] = await rows<{ n: number }>(
      sql`select count(*)::int as n from event_rsvps where search_text = ''`,
    );
    expect(blank!.n).toBe(0);
  });
});
