import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReportCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The audit log, the admin dashboard and what waits for the admin, under `/api/membership/`. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminReports } = app.services;
  serve(app, adminReportCalls.audit, async (request) =>
    adminReports.audit(await requireActor(request), request.query),
  );
  serve(app, adminReportCalls.dashboard, async (request) =>
    adminReports.dashboard(await requireActor(request), request.query.localeId),
  );
  serve(app, adminReportCalls.waiting, async (request) => adminReports.waiting(await requireActor(request)));
};
