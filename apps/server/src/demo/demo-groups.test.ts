import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_CHOIR } from './demo-groups.ts';

describe('demo flock staff, groups and join requests', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
  }, 120_000);
  afterAll(() => demo?.close());

  it('gives every flock a leader and an assistant with accounts; C1-Joy keeps the demo leader', async () => {
    const staff = await rows<{ name: string; leaders: number; assistants: number }>(sql`
      select f.name,
        count(*) filter (where r.position = 'leader')::int as leaders,
        count(*) filter (where r.position = 'assistant')::int as assistants
      from flocks f left join role_assignments r on r.scope_id = f.id and r.role = 'flock_leader'
      group by f.id, f.name`);
    expect(staff).toHaveLength(DEMO_LOCALES.flatMap((l) => l.flocks).length);
    for (const flock of staff) expect(flock).toMatchObject({ leaders: 1, assistants: 1 });
    const [joy] = await rows<{ email: string }>(sql`
      select u.email from role_assignments r join users u on u.id = r.user_id join flocks f on f.id = r.scope_id
      where f.name = 'C1-Joy' and r.position = 'leader'`);
    expect(joy?.email).toBe(DEMO_PEOPLE.leader.email);
  });

  it('has a Choir by request and open Ushers in every locale, with leaders and members', async () => {
    const groups = await rows<{ name: string; join_policy: string; leaders: number; members: number }>(sql`
      select g.name, g.join_policy,
        count(*) filter (where m.role = 'leader')::int as leaders,
        count(*) filter (where m.role = 'member')::int as members
      from church_groups g left join church_group_members m on m.group_id = g.id
      where g.name in ('Choir', 'Ushers') group by g.id, g.name, g.join_policy`);
    expect(groups).toHaveLength(DEMO_LOCALES.length * 2);
    for (const group of groups) {
      expect(group.join_policy).toBe(group.name === 'Choir' ? 'request' : 'open');
      expect(group.leaders).toBe(1);
      expect(group.members).toBeGreaterThan(0);
    }
  });

  it('has pending requests for the demo member to the Choir and to C1-Joy from a member without a flock', async () => {
    const pending = await rows<{ email: string | null; target: string; flock: string | null }>(sql`
      select m.email, coalesce(g.name, f.name) as target, m.flock_id as flock
      from join_requests r join members m on m.id = r.member_id
      left join church_groups g on g.id = r.group_id left join flocks f on f.id = r.flock_id
      where r.status = 'pending' and r.locale_id = (select id from locales where name = ${DEMO_LOCALES[0]!.name})`);
    expect(pending).toContainEqual(
      expect.objectContaining({ email: DEMO_PEOPLE.member.email, target: DEMO_CHOIR }),
    );
    expect(pending).toContainEqual(expect.objectContaining({ target: 'C1-Joy', flock: null }));
  });
});
