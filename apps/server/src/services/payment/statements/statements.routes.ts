import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A PDF download: never cached (it is someone's giving), named by its year. */
const sendPdf = (reply: FastifyReply, file: { filename: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.pdf);

/** Year-end statements, under `/api/payment/`: a member's PDF, and finance's runs for a whole locale. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { statements } = app.services;
  serve(app, statementCalls.statement, async (request, reply) =>
    sendPdf(
      reply,
      await statements.statement(await requireActor(request), request.params.year, request.query.memberId),
    ),
  );
  serve(app, statementCalls.createRun, async (request, _reply, { actor, record }) =>
    statements.createRun(actor, record, request.body, request.ip),
  );
  serve(app, statementCalls.listRuns, async (_request, _reply, { record }) => statements.listRuns(record));
  serve(app, statementCalls.getRun, async (_request, _reply, { record }) => statements.getRun(record));
  serve(app, statementCalls.runPdf, async (_request, reply, { record }) =>
    sendPdf(reply, await statements.runPdf(record)),
  );
};
