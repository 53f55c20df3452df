import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { members, users } from '../../../db/schema/index.ts';

/** The account with its member record's id (none for an admin or kiosk account without one). */
export async function findUserWithMember(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, memberId: members.id })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
