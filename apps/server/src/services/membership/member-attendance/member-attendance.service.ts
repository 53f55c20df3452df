import type { MemberAttendance, MemberCheckIn, memberAttendanceQuerySchema } from '@congregate/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import {
  countMemberCheckIns,
  listMemberCheckIns,
  memberCheckInKeys,
} from './member-attendance.repository.ts';

type AttendanceQuery = z.infer<typeof memberAttendanceQuerySchema>;

/** `GET members/{id}/attendance`: the member's own check-ins (My Attendance). */
export function createMemberAttendanceService(db: Database) {
  return {
    /** `member`: self, an admin over them or their flock leader (the call's rule: the profile's read rule). */
    async list(member: MemberInScope, query: AttendanceQuery): Promise<MemberAttendance> {
      const after = memberCheckInKeys.read(query.cursor);
      // One row more than asked tells whether another page follows.
      const [rows, total] = await Promise.all([
        listMemberCheckIns(db, member, query.limit + 1, after),
        countMemberCheckIns(db, member),
      ]);
      const page = rows.slice(0, query.limit);
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
        nextCursor: memberCheckInKeys.next(rows, query.limit, (row) => [row.cursorAt, row.id]),
      };
    },
  };
}
export type MemberAttendanceService = ReturnType<typeof createMemberAttendanceService>;
