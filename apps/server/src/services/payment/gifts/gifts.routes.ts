import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCalls } from '@congregate/contracts';
import { giftInScope } from '../../../access/gift-access.ts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Gifts, under `/api/payment/`: giving history and its CSV, a locale's summary, receipts and refunds. */
export const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gifts } = app.services;
  serve(app, giftCalls.list, async (request) => gifts.list(await requireActor(request), request.query));
  serve(app, giftCalls.export, async (request, reply) => {
    const file = await gifts.exportCsv(await requireActor(request), request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.csv);
  });
  serve(app, giftCalls.summary, async (request) => gifts.summary(await requireActor(request), request.query));
  serve(app, giftCalls.get, async (request, _reply, { actor }) =>
    gifts.get(await giftInScope(app.db, actor, request.params.id, 'see')),
  );
  serve(app, giftCalls.refund, async (request, _reply, { actor }) =>
    gifts.refund(
      actor,
      await giftInScope(app.db, actor, request.params.id, 'refund'),
      request.body,
      request.ip,
    ),
  );
};
