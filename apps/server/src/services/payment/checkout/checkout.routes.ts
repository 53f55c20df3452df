import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Checkout and the provider's webhook, under `/api/payment/`. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  serve(app, checkoutCalls.checkout, async (request) =>
    checkout.checkout(await requireActor(request), request.body),
  );

  // The webhook's signature is over the exact bytes sent: this route alone reads JSON as a raw Buffer (an
  // encapsulated plugin, so every other route keeps the app's JSON parsing).
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serve(raw, checkoutCalls.webhook, async (request) => {
      const body: unknown = request.body;
      return checkout.webhook(
        request.params.provider,
        Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        request.headers,
      );
    });
  });
};
