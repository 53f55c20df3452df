import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutSchema, webhookAnswerSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeGivingWorld, type GivingWorld } from '../../../../test/giving-fixture.ts';
import {
  startStripeStandIn,
  type StandInEvent,
  type StripeStandIn,
} from '../../../../test/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_checkout_secret';

/** The webhook as Stripe calls it: the exact bytes, signed. */
function deliver(w: GivingWorld, standIn: StripeStandIn, event: StandInEvent, secret = WEBHOOK_SECRET) {
  const { payload, header } = standIn.signedEvent(event, secret);
  return w.t.app.inject({
    method: 'POST',
    url: '/api/payment/gifts/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

describe.each(routeEngines)('checkout with the manual provider on %s', (engine) => {
  let w: GivingWorld;
  const give = (amountMinor: unknown, extra: Record<string, unknown> = {}) =>
    w.pay('member', 'POST', 'gifts/checkout', {
      fundId: w.funds.a.tithes,
      amountMinor,
      currency: 'PHP',
      frequency: 'once',
      ...extra,
    });

  beforeAll(async () => {
    w = await makeGivingWorld(await createTestApp(engine));
    await w.pay('finance', 'PUT', `giving-settings/${w.ids.a}`, {
      onlineEnabled: true,
      bankDetails: 'BDO 0012-3456-7890',
      instructions: 'Give at the office after the service.',
      feePercentBasisPoints: 290,
      feeFixedMinor: 1500,
    });
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('answers the bank details and a reference to write on the transfer, and records nothing', async () => {
    const response = await give(50_000, { coverFee: true });
    expect(response.statusCode).toBe(200);
    const body = checkoutSchema.parse(response.json());
    expect(body).toMatchObject({
      provider: 'manual',
      url: null,
      amountMinor: 50_000,
      feeMinor: 0,
      currency: 'PHP',
      manual: { bankDetails: 'BDO 0012-3456-7890', instructions: 'Give at the office after the service.' },
    });
    expect(body.manual!.reference).toMatch(/^GIVE-[A-Z0-9]+-TITH$/);
    expect(await w.count('gift_checkouts')).toBe(0);
    expect(await w.count('gifts')).toBe(0);
  });

  it('takes amounts in whole minor units only: a float is refused', async () => {
    const response = await give(400.5);
    expect(response.statusCode).toBe(422);
    expect((await give('500')).statusCode).toBe(422);
    expect((await give(-100)).statusCode).toBe(422);
  });

  it('refuses a currency other than the fund’s with 422 currency_mismatch', async () => {
    const response = await give(50_000, { currency: 'USD' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('currency_mismatch');
  });

  it('refuses less than one or more than a million major units', async () => {
    expect((await give(99)).json().error.code).toBe('amount_out_of_range');
    expect((await give(100)).statusCode).toBe(200);
    expect((await give(100_000_000)).statusCode).toBe(200);
    expect((await give(100_000_001)).json().error.code).toBe('amount_out_of_range');
  });

  it('refuses a fund of another locale or an archived one with 422 fund_not_available', async () => {
    expect((await give(50_000, { fundId: w.funds.b.tithes, currency: 'USD' })).json().error.code).toBe(
      'fund_not_available',
    );
    expect((await give(50_000, { fundId: w.funds.a.archived })).json().error.code).toBe('fund_not_available');
    // A member of another locale, even its finance officer, gives to their own locale's funds only.
    for (const caller of ['stranger', 'financeB', 'secretaryB'] as const) {
      const response = await w.pay(caller, 'POST', 'gifts/checkout', {
        fundId: w.funds.a.tithes,
        amountMinor: 50_000,
        currency: 'PHP',
        frequency: 'once',
      });
      expect(response.json().error.code, caller).toBe('fund_not_available');
    }
  });

  it('lets only endorsed members give', async () => {
    const body = { fundId: w.funds.a.tithes, amountMinor: 50_000, currency: 'PHP', frequency: 'once' };
    expect((await w.pay('pending', 'POST', 'gifts/checkout', body)).statusCode).toBe(403);
    expect((await w.pay(null, 'POST', 'gifts/checkout', body)).statusCode).toBe(401);
    expect((await w.pay('leader', 'POST', 'gifts/checkout', body)).statusCode).toBe(200);
  });

  it('has no webhook without an online provider (404)', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/payment/gifts/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(routeEngines)('checkout and webhooks with the Stripe stand-in on %s', (engine) => {
  let w: GivingWorld;
  let standIn: StripeStandIn;
  const give = (frequency: string, extra: Record<string, unknown> = {}) =>
    w.pay('member', 'POST', 'gifts/checkout', {
      fundId: w.funds.a.tithes,
      amountMinor: 50_000,
      currency: 'PHP',
      frequency,
      ...extra,
    });
  const sessionOf = (url: string) => standIn.sessions.get(url.split('/pay/')[1]!)!;
  const noticesOf = (kind: string) =>
    queryRows<{ message: string; link: string }>(
      w.t.db,
      sql`select message, link from notifications where kind = ${kind} and user_id = ${w.ids.memberUser}
        order by created_at`,
    );

  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    const t = await createTestApp(engine, {
      payment: {
        provider: 'stripe',
        stripe: {
          secretKey: 'sk_test_congregate',
          webhookSecret: WEBHOOK_SECRET,
          api: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
        },
      },
    });
    w = await makeGivingWorld(t);
  });
  afterAll(async () => {
    await w?.t.close();
    await standIn?.close();
  });

  it('answers the Stripe Checkout URL the SDK got, charging the fee when the donor covers it', async () => {
    const settings = (await w.pay('member', 'GET', 'giving-settings')).json();
    expect(settings).toMatchObject({ provider: 'stripe', onlineAvailable: true });
    const response = await give('once', { coverFee: true });
    expect(response.statusCode).toBe(200);
    const body = checkoutSchema.parse(response.json());
    // 500.00 PHP at 2.9 % + 0.30: the charge c with c − fee(c) ≥ 500.00 is 515.25.
    expect(body).toMatchObject({ provider: 'stripe', amountMinor: 50_000, feeMinor: 1525, manual: null });
    expect(body.url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const session = sessionOf(body.url!);
    expect(session).toMatchObject({ mode: 'payment', amountMinor: 51_525, currency: 'php', interval: null });
    expect(session.successUrl).toContain('{CHECKOUT_SESSION_ID}');
    const [row] = await queryRows<{ id: string; session: string; fee: number }>(
      w.t.db,
      sql`select id, provider_session_id as session, fee_minor as fee from gift_checkouts`,
    );
    expect(row).toMatchObject({ id: session.clientReferenceId, session: session.id });
    expect(session.metadata).toEqual({ checkoutId: row!.id });
  });

  it('records one gift for a completed checkout, and the same event replayed records once', async () => {
    const before = await w.count('gifts');
    const session = sessionOf((await give('once')).json().url);
    const [completed] = await standIn.completeCheckout(session.id);
    const first = await deliver(w, standIn, completed!);
    expect(first.statusCode).toBe(200);
    expect(webhookAnswerSchema.parse(first.json())).toEqual({ received: true, duplicate: false });
    const replay = await deliver(w, standIn, completed!);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await w.count('gifts')).toBe(before + 1);
    const [gift] = await queryRows<Record<string, unknown>>(
      w.t.db,
      sql`select id, member_id as "memberId", amount_minor as "amountMinor", currency, method, provider,
          provider_ref as "providerRef", frequency from gifts where provider_ref = ${session.paymentIntent}`,
    );
    expect(gift).toMatchObject({
      memberId: w.ids.memberMember,
      amountMinor: 50_000,
      currency: 'PHP',
      method: 'card',
      provider: 'stripe',
      frequency: 'once',
    });
    const notices = await noticesOf('giving.gift-received');
    expect(notices.at(-1)!.link).toBe(`/transaction-modal?id=${gift!.id}`);
  });

  it('refuses a forged signature (400 invalid_signature) and writes nothing', async () => {
    const session = sessionOf((await give('once')).json().url);
    const [completed] = await standIn.completeCheckout(session.id);
    const events = await w.count('payment_events');
    const gifts = await w.count('gifts');
    const forged = await deliver(w, standIn, completed!, 'whsec_not_the_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const unsigned = await w.t.app.inject({
      method: 'POST',
      url: '/api/payment/gifts/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed),
    });
    expect(unsigned.statusCode).toBe(400);
    // A signed body changed on the way.
    const { header } = standIn.signedEvent(completed!);
    const tampered = await w.t.app.inject({
      method: 'POST',
      url: '/api/payment/gifts/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify({ ...completed, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await w.count('payment_events')).toBe(events);
    expect(await w.count('gifts')).toBe(gifts);
    expect(
      (await w.t.app.inject({ method: 'POST', url: '/api/payment/gifts/webhook/manual', payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('acknowledges other events and ignores them', async () => {
    const response = await deliver(w, standIn, standIn.event('customer.created', { id: 'cus_1' }));
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });

  it('starts a monthly plan and records each charge linked to it', async () => {
    const body = (await give('monthly')).json();
    const session = sessionOf(body.url);
    expect(session).toMatchObject({ mode: 'subscription', interval: 'month' });
    const events = await standIn.completeCheckout(session.id);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    for (const event of events) expect((await deliver(w, standIn, event)).statusCode).toBe(200);
    const [plan] = await queryRows<{ id: string; status: string; frequency: string }>(
      w.t.db,
      sql`select id, status, frequency from recurring_gifts where provider_ref = ${session.subscription}`,
    );
    expect(plan).toMatchObject({ status: 'active', frequency: 'monthly' });
    expect(await w.count('gifts', `recurring_id = '${plan!.id}' and frequency = 'monthly'`)).toBe(1);
    await deliver(w, standIn, await standIn.chargeSubscription(session.subscription!));
    expect(await w.count('gifts', `recurring_id = '${plan!.id}'`)).toBe(2);
  });

  it('keeps an invoice that arrives before its completed checkout', async () => {
    const session = sessionOf((await give('weekly')).json().url);
    const [completed, paid] = await standIn.completeCheckout(session.id);
    expect((await deliver(w, standIn, paid!)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(w, standIn, completed!)).statusCode).toBe(200);
    expect(await w.count('recurring_gifts', `provider_ref = '${session.subscription}'`)).toBe(1);
    const [plan] = await queryRows<{ id: string }>(
      w.t.db,
      sql`select id from recurring_gifts where provider_ref = ${session.subscription}`,
    );
    expect(await w.count('gifts', `recurring_id = '${plan!.id}' and frequency = 'weekly'`)).toBe(1);
  });

  it('marks a plan failing when a charge fails, tells the member once, and clears it when a charge succeeds', async () => {
    const session = sessionOf((await give('monthly')).json().url);
    for (const event of await standIn.completeCheckout(session.id)) await deliver(w, standIn, event);
    standIn.failNextInvoice(session.subscription!);
    const failed = await standIn.chargeSubscription(session.subscription!);
    expect(failed.type).toBe('invoice.payment_failed');
    expect((await deliver(w, standIn, failed)).statusCode).toBe(200);
    const planOf = async () =>
      (
        await queryRows<{ status: string; message: string | null; since: string | null }>(
          w.t.db,
          sql`select status, failure_message as message, failing_since as since from recurring_gifts
            where provider_ref = ${session.subscription}`,
        )
      )[0]!;
    expect(await planOf()).toMatchObject({ status: 'failing', message: 'Your card has insufficient funds.' });
    expect((await planOf()).since).not.toBeNull();
    const notices = await noticesOf('giving.recurring-failed');
    expect(notices).toEqual([
      {
        message: 'Your monthly gift to Tithes could not be charged: Your card has insufficient funds.',
        link: '/transactions',
      },
    ]);
    expect((await deliver(w, standIn, failed)).json().duplicate).toBe(true);
    // Stripe's retry of the same invoice is another event: the plan stays failing, the member is told once.
    const retried = standIn.event('invoice.payment_failed', failed.data.object);
    expect((await deliver(w, standIn, retried)).json().duplicate).toBe(false);
    expect(await noticesOf('giving.recurring-failed')).toHaveLength(1);

    await deliver(w, standIn, await standIn.chargeSubscription(session.subscription!));
    expect(await planOf()).toEqual({ status: 'active', message: null, since: null });
  });

  it('cancels a plan when Stripe says its subscription was deleted', async () => {
    const session = sessionOf((await give('monthly')).json().url);
    for (const event of await standIn.completeCheckout(session.id)) await deliver(w, standIn, event);
    const deleted = standIn.event('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
    });
    expect((await deliver(w, standIn, deleted)).statusCode).toBe(200);
    expect(
      await w.count('recurring_gifts', `provider_ref = '${session.subscription}' and status = 'cancelled'`),
    ).toBe(1);
  });

  it('gives by bank when the locale turned online giving off', async () => {
    await w.pay('financeB', 'PUT', `giving-settings/${w.ids.b}`, {
      onlineEnabled: false,
      bankDetails: 'Chase 123',
      instructions: '',
      feePercentBasisPoints: 290,
      feeFixedMinor: 30,
    });
    const response = await w.pay('stranger', 'POST', 'gifts/checkout', {
      fundId: w.funds.b.tithes,
      amountMinor: 2_000,
      currency: 'USD',
      frequency: 'once',
      coverFee: true,
    });
    expect(response.json()).toMatchObject({
      provider: 'manual',
      url: null,
      feeMinor: 0,
      manual: { bankDetails: 'Chase 123' },
    });
  });

  it('answers 503 provider_unavailable when Stripe cannot be reached, and keeps no checkout', async () => {
    const checkouts = await w.count('gift_checkouts');
    await standIn.close();
    const response = await give('once');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('provider_unavailable');
    expect(await w.count('gift_checkouts')).toBe(checkouts);
  });
});
