import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { checkIns, gatherings, locales } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { keyset } from '../../../lib/keyset.ts';

/**
 * A member's check-ins newest first, by (checked_in_at, id); the cursor `[checkedInAt, id]`, the time as
 * PostgreSQL's text (microseconds kept).
 */
export const memberCheckInKeys = keyset({
  direction: 'desc',
  parts: [
    { column: checkIns.checkedInAt, kind: 'timestamptz' },
    { column: checkIns.id, kind: 'uuid' },
  ],
});

/**
 * One page of the member's check-ins, newest first, by keyset on (checked_in_at, id): stable while new
 * check-ins arrive, and as fast on page 500 as on page 1 (index check_ins_member_idx).
 */
export async function listMemberCheckIns(
  db: Executor,
  member: MemberInScope,
  limit: number,
  after: [string, string] | null,
) {
  const { memberId } = member;
  return db
    .select({
      id: checkIns.id,
      gatheringId: checkIns.gatheringId,
      gatheringName: gatherings.name,
      localeId: checkIns.localeId,
      localeName: locales.name,
      startsAt: gatherings.startsAt,
      checkedInAt: checkIns.checkedInAt,
      // Text keeps the microseconds a JavaScript Date would drop, so the cursor matches the row exactly.
      cursorAt: sql<string>`${checkIns.checkedInAt}::text`,
      method: checkIns.method,
    })
    .from(checkIns)
    .innerJoin(gatherings, eq(gatherings.id, checkIns.gatheringId))
    .innerJoin(locales, eq(locales.id, checkIns.localeId))
    .where(and(eq(checkIns.memberId, memberId), memberCheckInKeys.after(after)))
    .orderBy(...memberCheckInKeys.orderBy())
    .limit(limit);
}

export async function countMemberCheckIns(db: Executor, member: MemberInScope): Promise<number> {
  const { memberId } = member;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(eq(checkIns.memberId, memberId));
  return Number(row?.n ?? 0);
}
