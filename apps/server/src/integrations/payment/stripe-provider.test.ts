import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeProvider } from './stripe-provider.ts';
import { PaymentProviderUnavailableError, WebhookSignatureError } from './payment-provider.ts';

const secret = 'whsec_unit_test_secret';
const provider = createStripeProvider({
  secretKey: 'sk_test_unit',
  webhookSecret: secret,
  // Nothing listens here: calls that reach out fail as unreachable.
  api: { host: '127.0.0.1', port: 9, protocol: 'http' },
});
const signer = new Stripe('sk_test_unit');

function signed(type: string, object: Record<string, unknown>, withSecret = secret) {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    created: 1_700_000_000,
    data: { object },
  });
  return provider.readWebhook(Buffer.from(payload), {
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: withSecret }),
  });
}

describe('the Stripe provider', () => {
  it('reads an older invoice shape (subscription and payment intent at the top)', async () => {
    const event = await signed('invoice.paid', {
      id: 'in_1',
      subscription: 'sub_old',
      payment_intent: 'pi_old',
      amount_paid: 500,
    });
    expect(event).toMatchObject({
      kind: 'invoice.paid',
      subscriptionRef: 'sub_old',
      paymentRef: 'pi_old',
      checkoutId: null,
    });
  });

  it('words a failed charge without a message as a declined card', async () => {
    const event = await signed('invoice.payment_failed', {
      id: 'in_2',
      parent: { subscription_details: { subscription: 'sub_new' } },
    });
    expect(event).toMatchObject({
      kind: 'invoice.failed',
      message: 'The card was declined.',
      invoiceRef: 'in_2',
    });
  });

  it('ignores other events and invoices without a subscription', async () => {
    expect((await signed('charge.succeeded', { id: 'ch_1' })).kind).toBe('ignored');
    expect((await signed('invoice.paid', { id: 'in_3' })).kind).toBe('ignored');
  });

  it('refuses a wrong signature and a missing one', async () => {
    await expect(signed('invoice.paid', { id: 'in_4' }, 'whsec_other')).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.readWebhook(Buffer.from('{}'), {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('turns an unreachable Stripe into PaymentProviderUnavailableError', async () => {
    await expect(provider.refund('pi_1')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(provider.cancelSubscription('sub_1')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});
