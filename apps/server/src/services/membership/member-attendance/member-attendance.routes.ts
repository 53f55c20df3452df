import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, idParams, memberAttendanceQuerySchema, memberAttendanceSchema } from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

/** My Attendance, under `/api/membership/`. */
export const memberAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberAttendance } = app.services;

  app.get(
    '/members/:id/attendance',
    {
      schema: {
        tags: ['membership'],
        summary: "The member's check-ins, newest first, a page at a time",
        description:
          'The member themself, an admin over them, or their flock leader; anyone else 403. `limit` 1–100 (default 20); ' +
          'pass the answer’s `nextCursor` as `cursor` for the next page (null on the last page). `total` counts all ' +
          'of the member’s check-ins.',
        params: idParams,
        querystring: memberAttendanceQuerySchema,
        response: {
          200: memberAttendanceSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => memberAttendance.list(await requireActor(request), request.params.id, request.query),
  );
};
