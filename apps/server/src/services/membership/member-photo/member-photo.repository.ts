import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { members } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

/** The member's photo path, locked until the transaction ends so two uploads replace each other in turn. */
export async function findPhotoForUpdate(
  db: Executor,
  member: MemberInScope,
): Promise<{ photo: string | null } | null> {
  const { memberId } = member;
  const [row] = await db
    .select({ photo: members.photo })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}

export async function setPhoto(db: Executor, member: MemberInScope, photo: string | null): Promise<void> {
  const { memberId } = member;
  await db
    .update(members)
    .set({ photo, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
