import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { memberSignatures } from '../../../db/schema/index.ts';

export type MemberSignatureRow = typeof memberSignatures.$inferSelect;

export async function findSignature(db: Executor, memberId: string): Promise<MemberSignatureRow | null> {
  const [row] = await db.select().from(memberSignatures).where(eq(memberSignatures.memberId, memberId));
  return row ?? null;
}

/** Saves the member's one signature, replacing an earlier one. */
export async function upsertSignature(db: Executor, memberId: string, png: Buffer, savedBy: string): Promise<MemberSignatureRow> {
  const savedAt = new Date();
  const [row] = await db
    .insert(memberSignatures)
    .values({ memberId, png, savedBy, savedAt })
    .onConflictDoUpdate({ target: memberSignatures.memberId, set: { png, savedBy, savedAt } })
    .returning();
  return row!;
}

export async function deleteSignature(db: Executor, memberId: string): Promise<MemberSignatureRow | null> {
  const [row] = await db.delete(memberSignatures).where(eq(memberSignatures.memberId, memberId)).returning();
  return row ?? null;
}
