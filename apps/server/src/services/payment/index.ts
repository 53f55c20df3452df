import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import { createPaymentProvider } from '../../integrations/payment/create-payment-provider.ts';
// [funds imports]
// [checkout imports]
// [gifts imports]
// [batches imports]
// [statements imports]

/**
 * The payment service (`/api/payment/`, issue 17): funds per locale and how members give there, checkout with
 * the online provider and its webhooks, gifts and receipts, refunds, recurring gifts, finance's batches of
 * envelopes, and year-end statements.
 */
export const paymentService = defineService({
  name: 'payment',
  createServices(deps: ServiceDeps) {
    /** The configured online provider (Stripe), or null for the manual provider. */
    const paymentProvider = createPaymentProvider(deps.config);
    // [funds services]
    // [checkout services]
    // [gifts services]
    // [batches services]
    // [statements services]
    return {
      paymentProvider,
      // [funds returns]
      // [checkout returns]
      // [gifts returns]
      // [batches returns]
      // [statements returns]
    };
  },
  routes: [
    // [funds routes]
    // [checkout routes]
    // [gifts routes]
    // [batches routes]
    // [statements routes]
  ],
});
