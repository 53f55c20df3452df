import { defineService, type ServiceDeps } from '../../lib/service-module.ts';
import { createPaymentProvider } from '../../integrations/payment/create-payment-provider.ts';
// [funds imports]
import { fundRoutes } from './funds/funds.routes.ts';
import { createFundsService } from './funds/funds.service.ts';
// [checkout imports]
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { createCheckoutService } from './checkout/checkout.service.ts';
import { recurringRoutes } from './recurring/recurring.routes.ts';
import { createRecurringService } from './recurring/recurring.service.ts';
// [gifts imports]
import { giftRoutes } from './gifts/gifts.routes.ts';
import { createGiftsService } from './gifts/gifts.service.ts';
// [gift-records imports]
import { giftRecordRoutes } from './gift-records/gift-records.routes.ts';
import { createGiftRecordsService } from './gift-records/gift-records.service.ts';
// [batches imports]
import { batchRoutes } from './batches/batches.routes.ts';
import { createBatchesService } from './batches/batches.service.ts';
// [statements imports]
import { statementRoutes } from './statements/statements.routes.ts';
import { createStatementsService } from './statements/statements.service.ts';

/**
 * The payment service (`/api/payment/`, issue 17): funds per locale and how members give there, checkout with
 * the online provider and its webhooks, gifts and receipts, refunds, recurring gifts, finance's batches of
 * envelopes, gifts finance records by hand (a bank transfer, a bank statement), and year-end statements.
 */
export const paymentService = defineService({
  name: 'payment',
  createServices(deps: ServiceDeps) {
    /** The configured online provider (Stripe), or null for the manual provider. */
    const paymentProvider = createPaymentProvider(deps.config);
    // [funds services]
    const funds = createFundsService(deps.db, { paymentProvider });
    // [checkout services]
    const checkout = createCheckoutService(deps.db, {
      funds,
      paymentProvider,
      publicUrl: deps.config.publicUrl,
      log: deps.log,
    });
    const recurring = createRecurringService(deps.db, { paymentProvider, log: deps.log });
    // [gifts services]
    const gifts = createGiftsService(deps.db, { config: deps.config, paymentProvider });
    // [gift-records services]
    const giftRecords = createGiftRecordsService(deps.db, { gifts });
    // [batches services]
    const batches = createBatchesService(deps.db);
    // [statements services]
    const statements = createStatementsService(deps.db, {
      config: deps.config,
      jobs: deps.jobs,
      files: deps.files,
      log: deps.log,
    });
    return {
      paymentProvider,
      // [funds returns]
      funds,
      // [checkout returns]
      checkout,
      recurring,
      // [gifts returns]
      gifts,
      // [gift-records returns]
      giftRecords,
      // [batches returns]
      batches,
      // [statements returns]
      statements,
    };
  },
  routes: [
    // [funds routes]
    fundRoutes,
    // [checkout routes]
    checkoutRoutes,
    recurringRoutes,
    // [gifts routes]
    giftRoutes,
    // [gift-records routes]
    giftRecordRoutes,
    // [batches routes]
    batchRoutes,
    // [statements routes]
    statementRoutes,
  ],
});
