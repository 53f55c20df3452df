import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { members, pepSearchText, peps, pepVisits } from '../../../db/schema/index.ts';

const visitColumns = {
  id: pepVisits.id,
  pepId: pepVisits.pepId,
  source: pepVisits.source,
  firstName: pepVisits.firstName,
  lastName: pepVisits.lastName,
  mobile: pepVisits.mobile,
  email: pepVisits.email,
  heardFrom: pepVisits.heardFrom,
  inviterFirstName: members.firstName,
  inviterLastName: members.lastName,
  decision: pepVisits.decision,
  decidedAt: pepVisits.decidedAt,
  createdAt: pepVisits.createdAt,
};
export type PepVisitRow = Awaited<ReturnType<typeof listPepVisits>>[number];

/** A PEP's repeat visits, newest first (a prospect sends a form a handful of times, not hundreds). */
export function listPepVisits(db: Executor, pepId: string, limit: number) {
  return db
    .select(visitColumns)
    .from(pepVisits)
    .leftJoin(members, eq(members.id, pepVisits.invitedBy))
    .where(eq(pepVisits.pepId, pepId))
    .orderBy(desc(pepVisits.createdAt), desc(pepVisits.id))
    .limit(limit);
}

/** One visit of a PEP, locked until the transaction ends (two staff deciding at once decide once). */
export async function lockPepVisit(db: Executor, pepId: string, visitId: string) {
  const [row] = await db
    .select(visitColumns)
    .from(pepVisits)
    .leftJoin(members, eq(members.id, pepVisits.invitedBy))
    .where(and(eq(pepVisits.id, visitId), eq(pepVisits.pepId, pepId)))
    .for('update', { of: pepVisits });
  return row ?? null;
}

/** Records a staff member's decision on an open visit; false when it was decided already. */
export async function decidePepVisit(
  db: Executor,
  visitId: string,
  decision: 'applied' | 'dismissed',
  by: string,
): Promise<boolean> {
  const rows = await db
    .update(pepVisits)
    .set({ decision, decidedBy: by, decidedAt: sql`now()` })
    .where(and(eq(pepVisits.id, visitId), isNull(pepVisits.decision)))
    .returning({ id: pepVisits.id });
  return rows.length === 1;
}

/** Writes a visit's contact to the PEP (the fields it gave), and the PEP's search text with it. */
export async function applyContactToPep(
  db: Executor,
  pepId: string,
  contact: { mobile?: string; email?: string },
): Promise<void> {
  await db
    .update(peps)
    .set({ ...contact, updatedAt: sql`now()` })
    .where(eq(peps.id, pepId));
  await db.update(peps).set({ searchText: pepSearchText }).where(eq(peps.id, pepId));
}
