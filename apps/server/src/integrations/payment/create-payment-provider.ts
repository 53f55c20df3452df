import type { AppConfig } from '../../config.ts';
import type { OnlinePaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The online provider PAYMENT_PROVIDER names, or null for `manual` (gifts recorded by finance). */
export function createPaymentProvider(config: AppConfig): OnlinePaymentProvider | null {
  return config.payment.provider === 'stripe' ? createStripeProvider(config.payment.stripe) : null;
}
