import type { AppConfig } from '../../config.ts';
import type { OnlinePaymentProvider } from './payment-provider.ts';

type StripeSettings = Extract<AppConfig['payment'], { provider: 'stripe' }>['stripe'];

/** Stripe through its SDK (helper p1 writes this file whole). */
export function createStripeProvider(_settings: StripeSettings): OnlinePaymentProvider {
  throw new Error('not written yet');
}
