import type { MemberAttendance, MemberCheckIn, memberAttendanceQuerySchema } from '@congregate/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { invalidInput } from '../../../lib/errors.ts';
import { requireMember } from '../../../access/member-access.ts';
import { countMemberCheckIns, listMemberCheckIns, type AttendanceCursor } from './member-attendance.repository.ts';

type AttendanceQuery = z.infer<typeof memberAttendanceQuerySchema>;

const cursorSchema = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/),
  id: z.uuid(),
});

/** The cursor is opaque to clients: base64url of `{ t, id }`. */
export function encodeCursor(cursor: AttendanceCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.checkedInAt, id: cursor.id })).toString('base64url');
}

export function decodeCursor(value: string): AttendanceCursor {
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { checkedInAt: parsed.t, id: parsed.id };
  } catch {
    throw invalidInput([{ path: 'cursor', message: 'Not a cursor this list gave out; start from the first page' }]);
  }
}

/** `GET members/{id}/attendance`: the member's own check-ins (My Attendance). */
export function createMemberAttendanceService(db: Database) {
  return {
    async list(actor: Actor, memberId: string, query: AttendanceQuery): Promise<MemberAttendance> {
      // Self, an admin over the member, or their flock leader: the profile's read rule.
      await requireMember(db, actor, memberId, 'read');
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      // One row more than asked tells whether another page follows.
      const [rows, total] = await Promise.all([
        listMemberCheckIns(db, memberId, query.limit + 1, after),
        countMemberCheckIns(db, memberId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(
          (row): MemberCheckIn => ({
            id: row.id,
            gatheringId: row.gatheringId,
            gatheringName: row.gatheringName,
            localeId: row.localeId,
            localeName: row.localeName,
            startsAt: row.startsAt.toISOString(),
            checkedInAt: row.checkedInAt.toISOString(),
            method: row.method as MemberCheckIn['method'],
          }),
        ),
        total,
        nextCursor: rows.length > query.limit && last ? encodeCursor({ checkedInAt: last.cursorAt, id: last.id }) : null,
      };
    },
  };
}
export type MemberAttendanceService = ReturnType<typeof createMemberAttendanceService>;
