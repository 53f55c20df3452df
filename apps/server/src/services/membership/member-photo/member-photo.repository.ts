import { eq, inArray, sql } from 'drizzle-orm';
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

/** The member's photo path, read without a lock (the files to delete once the member's removal commits). */
export async function findPhoto(db: Executor, member: MemberInScope): Promise<string | null> {
  const { memberId } = member;
  const [row] = await db.select({ photo: members.photo }).from(members).where(eq(members.id, memberId));
  return row?.photo ?? null;
}

/** The photo paths of the members (by id) that have one; the orphan-file clean-up keeps their files. */
export async function findPhotosOf(db: Executor, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, photo: members.photo })
    .from(members)
    .where(inArray(members.id, memberIds));
  return new Map(rows.flatMap((row) => (row.photo ? [[row.id, row.photo] as const] : [])));
}
