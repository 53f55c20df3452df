import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftRecordCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Gifts finance records by hand, under `/api/payment/`: one gift, a reference's member, a bank statement. */
export const giftRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftRecords } = app.services;
  serve(app, giftRecordCalls.record, async (request, _reply, { actor, record }) =>
    giftRecords.record(actor, record, request.body),
  );
  serve(app, giftRecordCalls.findReference, async (request, _reply, { record }) =>
    giftRecords.findReference(record, request.query),
  );
  serve(app, giftRecordCalls.previewBankImport, async (request, _reply, { record }) =>
    giftRecords.previewBankImport(record, request.body),
  );
  serve(app, giftRecordCalls.importBank, async (request, _reply, { actor, record }) =>
    giftRecords.importBank(actor, record, request.body),
  );
};
