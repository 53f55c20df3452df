import { memberAttendanceQuerySchema, memberAttendanceSchema } from '../../attendance.ts';
import { idParams } from '../../common.ts';
import { defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

/** A member's own check-ins (`tabs/my-attendance`). */
export const memberAttendanceCalls = {
  list: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/attendance',
    access: 'session',
    who: rule.member('params.id', 'read'),
    tags: ['membership'],
    summary: "The member's check-ins, newest first, a page at a time",
    description:
      'The member themself, an admin over them, or their flock leader; anyone else 403. `limit` 1–100 (default 20); ' +
      'pass the answer’s `nextCursor` as `cursor` for the next page (null on the last page). `total` counts all ' +
      'of the member’s check-ins.',
    params: idParams,
    query: memberAttendanceQuerySchema,
    responses: { 200: memberAttendanceSchema },
    errors: [401, 403, 404, 422],
  }),
};
