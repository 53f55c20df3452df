import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_ARCHIVED_FUND, DEMO_FUNDS, DEMO_MEMBER_MONTHLY_TITHE, DEMO_OPEN_BATCH } from './demo-giving.ts';

describe('demo giving', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
  const first = DEMO_LOCALES[0]!.name;

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('gives every locale its funds, and the first an archived one', async () => {
    const funds = await rows<{ locale: string; name: string; archived: boolean }>(sql`
      select l.name as locale, f.name, f.archived_at is not null as archived
      from funds f join locales l on l.id = f.locale_id order by l.name, f.sort_order`);
    for (const locale of DEMO_LOCALES) {
      const active = funds.filter((f) => f.locale === locale.name && !f.archived).map((f) => f.name);
      expect(active, locale.name).toEqual([...DEMO_FUNDS]);
    }
    expect(funds.filter((f) => f.archived)).toEqual([
      { locale: first, name: DEMO_ARCHIVED_FUND, archived: true },
    ]);
  });

  it('gives in person and by bank in the Philippines, online elsewhere with Stripe’s fee', async () => {
    const settings = await rows<{
      country: string;
      online: boolean;
      bank: string;
      instructions: string;
      percent: number;
      fixed: number;
    }>(sql`select l.country_id as country, s.online_enabled as online, s.bank_details as bank,
        s.instructions, s.fee_percent_bp as percent, s.fee_fixed_minor as fixed
      from giving_settings s join locales l on l.id = s.locale_id`);
    expect(settings).toHaveLength(DEMO_LOCALES.length);
    for (const s of settings) {
      if (s.country === 'PH') {
        expect(s).toMatchObject({ online: false });
        expect(s.bank).toMatch(/Bank: .+\nAccount name: Congregate Church\nAccount number: \d/);
        expect(s.instructions).toMatch(/envelope/);
      } else {
        expect(s).toMatchObject({ online: true, percent: 290, fixed: 30 });
      }
    }
  });

  it('has a year of gifts from about a third of the members, in each locale’s currency', async () => {
    const [counts] = await rows<{
      givers: number;
      endorsed: number;
      gifts: number;
      mismatched: number;
      old: number;
    }>(sql`
      select (select count(distinct member_id)::int from gifts) as givers,
        (select count(*)::int from members where endorsed) as endorsed,
        (select count(*)::int from gifts) as gifts,
        (select count(*)::int from gifts g join locales l on l.id = g.locale_id where g.currency <> l.currency) as mismatched,
        (select count(*)::int from gifts where given_at < now() - interval '366 days' or given_at > now()) as old`);
    expect(counts!.givers / counts!.endorsed).toBeGreaterThan(0.2);
    expect(counts!.givers / counts!.endorsed).toBeLessThan(0.45);
    expect(counts!.gifts).toBeGreaterThan(1000);
    expect(counts!.mismatched).toBe(0);
    expect(counts!.old).toBe(0);
    const refunded = await rows<{ n: number }>(
      sql`select count(*)::int as n from gifts where status = 'refunded'`,
    );
    expect(refunded[0]!.n).toBeGreaterThan(0);
  });

  it('gives the demo member a history in several funds and an active monthly tithe', async () => {
    const funds = await rows<{ fund: string; n: number }>(sql`
      select f.name as fund, count(*)::int as n from gifts g join funds f on f.id = g.fund_id
      join members m on m.id = g.member_id where m.email = ${DEMO_PEOPLE.member.email} group by f.name`);
    expect(funds.length).toBeGreaterThanOrEqual(3);
    const plans = await rows<{ status: string; frequency: string; amount: number; gifts: number }>(sql`
      select r.status, r.frequency, r.amount_minor::int as amount,
        (select count(*)::int from gifts g where g.recurring_id = r.id) as gifts
      from recurring_gifts r join members m on m.id = r.member_id where m.email = ${DEMO_PEOPLE.member.email}`);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      status: 'active',
      frequency: 'monthly',
      amount: DEMO_MEMBER_MONTHLY_TITHE,
    });
    expect(plans[0]!.gifts).toBeGreaterThanOrEqual(11);
    const failing = await rows<{ message: string }>(
      sql`select failure_message as message from recurring_gifts where status = 'failing'`,
    );
    expect(failing).toHaveLength(1);
    expect(failing[0]!.message).toBeTruthy();
  });

  it('has two closed, balanced batches in the first locale with their gifts, and one open ready to close', async () => {
    const batches = await rows<{
      status: string;
      counted: number;
      lines: number;
      gifts: number;
      label: string;
    }>(sql`
      select b.status, b.counted_total_minor::int as counted, b.label,
        (select coalesce(sum(amount_minor), 0)::int from gift_batch_lines where batch_id = b.id) as lines,
        (select coalesce(sum(amount_minor), 0)::int from gifts where batch_id = b.id) as gifts
      from gift_batches b join locales l on l.id = b.locale_id where l.name = ${first}
      order by b.service_date`);
    expect(batches.map((b) => b.status)).toEqual(['closed', 'closed', 'open']);
    for (const batch of batches.slice(0, 2)) {
      expect(batch.lines).toBe(batch.counted);
      expect(batch.gifts).toBe(batch.counted);
    }
    expect(batches[2]).toMatchObject({
      label: DEMO_OPEN_BATCH.label,
      counted: DEMO_OPEN_BATCH.countedTotalMinor,
      lines: DEMO_OPEN_BATCH.countedTotalMinor,
      gifts: 0,
    });
  });

  it('makes finance@example.org the finance officer of the first locale', async () => {
    const roles = await rows<{ role: string; locale: string }>(sql`
      select r.role, l.name as locale from role_assignments r join users u on u.id = r.user_id
      join locales l on l.id = r.scope_id where u.email = ${DEMO_PEOPLE.finance.email}`);
    expect(roles).toEqual([{ role: 'finance', locale: first }]);
  });
});
