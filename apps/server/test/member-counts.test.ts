import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { flocks, members } from '../src/db/schema/index.ts';
import { engines, openTestDatabase } from './harness.ts';
import { makeFlock, makeLocale, makeMember } from './factories.ts';

// Issue 20: `member_counts` (endorsed members per locale and flock, read by the admin dashboard) is kept by a
// trigger on `members` in the writing transaction: after every kind of change it equals a count of the members.

interface Group {
  localeId: string;
  flockId: string | null;
  endorsed: number;
}

describe.each(engines)('member counts (%s)', (engine) => {
  let handle: DatabaseHandle;
  let localeIds: string[];

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const sorted = (groups: Group[]) =>
    groups
      .filter((g) => localeIds.includes(g.localeId))
      .map((g) => `${g.localeId}/${g.flockId ?? '-'}=${g.endorsed}`)
      .sort();
  const kept = async () =>
    sorted(
      await queryRows<Group>(
        handle.db,
        sql`select locale_id as "localeId", flock_id as "flockId", endorsed from member_counts where endorsed > 0`,
      ),
    );
  const counted = async () =>
    sorted(
      await queryRows<Group>(
        handle.db,
        sql`select current_locale_id as "localeId", flock_id as "flockId", count(*)::int as endorsed
              from members where endorsed group by 1, 2`,
      ),
    );

  it('follows inserts, endorsements, changes of flock, transfers and deletions of members and flocks', async () => {
    const { db } = handle;
    const quezon = await makeLocale(db);
    const cebu = await makeLocale(db);
    localeIds = [quezon.id, cebu.id];
    const joy = await makeFlock(db, quezon.id, 'C1-Joy');
    const hope = await makeFlock(db, quezon.id, 'C2-Hope');
    const grace = await makeFlock(db, cebu.id, 'C1-Grace');

    const rosa = await makeMember(db, quezon.id, { flockId: joy.id });
    await makeMember(db, quezon.id, { flockId: joy.id });
    const ben = await makeMember(db, quezon.id, { flockId: hope.id, endorsed: false, endorsedAt: null });
    await makeMember(db, quezon.id);
    const ana = await makeMember(db, cebu.id, { flockId: grace.id });
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toContain(`${quezon.id}/${joy.id}=2`);
    // Ben is not endorsed yet: his flock has no endorsed member.
    expect((await kept()).some((g) => g.startsWith(`${quezon.id}/${hope.id}=`))).toBe(false);

    await db.update(members).set({ endorsed: true, endorsedAt: new Date() }).where(eq(members.id, ben.id));
    expect(await kept()).toContain(`${quezon.id}/${hope.id}=1`);
    await db.update(members).set({ flockId: hope.id }).where(eq(members.id, rosa.id));
    await db
      .update(members)
      .set({ currentLocaleId: cebu.id, flockId: grace.id })
      .where(eq(members.id, ben.id));
    // A change that moves nothing (same values) leaves the counts as they are.
    await db.update(members).set({ endorsed: true, flockId: grace.id }).where(eq(members.id, ana.id));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toContain(`${cebu.id}/${grace.id}=2`);

    await db.update(members).set({ endorsed: false, endorsedAt: null }).where(eq(members.id, ana.id));
    await db.delete(members).where(eq(members.id, rosa.id));
    // A removed flock's members are without a flock (members.flock_id is set null): their counts move too.
    await db.delete(flocks).where(eq(flocks.id, joy.id));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toContain(`${quezon.id}/-=2`);
  });

  it('refuses a count below zero', async () => {
    await expect(
      handle.db.execute(sql`update member_counts set endorsed = -1 where locale_id = ${localeIds[0]!}`),
    ).rejects.toThrow();
  });
});
