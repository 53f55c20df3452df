import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  giftPageSchema,
  giftReceiptSchema,
  giftSummarySchema,
  type Gift,
  type GiftTotal,
} from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeAddress } from '../../../../test/factories.ts';
import { makeGivingWorld, type GivingCaller, type GivingWorld } from '../../../../test/giving-fixture.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in.ts';
import { majorUnitsText, receiptNumber } from './receipt-number.ts';

const at = (iso: string) => new Date(iso);

describe('receipt numbers and major units', () => {
  it('takes the year in the locale’s zone and pads the number', () => {
    const newYearManila = at('2025-12-31T20:00:00Z');
    expect(receiptNumber(123, newYearManila, 'Asia/Manila')).toBe('2026-000123');
    expect(receiptNumber(1_234_567, newYearManila, 'America/New_York')).toBe('2025-1234567');
  });

  it('writes minor units as major units with integer arithmetic', () => {
    expect(majorUnitsText(123450, 'PHP')).toBe('1234.50');
    expect(majorUnitsText(5, 'USD')).toBe('0.05');
    expect(majorUnitsText(1500, 'JPY')).toBe('1500');
    expect(majorUnitsText(-1999, 'EUR')).toBe('-19.99');
  });
});

describe.each(routeEngines)('gifts on %s', (engine) => {
  let w: GivingWorld;
  const g: Record<string, string> = {};

  const page = async (caller: GivingCaller, query: string) => {
    const response = await w.pay(caller, 'GET', `gifts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return giftPageSchema.parse(response.json());
  };
  const idsOf = (items: Gift[]) => items.map((item) => item.id).sort();
  const total = (totals: GiftTotal[], year: number, fundId: string, currency: string) =>
    totals.find((t) => t.year === year && t.fundId === fundId && t.currency === currency);

  beforeAll(async () => {
    w = await makeGivingWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const { a, b, c } = w.funds;
    const m = w.ids.memberMember;
    // Maria (member, locale A, PHP): a gift at Manila's New Year (2026 there, 2025 in UTC), two in June, one
    // refunded, and one given while visiting locale B (USD).
    g.newYear = (
      await w.gift({
        fundId: a.tithes,
        memberId: m,
        amountMinor: 10_000,
        givenAt: at('2025-12-31T20:00:00Z'),
      })
    ).id;
    g.juneTithe = (
      await w.gift({
        fundId: a.tithes,
        memberId: m,
        amountMinor: 50_000,
        givenAt: at('2025-06-15T02:00:00Z'),
      })
    ).id;
    g.juneMission = (
      await w.gift({
        fundId: a.missions,
        memberId: m,
        amountMinor: 12_345,
        givenAt: at('2025-06-15T03:00:00Z'),
        method: 'cash',
      })
    ).id;
    g.refunded = (
      await w.gift({
        fundId: a.tithes,
        memberId: m,
        amountMinor: 99_900,
        givenAt: at('2025-07-01T02:00:00Z'),
        status: 'refunded',
        refundedAt: new Date(),
      })
    ).id;
    g.visitB = (
      await w.gift({ fundId: b.tithes, memberId: m, amountMinor: 1_000, givenAt: at('2025-06-20T15:00:00Z') })
    ).id;
    // Jose (member2, A), anonymous envelopes at one same instant (the keyset's tie), locale B and C gifts.
    g.jose = (
      await w.gift({
        fundId: a.tithes,
        memberId: w.ids.member2Member,
        amountMinor: 20_000,
        givenAt: at('2025-06-20T02:00:00Z'),
      })
    ).id;
    for (const n of [1, 2, 3]) {
      g[`anon${n}`] = (
        await w.gift({
          fundId: a.missions,
          amountMinor: 5_000,
          givenAt: at('2025-03-02T04:00:00Z'),
          method: 'cash',
        })
      ).id;
    }
    g.strangerB = (
      await w.gift({
        fundId: b.tithes,
        memberId: w.ids.strangerMember,
        amountMinor: 2_500,
        givenAt: at('2025-06-15T15:00:00Z'),
      })
    ).id;
    g.yenC = (await w.gift({ fundId: c.tithes, amountMinor: 1_500, givenAt: at('2025-05-05T03:00:00Z') })).id;
    g.refundable = (
      await w.gift({ fundId: a.tithes, memberId: m, amountMinor: 7_000, givenAt: at('2025-08-03T02:00:00Z') })
    ).id;
    await makeAddress(w.t.db, m, { line1: '12 Mabini St.', city: 'Quezon City', isCurrent: true });
  });
  afterAll(() => w.t.close());

  describe('GET /gifts', () => {
    it('gives a member their own gifts, with totals per year, fund and currency that never mix', async () => {
      const mine = await page('member', '?limit=100');
      expect(idsOf(mine.items)).toEqual(
        [g.newYear, g.juneTithe, g.juneMission, g.refunded, g.visitB, g.refundable].sort(),
      );
      const { a, b } = w.funds;
      // The New Year gift counts in 2026 (Manila), the refunded one nowhere, the USD gift apart.
      expect(total(mine.totals, 2026, a.tithes, 'PHP')).toMatchObject({ amountMinor: 10_000, count: 1 });
      expect(total(mine.totals, 2025, a.tithes, 'PHP')).toMatchObject({ amountMinor: 57_000, count: 2 });
      expect(total(mine.totals, 2025, a.missions, 'PHP')).toMatchObject({ amountMinor: 12_345, count: 1 });
      expect(total(mine.totals, 2025, b.tithes, 'USD')).toMatchObject({ amountMinor: 1_000, count: 1 });
      expect(mine.totals).toHaveLength(4);
      const newYear = mine.items.find((item) => item.id === g.newYear)!;
      expect(newYear.receiptNumber).toMatch(/^2026-\d{6}$/);
      expect(newYear).toMatchObject({ amountMinor: 10_000, currency: 'PHP', donorName: 'Maria Santos' });
      expect(mine.items.find((item) => item.id === g.visitB)).toMatchObject({ currency: 'USD' });
      // Their own by member id too; nobody else's.
      expect(idsOf((await page('member', `?memberId=${w.ids.memberMember}&limit=100`)).items)).toEqual(
        idsOf(mine.items),
      );
      expect((await w.pay('member', 'GET', `gifts?memberId=${w.ids.member2Member}`)).statusCode).toBe(403);
    });

    it('gives someone who never gave an empty page', async () => {
      expect(await page('leader', '')).toEqual({ items: [], nextCursor: null, totals: [] });
    });

    it('gives a locale’s gifts to its finance and admins and super admins; 403 to anyone else', async () => {
      const localeA = [
        g.newYear,
        g.juneTithe,
        g.juneMission,
        g.refunded,
        g.jose,
        g.anon1,
        g.anon2,
        g.anon3,
        g.refundable,
      ].sort();
      for (const caller of ['finance', 'secretary', 'superAdmin'] as const) {
        expect(idsOf((await page(caller, `?localeId=${w.ids.a}&limit=100`)).items), caller).toEqual(localeA);
      }
      for (const caller of ['member', 'leader', 'district', 'financeB', 'secretaryB', 'stranger'] as const) {
        const response = await w.pay(caller, 'GET', `gifts?localeId=${w.ids.a}`);
        expect(response.statusCode, caller).toBe(403);
      }
      expect((await w.pay(null, 'GET', `gifts?localeId=${w.ids.a}`)).statusCode).toBe(401);
      const anonymous = (await page('finance', `?localeId=${w.ids.a}&limit=100`)).items.find(
        (i) => i.id === g.anon1,
      );
      expect(anonymous).toMatchObject({ memberId: null, donorName: 'Anonymous' });
    });

    it('gives a member’s gifts to their locale’s finance, and another locale’s finance only its own share', async () => {
      const all = await page('secretary', `?memberId=${w.ids.memberMember}&limit=100`);
      expect(all.items).toHaveLength(6);
      const inB = await page('financeB', `?memberId=${w.ids.memberMember}&limit=100`);
      expect(idsOf(inB.items)).toEqual([g.visitB]);
      expect((await w.pay('financeB', 'GET', `gifts?memberId=${w.ids.member2Member}`)).statusCode).toBe(403);
      expect((await w.pay('leader', 'GET', `gifts?memberId=${w.ids.memberMember}`)).statusCode).toBe(403);
    });

    it('pages by keyset without duplicates, newest first, even among gifts given at one instant', async () => {
      const seen: Gift[] = [];
      let cursor: string | null = null;
      do {
        const next: Awaited<ReturnType<typeof page>> = await page(
          'finance',
          `?localeId=${w.ids.a}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...next.items);
        cursor = next.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(9);
      expect(new Set(seen.map((s) => s.id)).size).toBe(9);
      const times = seen.map((s) => Date.parse(s.givenAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      expect(
        (await w.pay('finance', 'GET', `gifts?localeId=${w.ids.a}&cursor=bm90LWEtY3Vyc29y`)).statusCode,
      ).toBe(422);
    });

    it('filters by dates in the locale’s zone, fund, method, status, donor name and receipt number', async () => {
      const ids = async (query: string) =>
        idsOf((await page('finance', `?localeId=${w.ids.a}&limit=100&${query}`)).items);
      expect(await ids('from=2026-01-01&to=2026-01-01')).toEqual([g.newYear]);
      expect(await ids('from=2025-06-15&to=2025-06-15')).toEqual([g.juneTithe, g.juneMission].sort());
      expect(await ids(`fundId=${w.funds.a.missions}&method=cash&from=2025-03-01&to=2025-03-31`)).toEqual(
        [g.anon1, g.anon2, g.anon3].sort(),
      );
      expect(await ids('status=refunded')).toEqual([g.refunded]);
      expect(await ids('q=reyes')).toEqual([g.jose]);
      const receipt = (await page('finance', `?localeId=${w.ids.a}&limit=100`)).items.find(
        (i) => i.id === g.jose,
      )!;
      expect(await ids(`q=${receipt.receiptNumber}`)).toEqual([g.jose]);
      const refundedOnly = await page('finance', `?localeId=${w.ids.a}&status=refunded`);
      expect(refundedOnly.totals).toEqual([]);
    });
  });

  describe('GET /gifts/export', () => {
    it('writes the matching gifts as CSV with a BOM, amounts in major units', async () => {
      const response = await w.pay(
        'finance',
        'GET',
        `gifts/export?localeId=${w.ids.a}&fundId=${w.funds.a.missions}&from=2025-06-01`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="gifts.csv"');
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFF"receipt","date","donor","fund","amount","fee","currency","method","status"',
      );
      expect(lines[1]).toMatch(
        /^"2025-\d{6}","2025-06-15","Maria Santos","Missions","123\.45","0\.00","PHP","cash","succeeded"$/,
      );
      expect(lines.slice(2)).toEqual(['']);
      const yen = await w.pay('superAdmin', 'GET', `gifts/export?localeId=${w.ids.c}`);
      expect(yen.body.split('\r\n')[1]).toMatch(
        /"Anonymous","Tithes","1500","0","JPY","bank_transfer","succeeded"$/,
      );
      expect((await w.pay('secretaryB', 'GET', `gifts/export?localeId=${w.ids.a}`)).statusCode).toBe(403);
      const own = await w.pay('member2', 'GET', 'gifts/export');
      expect(own.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    });
  });

  describe('GET /gifts/summary', () => {
    it('gives finance, admins and district admins a locale’s months by fund, refunds left out', async () => {
      const response = await w.pay('finance', 'GET', `gifts/summary?localeId=${w.ids.a}&year=2025`);
      expect(response.statusCode, response.body).toBe(200);
      const summary = giftSummarySchema.parse(response.json());
      const { tithes, missions, archived } = w.funds.a;
      expect(summary).toMatchObject({ currency: 'PHP', access: 'manage', year: 2025 });
      expect(summary.funds.map((f) => f.id)).toEqual([tithes, missions]);
      expect(summary.funds.map((f) => f.id)).not.toContain(archived);
      expect(summary.months.map((m) => m.month)).toHaveLength(12);
      expect(summary.months[2]!.byFund).toEqual({ [tithes]: 0, [missions]: 15_000 });
      expect(summary.months[5]!.byFund).toEqual({ [tithes]: 70_000, [missions]: 12_345 });
      expect(summary.months[6]!.byFund[tithes]).toBe(0);
      expect(summary.fundTotals).toEqual({ [tithes]: 77_000, [missions]: 27_345 });
      expect(summary).toMatchObject({ totalMinor: 104_345, giftCount: 7 });
      const ofAccess = async (caller: GivingCaller) =>
        (await w.pay(caller, 'GET', `gifts/summary?localeId=${w.ids.a}&year=2025`)).json().access;
      expect(await ofAccess('secretary')).toBe('view');
      expect(await ofAccess('district')).toBe('totals');
      for (const caller of ['member', 'leader', 'financeB', 'districtSouth'] as const) {
        const refused = await w.pay(caller, 'GET', `gifts/summary?localeId=${w.ids.a}&year=2025`);
        expect(refused.statusCode, caller).toBe(403);
      }
    });
  });

  describe('GET /gifts/:id', () => {
    it('shows the receipt to its giver and the locale’s finance and admins; 404 to anyone else', async () => {
      const response = await w.pay('member', 'GET', `gifts/${g.juneTithe}`);
      expect(response.statusCode, response.body).toBe(200);
      const receipt = giftReceiptSchema.parse(response.json());
      expect(receipt).toMatchObject({
        amountMinor: 50_000,
        currency: 'PHP',
        donorName: 'Maria Santos',
        donorAddress: expect.stringContaining('12 Mabini St.'),
        refundReason: null,
      });
      expect(receipt.church.legalName).toBeTruthy();
      expect(receipt.localeName).toMatch(/^Locale A/);
      for (const caller of ['finance', 'secretary', 'superAdmin'] as const) {
        expect((await w.pay(caller, 'GET', `gifts/${g.juneTithe}`)).statusCode, caller).toBe(200);
      }
      for (const caller of ['member2', 'leader', 'district', 'financeB', 'secretaryB'] as const) {
        expect((await w.pay(caller, 'GET', `gifts/${g.juneTithe}`)).statusCode, caller).toBe(404);
      }
    });
  });

  describe('POST /gifts/:id/refund', () => {
    it('lets finance refund a manual gift once, audited; admins and the giver 403, outsiders 404', async () => {
      const body = { reason: 'Given twice by mistake' };
      expect((await w.pay('secretary', 'POST', `gifts/${g.refundable}/refund`, body)).statusCode).toBe(403);
      expect((await w.pay('member', 'POST', `gifts/${g.refundable}/refund`, body)).statusCode).toBe(403);
      expect((await w.pay('financeB', 'POST', `gifts/${g.refundable}/refund`, body)).statusCode).toBe(404);
      expect((await w.pay('leader', 'POST', `gifts/${g.refundable}/refund`, body)).statusCode).toBe(404);
      const refunded = await w.pay('finance', 'POST', `gifts/${g.refundable}/refund`, body);
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json()).toMatchObject({ status: 'refunded', refundReason: 'Given twice by mistake' });
      expect(refunded.json().refundedAt).not.toBeNull();
      const again = await w.pay('finance', 'POST', `gifts/${g.refundable}/refund`, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('already_refunded');
      const audits = await queryRows<{ n: number }>(
        w.t.db,
        sql`select count(*)::int as n from audit_log where action = 'gift.refund' and entity_id = ${g.refundable}`,
      );
      expect(Number(audits[0]!.n)).toBe(1);
      // Left out of the totals from now on.
      const mine = await page('member', '?from=2025-08-01&to=2025-08-31');
      expect(mine.totals).toEqual([]);
      expect((await w.pay('finance', 'POST', `gifts/${g.jose}/refund`, { reason: ' ' })).statusCode).toBe(
        422,
      );
    });
  });
});

describe.each(routeEngines)('refunds through Stripe on %s', (engine) => {
  let w: GivingWorld;
  let stripe: StripeStandIn;
  const webhookSecret = 'whsec_test_refunds';

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret });
    const { hostname, port } = new URL(stripe.url);
    w = await makeGivingWorld(
      await createTestApp(engine, {
        rateLimitPerMinute: 0,
        payment: {
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_refunds',
            webhookSecret,
            api: { host: hostname, port: Number(port), protocol: 'http' },
          },
        },
      }),
    );
  });
  afterAll(async () => {
    await w.t.close();
    await stripe.close().catch(() => undefined);
  });

  it('refunds with the provider first, and writes nothing when the provider cannot be reached', async () => {
    const card = {
      fundId: w.funds.a.tithes,
      memberId: w.ids.memberMember,
      amountMinor: 25_000,
      method: 'card',
      provider: 'stripe',
    } as const;
    const paid = await w.gift({ ...card, providerRef: 'pi_test_refund_me' });
    const refunded = await w.pay('finance', 'POST', `gifts/${paid.id}/refund`, {
      reason: 'Asked by the donor',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(stripe.refunds).toEqual(['pi_test_refund_me']);

    const other = await w.gift({ ...card, providerRef: 'pi_test_unreachable' });
    await stripe.close();
    const failed = await w.pay('finance', 'POST', `gifts/${other.id}/refund`, {
      reason: 'Asked by the donor',
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.code).toBe('provider_unavailable');
    const receipt = await w.pay('finance', 'GET', `gifts/${other.id}`);
    expect(receipt.json()).toMatchObject({ status: 'succeeded', refundedAt: null });
  });
});
