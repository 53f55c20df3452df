import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { memberSignatures } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

export type MemberSignatureRow = typeof memberSignatures.$inferSelect;

export async function findSignature(db: Executor, member: MemberInScope): Promise<MemberSignatureRow | null> {
  const [row] = await db
    .select()
    .from(memberSignatures)
    .where(eq(memberSignatures.memberId, member.memberId));
  return row ?? null;
}

/** Saves the member's one signature, replacing an earlier one. */
export async function upsertSignature(
  db: Executor,
  member: MemberInScope,
  png: Buffer,
  savedBy: string,
): Promise<MemberSignatureRow> {
  const { memberId } = member;
  const savedAt = new Date();
  const [row] = await db
    .insert(memberSignatures)
    .values({ memberId, png, savedBy, savedAt })
    .onConflictDoUpdate({ target: memberSignatures.memberId, set: { png, savedBy, savedAt } })
    .returning();
  return row!;
}

export async function deleteSignature(
  db: Executor,
  member: MemberInScope,
): Promise<MemberSignatureRow | null> {
  const [row] = await db
    .delete(memberSignatures)
    .where(eq(memberSignatures.memberId, member.memberId))
    .returning();
  return row ?? null;
}
