import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { passwordResets, users } from '../../../db/schema/index.ts';

export async function insertPasswordReset(
  db: Executor,
  reset: { userId: string; tokenHash: string; expiresAt: Date; requestedIp: string | null },
) {
  await db.insert(passwordResets).values(reset);
}

/** A reset that is unused and unexpired, with its account; locked until the transaction ends. */
export async function findUsableResetForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .for('update', { of: passwordResets });
  return row ?? null;
}

/** Marks every open reset link of the user used: the one just followed and any older ones. */
export async function useAllResets(db: Executor, userId: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Deletes links that were used or have expired; answers how many. */
export async function deleteSpentResets(db: Executor): Promise<number> {
  const rows = await db
    .delete(passwordResets)
    .where(or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, sql`now()`)))
    .returning({ id: passwordResets.id });
  return rows.length;
}
