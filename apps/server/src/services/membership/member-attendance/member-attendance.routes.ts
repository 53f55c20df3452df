import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberAttendanceCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** My Attendance, under `/api/membership/`. */
export const memberAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberAttendance } = app.services;
  serve(app, memberAttendanceCalls.list, async (request, _reply, { member }) =>
    memberAttendance.list(member, request.query),
  );
};
