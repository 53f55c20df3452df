import type { GiftFrequency } from '@congregate/contracts';

/**
 * An online payment provider (issue 17): Congregate sends the donor to its checkout page, hears what happened
 * through signed webhooks, and asks it to refund or cancel. No card data ever reaches Congregate. The manual
 * provider is the absence of one (`null`): finance records gifts, members see bank details.
 */
export interface OnlinePaymentProvider {
  readonly name: 'stripe';
  /** Starts a checkout (one-time payment, or a subscription for weekly/monthly) and answers its page. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Verifies the signature over the raw body and reads the event; throws `WebhookSignatureError` when forged. */
  readWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent>;
  /** Refunds a payment whole (the gift's `providerRef`). */
  refund(paymentRef: string): Promise<void>;
  /** Cancels a subscription (the plan's `providerRef`); an already cancelled one is not an error. */
  cancelSubscription(subscriptionRef: string): Promise<void>;
}

export interface CheckoutRequest {
  /** Our `gift_checkouts.id`, echoed back by the provider (client reference and metadata). */
  checkoutId: string;
  /** What the donor is charged each time: the gift plus the fee they chose to cover. */
  chargeMinor: number;
  currency: string;
  frequency: GiftFrequency;
  /** Shown on the provider's page, e.g. "Tithes — Quezon City". */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** What a webhook said, in Congregate's words (the provider's own event id for idempotency). */
export type ProviderEvent = { id: string; type: string } & (
  | {
      kind: 'checkout.completed';
      sessionId: string;
      paymentRef: string | null;
      subscriptionRef: string | null;
      at: Date;
    }
  | {
      kind: 'invoice.paid';
      subscriptionRef: string;
      invoiceRef: string;
      paymentRef: string | null;
      amountMinor: number;
      /** Our checkout id from the subscription's metadata, when the invoice carries it (out-of-order events). */
      checkoutId: string | null;
      at: Date;
    }
  | { kind: 'invoice.failed'; subscriptionRef: string; invoiceRef: string; message: string; at: Date }
  | { kind: 'subscription.cancelled'; subscriptionRef: string; at: Date }
  | { kind: 'ignored' }
);

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused the call: the caller gets 503 `provider_unavailable`. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message = 'The payment provider could not be reached', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}
