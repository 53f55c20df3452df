import type { MemberAttendance, MemberCheckIn, memberAttendanceQuerySchema } from '@congregate/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../../lib/paging.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import {
  countMemberCheckIns,
  listMemberCheckIns,
  type AttendanceCursor,
} from './member-attendance.repository.ts';

type AttendanceQuery = z.infer<typeof memberAttendanceQuerySchema>;

const timestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor of the last check-in shown: its time and id. */
const cursorOf = (row: AttendanceCursor) => encodeCursor([row.checkedInAt, row.id]);

function readCursor(value: string): AttendanceCursor {
  const [checkedInAt, id] = decodeCursor(value, 2) as [string, string];
  if (!timestamp.test(checkedInAt) || !uuid.test(id)) throw invalidCursor();
  return { checkedInAt, id };
}

/** `GET members/{id}/attendance`: the member's own check-ins (My Attendance). */
export function createMemberAttendanceService(db: Database) {
  return {
    /** `member`: self, an admin over them or their flock leader (the call's rule: the profile's read rule). */
    async list(member: MemberInScope, query: AttendanceQuery): Promise<MemberAttendance> {
      const after = query.cursor ? readCursor(query.cursor) : null;
      // One row more than asked tells whether another page follows.
      const [rows, total] = await Promise.all([
        listMemberCheckIns(db, member, query.limit + 1, after),
        countMemberCheckIns(db, member),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row): MemberCheckIn => ({
          id: row.id,
          gatheringId: row.gatheringId,
          gatheringName: row.gatheringName,
          localeId: row.localeId,
          localeName: row.localeName,
          startsAt: row.startsAt.toISOString(),
          checkedInAt: row.checkedInAt.toISOString(),
          method: row.method as MemberCheckIn['method'],
        })),
        total,
        nextCursor:
          rows.length > query.limit && last ? cursorOf({ checkedInAt: last.cursorAt, id: last.id }) : null,
      };
    },
  };
}
export type MemberAttendanceService = ReturnType<typeof createMemberAttendanceService>;
