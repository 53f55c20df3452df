import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceReportCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Attendance reports, under `/api/events/`. */
export const attendanceReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attendanceReports } = app.services;

  serve(app, attendanceReportCalls.mine, async (request) =>
    attendanceReports.mine(await requireActor(request)),
  );
  serve(app, attendanceReportCalls.flock, async (request) =>
    attendanceReports.flock(await requireActor(request), request.params.flockId, request.query),
  );
  serve(app, attendanceReportCalls.localeTrend, async (request) =>
    attendanceReports.localeTrend(await requireActor(request), request.params.localeId, request.query),
  );
  serve(app, attendanceReportCalls.summary, async (request) =>
    attendanceReports.summary(await requireActor(request), request.query),
  );
};
