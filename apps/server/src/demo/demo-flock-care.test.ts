import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_PEOPLE } from './demo-names.ts';

describe('demo flock care', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('gives the married wedding dates after they turned 20, none in the future', async () => {
    const [row] = await rows<{ married: number; dated: number; young: number; future: number }>(sql`select
        count(*) filter (where civil_status = 'married')::int as married,
        count(*) filter (where wedding_date is not null)::int as dated,
        count(*) filter (where wedding_date < birth_date + interval '20 years')::int as young,
        count(*) filter (where wedding_date > current_date)::int as future
      from members`);
    expect(row!.dated).toBeGreaterThan(row!.married / 2);
    expect(row!.young).toBe(0);
    expect(row!.future).toBe(0);
  });

  it('has a birthday and a wedding anniversary in C1-Joy this week and this month', async () => {
    const found = await rows<{ kind: string }>(sql`
      with today as (select (now() at time zone l.time_zone)::date as d, f.id as flock_id
        from flocks f join locales l on l.id = f.locale_id where f.name = 'C1-Joy' order by l.created_at limit 1)
      select case when to_char(m.birth_date, 'MM-DD') = to_char(t.d + k.ahead, 'MM-DD') then 'birthday' else 'wedding' end as kind
      from members m, today t, (values (0), (1), (2)) as k(ahead)
      where m.flock_id = t.flock_id
        and extract(dow from t.d + k.ahead) >= extract(dow from t.d)
        and date_trunc('month', t.d + k.ahead) = date_trunc('month', t.d)
        and (to_char(m.birth_date, 'MM-DD') = to_char(t.d + k.ahead, 'MM-DD')
          or to_char(m.wedding_date, 'MM-DD') = to_char(t.d + k.ahead, 'MM-DD'))`);
    expect(found.map((f) => f.kind)).toEqual(expect.arrayContaining(['birthday', 'wedding']));
  });

  it('has the demo leader’s notes on C1-Joy members', async () => {
    const notes = await rows<{ n: number }>(sql`select count(*)::int as n from member_notes n
      join users u on u.id = n.author_id join members m on m.id = n.member_id join flocks f on f.id = m.flock_id
      where u.email = ${DEMO_PEOPLE.leader.email} and f.name = 'C1-Joy'`);
    expect(notes[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
