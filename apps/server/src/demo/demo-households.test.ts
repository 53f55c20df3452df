import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_HOUSEHOLD } from './demo-households.ts';

describe('demo households and family links', () => {
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

  it('gives the demo member her household: head, her husband of her locale, two children, a join request', async () => {
    const [home] = await rows<{ id: string; head: string; locale: string }>(sql`
      select h.id, head.email as head, l.name as locale from households h
      join members head on head.id = h.head_member_id join locales l on l.id = head.current_locale_id
      where h.name = ${DEMO_HOUSEHOLD.name}`);
    expect(home).toMatchObject({ head: DEMO_PEOPLE.member.email, locale: 'Quezon City' });
    const people = await rows<{ name: string; locale: string; endorsed: boolean; account: boolean }>(sql`
      select m.first_name || ' ' || m.last_name as name, l.name as locale, m.endorsed, m.user_id is not null as account
      from household_members hm join members m on m.id = hm.member_id join locales l on l.id = m.current_locale_id
      where hm.household_id = ${home!.id} order by m.first_name`);
    expect(people).toEqual([
      { name: 'Jose Dela Cruz', locale: 'Quezon City', endorsed: true, account: false },
      { name: 'Maria Dela Cruz', locale: 'Quezon City', endorsed: true, account: true },
    ]);
    const children = await rows<{ first_name: string; relationship: string; birth_date: string }>(sql`
      select first_name, relationship, birth_date::text from household_dependants
      where household_id = ${home!.id} order by birth_date`);
    expect(children).toEqual(
      DEMO_HOUSEHOLD.children.map((c) => ({
        first_name: c.firstName,
        relationship: 'child',
        birth_date: c.birthDate,
      })),
    );
    const requests = await rows<{ kind: string; status: string; in_household: boolean }>(sql`
      select r.kind, r.status, exists (select 1 from household_members x where x.member_id = r.member_id) as in_household
      from household_requests r where r.household_id = ${home!.id}`);
    expect(requests).toEqual([{ kind: 'join', status: 'pending', in_household: false }]);
  });

  it('links her family background to her mother’s and her husband’s records, both ways', async () => {
    const links = await rows<{ mine: string; theirs: string; relative: string }>(sql`
      select mine.relationship as mine, theirs.relationship as theirs, r.first_name as relative
      from members me
      join member_relatives mine on mine.member_id = me.id and mine.relative_member_id is not null
      join members r on r.id = mine.relative_member_id
      join member_relatives theirs on theirs.member_id = r.id and theirs.relative_member_id = me.id
      where me.email = ${DEMO_PEOPLE.member.email} order by mine.relationship`);
    expect(links).toEqual([
      { mine: 'parent', theirs: 'child', relative: 'Rosario' },
      { mine: 'spouse', theirs: 'spouse', relative: 'Jose' },
    ]);
    const accepted = await rows<{ relationship: string; wedding: string | null }>(sql`
      select f.relationship, f.wedding_date::text as wedding from family_requests f
      join members me on me.id = f.from_member_id
      where me.email = ${DEMO_PEOPLE.member.email} and f.status = 'accepted' order by f.relationship`);
    expect(accepted).toEqual([
      { relationship: 'parent', wedding: null },
      { relationship: 'spouse', wedding: DEMO_HOUSEHOLD.weddingDate },
    ]);
    const weddings = await rows<{ wedding: string }>(sql`
      select wedding_date::text as wedding from members
      where email = ${DEMO_PEOPLE.member.email} or (first_name = 'Jose' and last_name = 'Dela Cruz' and user_id is null
        and id in (select member_id from household_members))`);
    expect(weddings).toEqual([
      { wedding: DEMO_HOUSEHOLD.weddingDate },
      { wedding: DEMO_HOUSEHOLD.weddingDate },
    ]);
  });

  it('has households in other locales, one spanning two', async () => {
    const spans = await rows<{ name: string; locales: number }>(sql`
      select h.name, count(distinct m.current_locale_id)::int as locales from households h
      join household_members hm on hm.household_id = h.id join members m on m.id = hm.member_id
      group by h.id, h.name order by h.name`);
    expect(spans.length).toBeGreaterThanOrEqual(4);
    expect(spans.filter((s) => s.locales > 1)).toHaveLength(1);
    const [elsewhere] = await rows<{ n: number }>(sql`
      select count(distinct l.name)::int as n from households h join members m on m.id = h.head_member_id
      join locales l on l.id = m.current_locale_id where l.name <> 'Quezon City'`);
    expect(elsewhere!.n).toBeGreaterThanOrEqual(3);
  });
});
