import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import {
  PaymentProviderUnavailableError,
  WebhookSignatureError,
  type CheckoutRequest,
  type OnlinePaymentProvider,
  type ProviderEvent,
} from './payment-provider.ts';

type StripeSettings = Extract<AppConfig['payment'], { provider: 'stripe' }>['stripe'];

/** A Stripe id, or the object it names when expanded. */
type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** The fields of a Checkout Session event Congregate reads. */
interface SessionObject {
  id: string;
  payment_intent?: Ref;
  subscription?: Ref;
  created?: number;
}

/**
 * The fields of an invoice Congregate reads. API 2025+ names the subscription under `parent` and the payment
 * intent under `payments`; older versions had `subscription` and `payment_intent` at the top: both are read.
 */
interface InvoiceObject {
  id: string;
  amount_paid?: number;
  created?: number;
  subscription?: Ref;
  payment_intent?: Ref;
  parent?: {
    subscription_details?: { subscription?: Ref; metadata?: Record<string, string> | null } | null;
  } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
  payments?: { data?: { payment?: { payment_intent?: Ref } | null }[] } | null;
  last_finalization_error?: { message?: string | null } | null;
  last_payment_error?: { message?: string | null } | null;
  status_transitions?: { paid_at?: number | null } | null;
}

const subscriptionOf = (invoice: InvoiceObject): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);

const paymentIntentOf = (invoice: InvoiceObject): string | null =>
  invoice.payments?.data?.map((p) => idOf(p.payment?.payment_intent)).find((id) => id !== null) ??
  idOf(invoice.payment_intent);

const timeOf = (seconds: number | null | undefined): Date =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : new Date();

const DECLINED = 'The card was declined.';

/** Whether the error is one of reaching Stripe (network, timeout, Stripe's own 5xx, rate limit). */
function unreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

/** Runs a call to Stripe; any failure becomes `PaymentProviderUnavailableError` (503 for the caller). */
async function reaching<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = unreachable(error) ? 'unreachable' : 'refused';
    throw new PaymentProviderUnavailableError(`Stripe ${what} failed (${reason})`, { cause: error });
  }
}

/**
 * Stripe through its SDK (issue 17): Checkout Sessions for one-time gifts (`payment`) and plans
 * (`subscription`, weekly or monthly, priced inline), webhooks verified by the SDK's own signature check,
 * refunds by payment intent and subscription cancelling. `settings.api` points the SDK elsewhere (the
 * tests' and the journeys' stand-in).
 */
export function createStripeProvider(settings: StripeSettings): OnlinePaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(settings.api
      ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }
      : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const metadata = { checkoutId: request.checkoutId };
      const currency = request.currency.toLowerCase();
      const common = {
        client_reference_id: request.checkoutId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      };
      const session = await reaching('checkout', () =>
        request.frequency === 'once'
          ? stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency,
                    unit_amount: request.chargeMinor,
                    product_data: { name: request.description },
                  },
                },
              ],
              payment_intent_data: { metadata, description: request.description },
            })
          : stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency,
                    unit_amount: request.chargeMinor,
                    product_data: { name: request.description },
                    recurring: { interval: request.frequency === 'weekly' ? 'week' : 'month' },
                  },
                },
              ],
              subscription_data: { metadata, description: request.description },
            }),
      );
      if (!session.url) throw new PaymentProviderUnavailableError('Stripe answered a session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async readWebhook(rawBody, headers): Promise<ProviderEvent> {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: { id: string; type: string; created?: number; data: { object: unknown } };
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object as SessionObject;
          return {
            ...base,
            kind: 'checkout.completed',
            sessionId: session.id,
            paymentRef: idOf(session.payment_intent),
            subscriptionRef: idOf(session.subscription),
            at: timeOf(event.created ?? session.created),
          };
        }
        case 'invoice.paid': {
          const invoice = event.data.object as InvoiceObject;
          const subscriptionRef = subscriptionOf(invoice);
          // An invoice without a subscription is not one of Congregate's plans.
          if (!subscriptionRef) return { ...base, kind: 'ignored' };
          return {
            ...base,
            kind: 'invoice.paid',
            subscriptionRef,
            invoiceRef: invoice.id,
            paymentRef: paymentIntentOf(invoice),
            amountMinor: invoice.amount_paid ?? 0,
            checkoutId:
              invoice.parent?.subscription_details?.metadata?.checkoutId ??
              invoice.subscription_details?.metadata?.checkoutId ??
              null,
            at: timeOf(invoice.status_transitions?.paid_at ?? event.created),
          };
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object as InvoiceObject;
          const subscriptionRef = subscriptionOf(invoice);
          if (!subscriptionRef) return { ...base, kind: 'ignored' };
          const message =
            invoice.last_finalization_error?.message ?? invoice.last_payment_error?.message ?? DECLINED;
          return {
            ...base,
            kind: 'invoice.failed',
            subscriptionRef,
            invoiceRef: invoice.id,
            message,
            at: timeOf(event.created),
          };
        }
        case 'customer.subscription.deleted': {
          const subscription = event.data.object as { id: string };
          return {
            ...base,
            kind: 'subscription.cancelled',
            subscriptionRef: subscription.id,
            at: timeOf(event.created),
          };
        }
        default:
          return { ...base, kind: 'ignored' };
      }
    },

    async refund(paymentRef) {
      await reaching('refund', () => stripe.refunds.create({ payment_intent: paymentRef }));
    },

    async cancelSubscription(subscriptionRef) {
      try {
        await stripe.subscriptions.cancel(subscriptionRef);
      } catch (error) {
        // Already cancelled (or deleted at Stripe): what was asked for is so.
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        throw new PaymentProviderUnavailableError('Stripe cancel failed', { cause: error });
      }
    },
  };
}
