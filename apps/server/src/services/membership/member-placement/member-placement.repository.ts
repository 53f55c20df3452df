import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { flocks, members } from '../../../db/schema/index.ts';

/** The member's type, flock, locale and record version, locked until the transaction ends. */
export async function lockPlacement(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      type: members.type,
      flockId: members.flockId,
      flockName: flocks.name,
      localeId: members.currentLocaleId,
      version: members.version,
    })
    .from(members)
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .where(eq(members.id, memberId))
    .for('update', { of: members });
  return row ?? null;
}

export async function updatePlacement(
  db: Executor,
  memberId: string,
  values: { type: string; flockId: string | null },
) {
  await db
    .update(members)
    .set({ type: values.type, flockId: values.flockId, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
