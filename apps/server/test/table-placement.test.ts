import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';
import { queryRows } from '../src/db/executor.ts';
import { globalTables, localeTables, referenceTables } from '../src/db/table-placement.ts';
import { moveMember } from '../src/services/membership/transfers/transfers.repository.ts';
import { engines, openDemoDatabase, openTestDatabase, type DemoDatabase } from './harness.ts';
import { makeAddress, makeCheckIn, makeGathering, makeLocale, makeMember } from './factories.ts';
import { makeFund, makeGift } from './giving-fixture.ts';

// Issue 20 / DESIGN.md section 12: every table of the migrated schema is placed (locale, reference or global,
// src/db/table-placement.ts), every locale table carries its locale column, NOT NULL, and the database keeps it:
// filled from the parent row, moved with a member, left where a check-in or gift happened.

interface Column {
  table: string;
  column: string;
  nullable: boolean;
}

const lists = { locale: localeTables, reference: referenceTables, global: globalTables } as const;

describe.each(engines)('table placement (%s)', (engine) => {
  let handle: DatabaseHandle;
  let columns: Column[];

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    columns = await queryRows<Column>(
      handle.db,
      sql`select table_name as "table", column_name as "column", is_nullable = 'YES' as nullable
            from information_schema.columns c
           where table_schema = 'public'
             and exists (select 1 from information_schema.tables t
                          where t.table_schema = 'public' and t.table_name = c.table_name
                            and t.table_type = 'BASE TABLE')`,
    );
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('places every table of the migrated schema in exactly one list, and lists no table that is not there', () => {
    const tables = [...new Set(columns.map((c) => c.table))].sort();
    expect(tables.length).toBeGreaterThanOrEqual(78);
    const placed = (table: string) =>
      Object.entries(lists)
        .filter(([, list]) => Object.hasOwn(list, table))
        .map(([name]) => name);
    expect(tables.filter((t) => placed(t).length === 0)).toEqual([]);
    expect(tables.filter((t) => placed(t).length > 1).map((t) => `${t}: ${placed(t).join(' and ')}`)).toEqual(
      [],
    );
    const listed = Object.values(lists).flatMap((list) => Object.keys(list));
    expect(listed.filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('gives every locale table its locale column, NOT NULL', () => {
    const problems = Object.entries(localeTables).flatMap(([table, placement]) => {
      const column = columns.find((c) => c.table === table && c.column === placement.column);
      if (!column) return [`${table}: no ${placement.column}`];
      return column.nullable ? [`${table}: ${placement.column} may be null`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('fills locale_id from the parent row when an insert leaves it out', async () => {
    const a = await makeLocale(handle.db);
    const member = await makeMember(handle.db, a.id);
    const address = await makeAddress(handle.db, member.id);
    expect(address.localeId).toBe(a.id);
  });

  it("moves a member's own rows with a transfer and leaves check-ins and gifts where they happened", async () => {
    const a = await makeLocale(handle.db);
    const b = await makeLocale(handle.db);
    const member = await makeMember(handle.db, a.id);
    const bystander = await makeMember(handle.db, a.id);
    await makeAddress(handle.db, member.id);
    await makeAddress(handle.db, bystander.id);
    await handle.db.execute(
      sql`insert into member_skills (member_id, name) values (${member.id}, 'Guitar'), (${bystander.id}, 'Piano')`,
    );
    const gathering = await makeGathering(handle.db, a.id);
    const checkIn = await makeCheckIn(handle.db, gathering, member.id);
    const fund = await makeFund(handle.db, a.id);
    const gift = await makeGift(handle.db, { fundId: fund.id, amountMinor: 1000, memberId: member.id });

    await handle.db.transaction((tx) =>
      moveMember(tx, {
        memberId: member.id,
        fromLocaleId: a.id,
        toLocaleId: b.id,
        flockId: null,
        approvedBy: null as unknown as string,
        reason: null,
      }),
    );

    const localeOf = async (table: string, where: ReturnType<typeof sql>) =>
      (
        await queryRows<{ localeId: string }>(
          handle.db,
          sql`select distinct locale_id as "localeId" from ${sql.identifier(table)} where ${where}`,
        )
      ).map((r) => r.localeId);
    // The profile follows the member; the history row the transfer wrote is in the new locale.
    expect(await localeOf('member_addresses', sql`member_id = ${member.id}`)).toEqual([b.id]);
    expect(await localeOf('member_skills', sql`member_id = ${member.id}`)).toEqual([b.id]);
    expect(await localeOf('member_destinations', sql`member_id = ${member.id}`)).toEqual([b.id]);
    // Another member of A is untouched.
    expect(await localeOf('member_addresses', sql`member_id = ${bystander.id}`)).toEqual([a.id]);
    expect(await localeOf('member_skills', sql`member_id = ${bystander.id}`)).toEqual([a.id]);
    // Attendance and giving stay with the locale where they happened.
    expect(await localeOf('check_ins', sql`id = ${checkIn.id}`)).toEqual([a.id]);
    expect(await localeOf('gifts', sql`id = ${gift.id}`)).toEqual([a.id]);
  });
});

describe('locale_id on the demo data', () => {
  let demo: DemoDatabase;

  beforeAll(async () => {
    demo = await openDemoDatabase();
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it("matches the parent row's locale in every table the database fills", async () => {
    const counts: Record<string, { rows: number; wrong: number }> = {};
    for (const [table, placement] of Object.entries(localeTables)) {
      if (!placement.parent) continue;
      const { table: parent, column } = placement.parent;
      const parentLocale = parent === 'members' ? 'current_locale_id' : 'locale_id';
      // Transfer requests keep the locale the member asked to leave: compare with from_locale_id.
      const expected =
        table === 'transfer_requests' ? sql.raw('c.from_locale_id') : sql.raw(`p.${parentLocale}`);
      const [row] = await queryRows<{ rows: number; wrong: number }>(
        demo.db,
        sql`select count(*)::int as rows, count(*) filter (where c.locale_id is distinct from ${expected})::int as wrong
              from ${sql.identifier(table)} c join ${sql.identifier(parent)} p on p.id = c.${sql.identifier(column)}`,
      );
      counts[table] = row!;
    }
    expect(Object.entries(counts).filter(([, c]) => c.wrong > 0)).toEqual([]);
    // The demo has rows in most of them (a check that the comparison saw data).
    expect(Object.values(counts).filter((c) => c.rows > 0).length).toBeGreaterThanOrEqual(10);
  });
});
