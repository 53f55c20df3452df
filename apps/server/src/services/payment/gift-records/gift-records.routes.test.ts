import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bankImportPreviewSchema,
  giftPageSchema,
  giftReceiptSchema,
  giftReferenceSchema,
  transferReference,
} from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeGivingWorld, type GivingWorld } from '../../../../test/giving-fixture.ts';
import { readStatement } from './bank-statement.ts';

/** Today in Manila (locale A's zone), and a few days back. */
const manilaDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

describe('reading a bank statement', () => {
  it('finds the columns by their headers, reads credits only, and days month or day first as the file says', () => {
    const statement = readStatement(
      [
        '\uFEFFPosting Date,Details,Debit,Credit,Balance',
        '12/03/2026,"TRANSFER FROM MARIA SANTOS GIVE-M0000004-TITH",,"1,500.00","10,000.00"',
        '12/04/2026,ATM WITHDRAWAL,500.00,,9500.00',
        '12/15/2026,Interest,,0.00,9500.00',
      ].join('\n'),
      { currency: 'PHP', dayFirst: true },
    )!;
    expect(statement.columns).toEqual({ date: 'Posting Date', amount: 'Credit', text: 'Details' });
    // 12/15 can only be month first: the whole file is read so, whatever the locale's habit.
    expect(statement.lines.map((l) => [l.line, l.receivedOn, l.amountMinor])).toEqual([
      [2, '2026-12-03', 150_000],
      [3, '2026-12-04', null],
      [4, '2026-12-15', null],
    ]);
    const dayFirst = readStatement(
      'Date,Amount,Description\n25.11.2026,-20,Fee\n03 Dec 2026,€ 20.5,GIVE-AB12CD34-MISS',
      {
        currency: 'EUR',
        dayFirst: false,
      },
    )!;
    expect(dayFirst.lines.map((l) => [l.receivedOn, l.amountMinor])).toEqual([
      ['2026-11-25', null],
      ['2026-12-03', 2050],
    ]);
    expect(readStatement('When,What\n2026-01-01,x', { currency: 'PHP', dayFirst: true })).toBeNull();
  });
});

describe.each(routeEngines)('gifts finance records by hand on %s', (engine) => {
  let w: GivingWorld;
  let mariaNumber: string;
  let reference: string;

  beforeAll(async () => {
    w = await makeGivingWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const [row] = await queryRows<{ custom_id: string }>(
      w.t.db,
      sql`select custom_id from members where id = ${w.ids.memberMember}`,
    );
    mariaNumber = row!.custom_id;
    reference = transferReference(mariaNumber, w.ids.memberMember, 'Tithes');
  });
  afterAll(() => w.t.close());

  const transfer = (values: Record<string, unknown> = {}) => ({
    memberId: w.ids.memberMember,
    fundId: w.funds.a.tithes,
    amountMinor: 250_000,
    currency: 'PHP',
    method: 'bank-transfer',
    reference,
    receivedOn: manilaDay(1),
    ...values,
  });

  describe('POST /gifts', () => {
    it('records a bank transfer that the member’s giving, receipt and audit then show', async () => {
      const response = await w.pay('finance', 'POST', 'gifts', transfer());
      expect(response.statusCode, response.body).toBe(201);
      const receipt = giftReceiptSchema.parse(response.json());
      expect(receipt).toMatchObject({
        memberId: w.ids.memberMember,
        fundId: w.funds.a.tithes,
        amountMinor: 250_000,
        currency: 'PHP',
        method: 'bank_transfer',
        provider: 'manual',
        status: 'succeeded',
      });
      // Given at noon of that day in Manila.
      expect(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(receipt.givenAt)),
      ).toBe(manilaDay(1));
      const mine = await w.pay('member', 'GET', 'gifts');
      expect(giftPageSchema.parse(mine.json()).items.map((g) => g.id)).toContain(receipt.id);
      const ownReceipt = await w.pay('member', 'GET', `gifts/${receipt.id}`);
      expect(ownReceipt.statusCode).toBe(200);
      const [audit] = await queryRows<{ after: Record<string, unknown>; actor_user_id: string }>(
        w.t.db,
        sql`select after, actor_user_id from audit_log where action = 'gift.record' and entity_id = ${receipt.id}`,
      );
      expect(audit!.actor_user_id).toBe(w.ids.financeUser);
      expect(audit!.after).toMatchObject({ method: 'bank-transfer', reference, amountMinor: 250_000 });
      const other = await w.pay(
        'finance',
        'POST',
        'gifts',
        transfer({ method: 'other', reference: undefined }),
      );
      expect(other.statusCode, other.body).toBe(201);
      expect(other.json().method).toBe('other');
    });

    it('refuses a locale admin, finance of another locale and a member (403), writing nothing', async () => {
      const before = await w.count('gifts');
      for (const caller of ['secretary', 'financeB', 'member', 'leader'] as const) {
        const response = await w.pay(caller, 'POST', 'gifts', transfer());
        expect(response.statusCode, caller).toBe(403);
      }
      expect((await w.pay(null, 'POST', 'gifts', transfer())).statusCode).toBe(401);
      expect(await w.count('gifts')).toBe(before);
    });

    it('refuses another locale’s member, an archived fund, another currency and a day to come, saying which', async () => {
      const before = await w.count('gifts');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ memberId: w.ids.strangerMember }, 'member_outside_locale', 'memberId'],
        [{ fundId: w.funds.a.archived }, 'fund_not_available', 'fundId'],
        [{ currency: 'USD' }, 'currency_mismatch', 'currency'],
        [{ receivedOn: manilaDay(-2) }, 'invalid_input', 'receivedOn'],
        [{ method: 'bank_transfer' }, 'invalid_input', 'method'],
        [{ amountMinor: 12.5 }, 'invalid_input', 'amountMinor'],
      ];
      for (const [values, code, path] of cases) {
        const response = await w.pay('finance', 'POST', 'gifts', transfer(values));
        expect(response.statusCode, JSON.stringify(values)).toBe(422);
        expect(response.json().error.code, path).toBe(code);
        expect(response.json().error.details.issues[0].path, path).toBe(path);
      }
      expect(await w.count('gifts')).toBe(before);
    });
  });

  describe('GET /gifts/reference', () => {
    it('finds the member and the fund the give page’s reference names, in finance’s own locale only', async () => {
      const response = await w.pay(
        'finance',
        'GET',
        `gifts/reference?localeId=${w.ids.a}&reference=${reference.toLowerCase()}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const found = giftReferenceSchema.parse(response.json());
      expect(found.member).toMatchObject({ id: w.ids.memberMember, customId: mariaNumber });
      expect(found.funds).toEqual([{ id: w.funds.a.tithes, name: 'Tithes', currency: 'PHP' }]);
      // Another locale's finance may not ask, and the same reference names nobody in locale B.
      expect(
        (await w.pay('financeB', 'GET', `gifts/reference?localeId=${w.ids.a}&reference=${reference}`))
          .statusCode,
      ).toBe(403);
      expect(
        (await w.pay('financeB', 'GET', `gifts/reference?localeId=${w.ids.b}&reference=${reference}`))
          .statusCode,
      ).toBe(404);
      const nonsense = await w.pay('finance', 'GET', `gifts/reference?localeId=${w.ids.a}&reference=hello`);
      expect(nonsense.statusCode).toBe(422);
    });
  });

  describe('a bank statement', () => {
    const statement = () =>
      [
        'Date,Description,Amount',
        `${manilaDay(2)},"IBFT ${reference} MARIA",1000.00`,
        `${manilaDay(2)},"IBFT ${transferReference(mariaNumber, w.ids.memberMember, 'Missions')}",250.50`,
        `${manilaDay(2)},"IBFT GIVE-M9999999-TITH",75.00`,
        `${manilaDay(2)},"IBFT ${transferReference(mariaNumber, w.ids.memberMember, 'Choir')}",75.00`,
        `${manilaDay(2)},SERVICE CHARGE,-25.00`,
        `${manilaDay(2)},CASH DEPOSIT,300.00`,
      ].join('\n');

    it('previews each line matched or why not, records the chosen ones once, and never twice', async () => {
      const before = await w.count('gifts');
      const preview = await w.pay('finance', 'POST', 'gifts/bank-import/preview', {
        localeId: w.ids.a,
        csv: statement(),
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const read = bankImportPreviewSchema.parse(preview.json());
      expect(read.lines.map((l) => [l.line, l.problem])).toEqual([
        [2, null],
        [3, null],
        [4, 'unknown_member'],
        [5, 'unknown_fund'],
        [6, 'not_a_credit'],
        [7, 'no_reference'],
      ]);
      expect([read.matched, read.unmatched]).toEqual([2, 4]);
      expect(read.lines[1]).toMatchObject({
        amountMinor: 25_050,
        member: { id: w.ids.memberMember },
        fund: { id: w.funds.a.missions },
      });
      // The preview wrote nothing.
      expect(await w.count('gifts')).toBe(before);

      const chosen = read.lines
        .filter((l) => l.problem === null)
        .map((l) => ({
          memberId: l.member!.id,
          fundId: l.fund!.id,
          amountMinor: l.amountMinor!,
          receivedOn: l.receivedOn!,
          reference: l.reference!,
        }));
      const imported = await w.pay('finance', 'POST', 'gifts/bank-import', {
        localeId: w.ids.a,
        lines: chosen,
      });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toEqual({ recorded: 2, skipped: 0 });
      expect(await w.count('gifts')).toBe(before + 2);
      expect(await w.count('audit_log', `action = 'gift.import'`)).toBe(1);

      // The same statement again: both lines are known, and sending them anyway records nothing.
      const again = bankImportPreviewSchema.parse(
        (
          await w.pay('finance', 'POST', 'gifts/bank-import/preview', { localeId: w.ids.a, csv: statement() })
        ).json(),
      );
      expect(again.lines.slice(0, 2).map((l) => l.problem)).toEqual(['already_recorded', 'already_recorded']);
      const twice = await w.pay('finance', 'POST', 'gifts/bank-import', { localeId: w.ids.a, lines: chosen });
      expect(twice.json()).toEqual({ recorded: 0, skipped: 2 });
      expect(await w.count('gifts')).toBe(before + 2);
    });

    it('refuses a file without named columns, lines of another locale, and finance of another locale', async () => {
      const headless = await w.pay('finance', 'POST', 'gifts/bank-import/preview', {
        localeId: w.ids.a,
        csv: 'a,b\n1,2',
      });
      expect(headless.statusCode).toBe(422);
      expect(headless.json().error.code).toBe('columns_not_found');
      const before = await w.count('gifts');
      const line = {
        memberId: w.ids.memberMember,
        fundId: w.funds.b.tithes,
        amountMinor: 100,
        receivedOn: manilaDay(1),
        reference: 'GIVE-X-TITH',
      };
      const outside = await w.pay('finance', 'POST', 'gifts/bank-import', {
        localeId: w.ids.a,
        lines: [{ ...line, fundId: w.funds.a.tithes }, line],
      });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'lines.1.fundId' }),
      ]);
      for (const caller of ['financeB', 'secretary'] as const) {
        expect(
          (await w.pay(caller, 'POST', 'gifts/bank-import/preview', { localeId: w.ids.a, csv: statement() }))
            .statusCode,
        ).toBe(403);
        expect(
          (
            await w.pay(caller, 'POST', 'gifts/bank-import', {
              localeId: w.ids.a,
              lines: [{ ...line, fundId: w.funds.a.tithes }],
            })
          ).statusCode,
        ).toBe(403);
      }
      expect(await w.count('gifts')).toBe(before);
    });
  });
});
