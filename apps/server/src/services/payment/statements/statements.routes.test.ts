import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeGivingWorld, type GivingWorld } from '../../../../test/giving-fixture.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

const church = {
  legalName: 'Iglesia ng Pagsubok Inc.',
  address: '1 Test Street, Quezon City',
  taxId: 'TIN 000-123',
};
const thisYear = new Date().getUTCFullYear();
/** A whole year in the past, so gifts at fixed dates fall in it whatever today is. */
const year = thisYear - 1;
const at = (monthDay: string) => new Date(`${year}-${monthDay}T04:00:00Z`);

describe.each(routeEngines)('payment statements (%s)', (engine) => {
  let w: GivingWorld;

  beforeAll(async () => {
    w = await makeGivingWorld(await createTestApp(engine, { rateLimitPerMinute: 0, church }));
    const { funds, ids } = w;
    // The member: two funds, one refunded gift; a gift the year before and one of another member are not theirs.
    await w.gift({
      fundId: funds.a.tithes,
      memberId: ids.memberMember,
      amountMinor: 100_000,
      method: 'cash',
      givenAt: at('03-15'),
    });
    await w.gift({
      fundId: funds.a.missions,
      memberId: ids.memberMember,
      amountMinor: 25_050,
      method: 'card',
      provider: 'stripe',
      providerRef: `pi_${engine}_1`,
      givenAt: at('06-01'),
    });
    await w.gift({
      fundId: funds.a.tithes,
      memberId: ids.memberMember,
      amountMinor: 30_000,
      status: 'refunded',
      refundedAt: at('07-02'),
      givenAt: at('07-01'),
    });
    await w.gift({
      fundId: funds.a.tithes,
      memberId: ids.memberMember,
      amountMinor: 99_900,
      givenAt: new Date(`${year - 1}-06-01T04:00:00Z`),
    });
    await w.gift({
      fundId: funds.a.tithes,
      memberId: ids.member2Member,
      amountMinor: 70_000,
      givenAt: at('04-04'),
    });
    // A gift at locale B (USD) in the year: not among locale A's run.
    await w.gift({
      fundId: funds.b.tithes,
      memberId: ids.strangerMember,
      amountMinor: 5_000,
      givenAt: at('05-05'),
    });
  });
  afterAll(() => w.t.close());

  const statement = (caller: Parameters<GivingWorld['pay']>[0], query = '', y = year) =>
    w.pay(caller, 'GET', `statements/${y}${query}`);

  describe('GET /statements/:year', () => {
    it('makes the member’s own statement: every gift, refunds marked and left out, totals per fund', async () => {
      const response = await statement('member');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="giving-statement-${year}.pdf"`,
      );
      const text = pdfText(response.rawPayload);
      for (const line of [
        church.legalName,
        church.address,
        `Tax ID: ${church.taxId}`,
        `Giving statement ${year}`,
        'Maria Santos',
      ])
        expect(text).toContain(line);
      expect(text).toMatch(/Member no\. M\d+/);
      expect(text).toContain('PHP 1,000.00');
      expect(text).toContain('PHP 250.50');
      expect(text).toMatch(/Refunded\nPHP 300\.00/);
      // Tithes 1,000.00 (the refund left out), Missions 250.50; the whole 1,250.50 in PHP.
      expect(text).toMatch(
        /Totals[\s\S]*Tithes\nPHP 1,000\.00\nMissions\nPHP 250\.50\nTotal \(PHP\)\nPHP 1,250\.50/,
      );
      expect(text).not.toContain('PHP 999.00');
      expect(text).not.toContain('PHP 700.00');
      expect(text).toContain('No goods or services were provided in exchange for these gifts.');
    });

    it('says so when the member gave nothing that year', async () => {
      const response = await statement('member', '', year - 2);
      expect(response.statusCode).toBe(200);
      expect(pdfText(response.rawPayload)).toContain(
        `No gifts were recorded for Maria Santos in ${year - 2}.`,
      );
    });

    it('lets finance and the locale admin of the member’s locale, and super admins, read a member’s', async () => {
      for (const caller of ['finance', 'secretary', 'superAdmin'] as const) {
        const response = await statement(caller, `?memberId=${w.ids.memberMember}`);
        expect(response.statusCode, caller).toBe(200);
        expect(pdfText(response.rawPayload)).toContain('Total (PHP)\nPHP 1,250.50');
      }
    });

    it('refuses another member, a flock leader, a district admin and finance of another locale', async () => {
      for (const caller of ['member2', 'leader', 'district', 'financeB', 'secretaryB', 'stranger'] as const) {
        const response = await statement(caller, `?memberId=${w.ids.memberMember}`);
        expect(response.statusCode, caller).toBe(403);
      }
      expect((await statement(null)).statusCode).toBe(401);
      // An unknown member: 403 like one outside the scope; only a super admin learns it does not exist.
      const unknown = `?memberId=00000000-0000-4000-8000-000000000000`;
      expect((await statement('finance', unknown)).statusCode).toBe(403);
      expect((await statement('superAdmin', unknown)).statusCode).toBe(404);
    });

    it('takes this year and the ten before it only', async () => {
      expect((await statement('member', '', thisYear + 1)).statusCode).toBe(422);
      expect((await statement('member', '', thisYear - 11)).statusCode).toBe(422);
      expect((await statement('member', '', thisYear - 10)).statusCode).toBe(200);
      expect((await statement('member', '', thisYear)).statusCode).toBe(200);
      expect((await statement('member', '?memberId=nope')).statusCode).toBe(422);
    });
  });

  describe('statement runs', () => {
    async function waitForRun(id: string) {
      const read = async () => (await w.pay('finance', 'GET', `statement-runs/${id}`)).json();
      await expect
        .poll(async () => ['done', 'failed'].includes((await read()).status), {
          timeout: 30_000,
          interval: 50,
        })
        .toBe(true);
      return read();
    }

    it('makes every giver’s statement in one PDF, with progress, and tells them', async () => {
      const [first, second] = await Promise.all([
        w.pay('finance', 'POST', 'statement-runs', { localeId: w.ids.a, year }),
        w.pay('finance', 'POST', 'statement-runs', { localeId: w.ids.a, year }),
      ]);
      const statuses = [first!.statusCode, second!.statusCode].sort();
      expect(statuses).toEqual([202, 409]);
      const made = first!.statusCode === 202 ? first! : second!;
      const refused = first!.statusCode === 409 ? first! : second!;
      expect(refused.json().error.code).toBe('run_in_progress');
      expect(made.json()).toMatchObject({
        localeId: w.ids.a,
        year,
        status: 'queued',
        hasFile: false,
        error: null,
      });
      expect(made.json().requestedByName).toBe('Fe Finance');

      const run = await waitForRun(made.json().id);
      expect(run).toMatchObject({ status: 'done', total: 2, done: 2, hasFile: true, error: null });
      expect(run.finishedAt).not.toBeNull();

      const pdf = await w.pay('finance', 'GET', `statement-runs/${run.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Maria Santos');
      expect(text).toContain('Jose Reyes');
      expect(text.match(/Giving statement \d+/g)).toHaveLength(2);
      // Only locale A's givers: the stranger gave at B.
      expect(text).not.toContain('USD');

      const notices = await queryRows<{ userId: string; message: string; link: string }>(
        w.t.db,
        sql`select user_id as "userId", message, link from notifications where kind = 'giving.statement-ready'`,
      );
      expect(notices.map((n) => n.userId).sort()).toEqual([w.ids.memberUser, w.ids.member2User].sort());
      expect(notices[0]).toMatchObject({
        message: `Your ${year} giving statement is ready.`,
        link: `/transactions?year=${year}`,
      });
      expect(await w.count('audit_log', `action = 'statement_run.create' and entity_id = '${run.id}'`)).toBe(
        1,
      );

      // Another run once that one is done: allowed, and listed newest first.
      const again = await w.pay('finance', 'POST', 'statement-runs', {
        localeId: w.ids.a,
        year,
        notifyMembers: false,
      });
      expect(again.statusCode).toBe(202);
      await waitForRun(again.json().id);
      const list = await w.pay('finance', 'GET', `statement-runs?localeId=${w.ids.a}`);
      expect(list.json().items.map((r: { id: string }) => r.id)).toEqual([again.json().id, run.id]);
      // Not told twice: the second run did not notify.
      expect(await w.count('notifications', `kind = 'giving.statement-ready'`)).toBe(2);
    });

    it('refuses the PDF of a run not done (409 run_not_done)', async () => {
      const [row] = await queryRows<{ id: string }>(
        w.t.db,
        sql`insert into statement_runs (locale_id, year, status, error) values (${w.ids.b}, ${year}, 'failed', 'boom') returning id`,
      );
      const response = await w.pay('financeB', 'GET', `statement-runs/${row!.id}/pdf`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'run_not_done', details: { status: 'failed' } });
      expect((await w.pay('financeB', 'GET', `statement-runs/${row!.id}`)).json()).toMatchObject({
        status: 'failed',
        error: 'boom',
        hasFile: false,
      });
    });

    it('lets only finance of the locale and super admins start, list and read runs', async () => {
      const body = { localeId: w.ids.a, year: year - 1 };
      for (const caller of ['secretary', 'district', 'leader', 'member', 'financeB'] as const) {
        expect((await w.pay(caller, 'POST', 'statement-runs', body)).statusCode, caller).toBe(403);
        expect((await w.pay(caller, 'GET', `statement-runs?localeId=${w.ids.a}`)).statusCode, caller).toBe(
          403,
        );
      }
      const [any] = await queryRows<{ id: string }>(
        w.t.db,
        sql`select id from statement_runs where locale_id = ${w.ids.a} limit 1`,
      );
      for (const caller of ['secretary', 'financeB', 'member'] as const) {
        expect((await w.pay(caller, 'GET', `statement-runs/${any!.id}`)).statusCode, caller).toBe(403);
        expect((await w.pay(caller, 'GET', `statement-runs/${any!.id}/pdf`)).statusCode, caller).toBe(403);
      }
      expect((await w.pay('superAdmin', 'GET', `statement-runs/${any!.id}`)).statusCode).toBe(200);
      expect(
        (await w.pay('superAdmin', 'GET', 'statement-runs/00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
      expect(
        (await w.pay('finance', 'POST', 'statement-runs', { localeId: w.ids.a, year: thisYear + 1 }))
          .statusCode,
      ).toBe(422);
      expect(await w.count('statement_runs', `locale_id = '${w.ids.a}' and year = ${year - 1}`)).toBe(0);
    });
  });
});
