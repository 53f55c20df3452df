import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringGiftSchema, recurringListSchema } from '@congregate/contracts';
import { recurringGifts } from '../../../db/schema/giving.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeGivingWorld, type GivingCaller, type GivingWorld } from '../../../../test/giving-fixture.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_recurring_secret';

describe.each(routeEngines)('recurring gifts on %s', (engine) => {
  let w: GivingWorld;
  let standIn: StripeStandIn;
  let subscriptionCount = 0;

  /** A plan straight into the table (a Stripe subscription id unless `manual`). */
  async function makePlan(values: {
    memberId: string | null;
    localeId: string;
    fundId: string;
    currency: string;
  }) {
    const [row] = await w.t.db
      .insert(recurringGifts)
      .values({
        ...values,
        amountMinor: 100_000,
        frequency: 'monthly',
        provider: 'stripe',
        providerRef: `sub_test_${engine}_${++subscriptionCount}`,
      })
      .returning();
    return row!;
  }
  let mine: string;
  let member2s: string;
  let inB: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    w = await makeGivingWorld(
      await createTestApp(engine, {
        payment: {
          provider: 'stripe',
          stripe: {
            secretKey: 'sk_test_congregate',
            webhookSecret: WEBHOOK_SECRET,
            api: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
          },
        },
      }),
    );
    const inA = { localeId: w.ids.a, fundId: w.funds.a.tithes, currency: 'PHP' };
    mine = (await makePlan({ ...inA, memberId: w.ids.memberMember })).id;
    member2s = (await makePlan({ ...inA, memberId: w.ids.member2Member })).id;
    inB = (
      await makePlan({
        localeId: w.ids.b,
        fundId: w.funds.b.tithes,
        currency: 'USD',
        memberId: w.ids.strangerMember,
      })
    ).id;
  });
  afterAll(async () => {
    await w?.t.close();
    await standIn?.close();
  });

  const idsOf = async (caller: GivingCaller, query = '') => {
    const response = await w.pay(caller, 'GET', `recurring${query}`);
    expect(response.statusCode, `${caller} ${query}`).toBe(200);
    return recurringListSchema.parse(response.json()).items.map((p) => p.id);
  };

  describe('GET /recurring', () => {
    it('answers the caller’s own plans without filters', async () => {
      expect(await idsOf('member')).toEqual([mine]);
      expect(await idsOf('finance')).toEqual([]);
    });

    it('answers a locale’s plans to its finance and locale admins, and refuses everyone else', async () => {
      expect((await idsOf('finance', `?localeId=${w.ids.a}`)).sort()).toEqual([mine, member2s].sort());
      expect((await idsOf('secretary', `?localeId=${w.ids.a}`)).sort()).toEqual([mine, member2s].sort());
      expect(await idsOf('superAdmin', `?localeId=${w.ids.b}`)).toEqual([inB]);
      for (const caller of [
        'member',
        'leader',
        'financeB',
        'secretaryB',
        'district',
        'districtSouth',
      ] as const) {
        expect((await w.pay(caller, 'GET', `recurring?localeId=${w.ids.a}`)).statusCode, caller).toBe(403);
      }
    });

    it('answers a member’s plans to themselves and their locale’s finance; a flock leader never', async () => {
      expect(await idsOf('member', `?memberId=${w.ids.memberMember}`)).toEqual([mine]);
      expect(await idsOf('finance', `?memberId=${w.ids.member2Member}`)).toEqual([member2s]);
      for (const caller of ['leader', 'member2', 'financeB', 'district'] as const) {
        const response = await w.pay(caller, 'GET', `recurring?memberId=${w.ids.memberMember}`);
        expect(response.statusCode, caller).toBe(403);
      }
      expect((await w.pay('member', 'GET', 'recurring?status=paused')).statusCode).toBe(422);
    });
  });

  describe('GET /recurring/{id}', () => {
    it('answers its member and the locale’s finance and admins; anyone else 404', async () => {
      for (const caller of ['member', 'finance', 'secretary', 'superAdmin'] as const) {
        const response = await w.pay(caller, 'GET', `recurring/${mine}`);
        expect(response.statusCode, caller).toBe(200);
        expect(recurringGiftSchema.parse(response.json())).toMatchObject({
          id: mine,
          fundName: 'Tithes',
          currency: 'PHP',
          amountMinor: 100_000,
          status: 'active',
          donorName: 'Maria Santos',
        });
      }
      for (const caller of ['member2', 'leader', 'financeB', 'district', 'stranger'] as const) {
        expect((await w.pay(caller, 'GET', `recurring/${mine}`)).statusCode, caller).toBe(404);
      }
    });
  });

  describe('DELETE /recurring/{id}', () => {
    it('refuses a locale admin (view only), a flock leader and finance of another locale', async () => {
      for (const caller of ['secretary', 'leader', 'member2', 'financeB', 'district'] as const) {
        expect((await w.pay(caller, 'DELETE', `recurring/${mine}`)).statusCode, caller).toBe(403);
      }
      expect(standIn.cancelledSubscriptions).toEqual([]);
    });

    it('lets the member cancel their own: Stripe first, then the plan (audited); again 409', async () => {
      const response = await w.pay('member', 'DELETE', `recurring/${mine}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: mine, status: 'cancelled' });
      expect(response.json().cancelledAt).not.toBeNull();
      expect(standIn.cancelledSubscriptions).toHaveLength(1);
      expect(await w.count('audit_log', `action = 'recurring.cancel' and entity_id = '${mine}'`)).toBe(1);
      expect((await w.pay('member', 'DELETE', `recurring/${mine}`)).statusCode).toBe(409);
    });

    it('lets finance of the locale cancel a member’s plan', async () => {
      expect((await w.pay('finance', 'DELETE', `recurring/${member2s}`)).statusCode).toBe(200);
      expect(standIn.cancelledSubscriptions).toHaveLength(2);
    });

    it('answers 503 provider_unavailable when Stripe cannot be reached, and changes nothing', async () => {
      await standIn.close();
      const response = await w.pay('financeB', 'DELETE', `recurring/${inB}`);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('provider_unavailable');
      expect((await w.pay('financeB', 'GET', `recurring/${inB}`)).json().status).toBe('active');
      expect(await w.count('audit_log', `action = 'recurring.cancel' and entity_id = '${inB}'`)).toBe(0);
    });
  });
});
