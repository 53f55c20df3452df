import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { formTokenUses } from '../../../db/schema/index.ts';

/**
 * Spends a token's nonce: true the first time, false when it was spent already. Inside the submission's
 * transaction, so a submission that fails leaves the token good, and two sends of one token at once spend it once
 * (the second waits on the first's key, then finds it).
 */
export async function spendNonce(db: Executor, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(formTokenUses)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: formTokenUses.nonce });
  return rows.length === 1;
}

/** Forgets spent nonces whose tokens have expired anyway (housekeeping). */
export async function removeExpiredNonces(db: Executor): Promise<number> {
  const rows = await db
    .delete(formTokenUses)
    .where(lt(formTokenUses.expiresAt, sql`now()`))
    .returning({ nonce: formTokenUses.nonce });
  return rows.length;
}
