import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';

describe('demo attendance', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  let seconds: number;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
    const started = Date.now();
    seconds = (Date.now() - started) / 1000;
  });
  afterAll(() => demo?.close());

  it('makes twelve weeks of each locale’s schedule, all in the past but the next service (its livestream’s)', async () => {
    const perLocale = await rows<{ name: string; weeks: number; future: number }>(sql`
      select l.name, count(distinct date_trunc('week', g.starts_at))::int as weeks,
             count(*) filter (where g.starts_at > now())::int as future
        from locales l join gatherings g on g.locale_id = l.id and g.schedule_slot is not null
       group by l.name`);
    expect(perLocale).toHaveLength(6);
    for (const locale of perLocale) {
      expect(locale.weeks, locale.name).toBeGreaterThanOrEqual(12);
      // The demo video's livestream of the locale's next service is linked to that service's gathering (issue 18).
      expect(locale.future).toBeLessThanOrEqual(1);
    }
  });

  it('checks in 70–85% of each locale’s endorsed members each full week', async () => {
    const weekly = await rows<{ name: string; week: string; share: number }>(sql`
      select l.name, date_trunc('week', g.starts_at)::text as week,
             count(distinct c.member_id)::float / (select count(*) from members m
               where m.current_locale_id = l.id and m.endorsed) as share
        from locales l
        join gatherings g on g.locale_id = l.id
        join check_ins c on c.gathering_id = g.id
       -- Whole weeks only (Monday to Sunday), the last two left out, whatever the day the test runs.
       where g.starts_at >= date_trunc('week', now()) - interval '10 weeks'
         and g.starts_at < date_trunc('week', now()) - interval '1 week'
       group by l.id, l.name, date_trunc('week', g.starts_at)`);
    expect(weekly.length).toBeGreaterThan(40);
    for (const w of weekly) {
      // Small locales wander a little around the average from week to week.
      expect(w.share, `${w.name} ${w.week}`).toBeGreaterThanOrEqual(0.55);
      expect(w.share, `${w.name} ${w.week}`).toBeLessThanOrEqual(0.95);
    }
    const overall = weekly.reduce((sum, w) => sum + w.share, 0) / weekly.length;
    expect(overall).toBeGreaterThanOrEqual(0.7);
    expect(overall).toBeLessThanOrEqual(0.85);
  });

  it('has members who stopped coming and first-timers', async () => {
    const [stopped] = await rows<{ n: number }>(sql`
      select count(*)::int as n from members m
       where exists (select 1 from check_ins c where c.member_id = m.id)
         and not exists (select 1 from check_ins c join gatherings g on g.id = c.gathering_id
                          where c.member_id = m.id and g.starts_at > now() - interval '3 weeks')`);
    const [firstTimers] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select member_id from check_ins group by member_id
        having min(checked_in_at) > now() - interval '3 weeks') x`);
    expect(stopped!.n).toBeGreaterThanOrEqual(5);
    expect(firstTimers!.n).toBeGreaterThanOrEqual(5);
  });

  it('fills the demo member’s attendance, and keeps one check-in per member per gathering', async () => {
    const [mine] = await rows<{ n: number }>(sql`
      select count(*)::int as n from check_ins c join members m on m.id = c.member_id
       where m.email = 'member@example.org'`);
    expect(mine!.n).toBeGreaterThanOrEqual(8);
    const [pending] = await rows<{ n: number }>(sql`
      select count(*)::int as n from check_ins c join members m on m.id = c.member_id where not m.endorsed`);
    expect(pending!.n).toBe(0);
  });

  it('adds the lobby kiosk and a QR-location poster to the first locale, quickly', async () => {
    const kiosks = await rows<{ name: string; role: string }>(sql`
      select k.name, r.role from kiosks k join role_assignments r on r.user_id = k.user_id and r.scope_id = k.locale_id`);
    expect(kiosks).toEqual([{ name: 'Lobby kiosk', role: 'kiosk' }]);
    const posters = await rows<{ room: string }>(sql`select room from qr_locations`);
    expect(posters).toEqual([{ room: 'Main sanctuary' }]);
    expect(seconds).toBeLessThan(30);
  });

  it('enrols the demo flock leader for face check-in, turns face mode on at the lobby kiosk, with face check-ins', async () => {
    const enrolled = await rows<{ email: string; captures: number; size: number }>(sql`
      select u.email, (select count(*)::int from face_descriptors d where d.member_id = e.member_id) as captures,
             octet_length(e.centroid) as size
        from face_enrolments e join members m on m.id = e.member_id join users u on u.id = m.user_id`);
    expect(enrolled).toEqual([{ email: 'leader@example.org', captures: 3, size: 4096 }]);
    const [lobby] = await rows<{ face_mode: boolean }>(
      sql`select face_mode from kiosks where name = 'Lobby kiosk'`,
    );
    expect(lobby?.face_mode).toBe(true);
    const faces = await rows<{ score: number }>(sql`
      select c.face_score as score from check_ins c join members m on m.id = c.member_id join users u on u.id = m.user_id
       where c.method = 'face' and u.email = 'leader@example.org'`);
    expect(faces.length).toBeGreaterThanOrEqual(2);
    expect(faces.every((f) => f.score > 0.6 && f.score < 1)).toBe(true);
    expect(
      Number(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from check_ins where method = 'face' and face_score is null`,
          )
        )[0]!.n,
      ),
    ).toBe(0);
  });
});
