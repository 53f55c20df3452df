import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_MANUAL_FLOCK_TITLE, DEMO_MANUAL_MEMBER_TITLE } from './demo-awards.ts';

describe('demo awards', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('has computed awards in each of the first locale’s last three months, from the demo check-ins', async () => {
    const months = await rows<{ period_start: string; n: number; kinds: number }>(sql`
      select to_char(a.period_start, 'YYYY-MM-DD') as period_start, count(*)::int as n,
        count(distinct a.kind)::int as kinds
      from awards a join locales l on l.id = a.locale_id
      where l.name = ${DEMO_LOCALES[0]!.name} and a.period = 'month' and a.kind <> 'manual'
      group by a.period_start order by a.period_start desc limit 3`);
    expect(months).toHaveLength(3);
    for (const month of months) expect(month.n).toBeGreaterThan(0);
    expect(Math.max(...months.map((m) => m.kinds))).toBeGreaterThanOrEqual(3);
    const [years] = await rows<{ n: number }>(
      sql`select count(*)::int as n from awards where period = 'year' and kind <> 'manual'`,
    );
    expect(years!.n).toBeGreaterThan(0);
  });

  it('has two awards the secretary gave by hand: to the demo member (with a note) and to C1-Joy', async () => {
    const manual = await rows<{
      title: string;
      member_email: string | null;
      flock: string | null;
      note: string;
    }>(sql`
      select a.title, m.email as member_email, f.name as flock, a.note from awards a
      left join members m on m.id = a.member_id left join flocks f on f.id = a.flock_id
      where a.kind = 'manual' order by a.title`);
    expect(manual).toEqual([
      expect.objectContaining({ title: DEMO_MANUAL_MEMBER_TITLE, member_email: DEMO_PEOPLE.member.email }),
      expect.objectContaining({ title: DEMO_MANUAL_FLOCK_TITLE, flock: 'C1-Joy' }),
    ]);
    expect(manual[0]!.note).toBeTruthy();
  });
});
