import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pepStages } from '@congregate/contracts';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_PEP_COUNT } from './demo-peps.ts';

describe('demo PEPs', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
  }, 120_000);
  afterAll(() => demo?.close());

  it('has about 60 PEPs across the locales, in every stage, each with a history that ends where they are', async () => {
    const [count] = await rows<{ n: number; locales: number }>(
      // The RSVP guests' PEPs (demo-events.ts) are counted in demo-events.test.ts.
      sql`select count(*)::int as n, count(distinct locale_id)::int as locales from peps
        where id not in (select pep_id from event_rsvps where pep_id is not null)`,
    );
    expect(count).toEqual({ n: DEMO_PEP_COUNT, locales: expect.any(Number) });
    expect(count!.locales).toBeGreaterThan(1);
    const stages = await rows<{ stage: string }>(sql`select distinct stage from peps`);
    expect(stages.map((s) => s.stage).sort()).toEqual([...pepStages].sort());
    const broken = await rows<{ id: string }>(sql`select p.id from peps p where p.stage <> (
      select c.to_stage from pep_stage_changes c where c.pep_id = p.id order by c.changed_at desc limit 1)`);
    expect(broken).toEqual([]);
  });

  it('credits the demo member and leader, has overdue follow-ups, and a baptism next month with scheduled PEPs', async () => {
    const won = await rows<{ email: string }>(sql`select distinct u.email from peps p
      join members m on m.id = p.soul_winner_id join users u on u.id = m.user_id`);
    expect(won.map((r) => r.email)).toEqual(
      expect.arrayContaining([DEMO_PEOPLE.member.email, DEMO_PEOPLE.leader.email]),
    );
    const [overdue] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pep_follow_ups where done_at is null and due_on < current_date`,
    );
    expect(overdue!.n).toBeGreaterThan(0);
    const [scheduled] = await rows<{ n: number }>(sql`select count(*)::int as n from peps p
      join church_events e on e.id = p.baptism_event_id
      where p.stage = 'scheduled' and e.has_baptism and e.starts_at > now()`);
    expect(scheduled!.n).toBeGreaterThan(0);
    const [waiting] = await rows<{ n: number }>(
      sql`select count(*)::int as n from peps where stage = 'baptized' and member_id is null and baptized_at is not null`,
    );
    expect(waiting!.n).toBeGreaterThan(0);
  });

  it('shows the secretary repeat visitors whose new contact waits to be applied, and a prospect who confirmed their e-mail', async () => {
    const [offers] = await rows<{ n: number }>(sql`select count(*)::int as n from pep_visits v
      join peps p on p.id = v.pep_id
      where v.decision is null and v.email is distinct from p.email and p.locale_id = (
        select current_locale_id from members m join users u on u.id = m.user_id where u.email = ${DEMO_PEOPLE.secretary.email})`);
    expect(offers!.n).toBeGreaterThan(0);
    const [confirmed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from peps where stage = 'baptized' and email is not null and email = email_confirmed_for`,
    );
    expect(confirmed!.n).toBeGreaterThan(0);
  });

  it('is searchable by name without accents', async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from peps where search_text = ''`);
    expect(row!.n).toBe(0);
  });
});
