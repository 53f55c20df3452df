import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceReportCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Attendance reports, under `/api/events/`. */
export const attendanceReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attendanceReports } = app.services;

  serve(app, attendanceReportCalls.mine, async (_request, _reply, { actor }) =>
    attendanceReports.mine(actor),
  );
  serve(app, attendanceReportCalls.flock, async (request, _reply, { record }) =>
    attendanceReports.flock(record, request.query),
  );
  serve(app, attendanceReportCalls.localeTrend, async (request, _reply, { record }) =>
    attendanceReports.localeTrend(record, request.query),
  );
  serve(app, attendanceReportCalls.summary, async (request, _reply, { actor }) =>
    attendanceReports.summary(actor, request.query),
  );
};
