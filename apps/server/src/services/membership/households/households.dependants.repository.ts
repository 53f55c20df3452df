import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { householdDependants } from '../../../db/schema/index.ts';

/* A household's dependants: children and others without a member record of their own (issue 18). */

const dependantColumns = {
  id: householdDependants.id,
  firstName: householdDependants.firstName,
  lastName: householdDependants.lastName,
  birthDate: householdDependants.birthDate,
  relationship: householdDependants.relationship,
};

export async function listDependants(db: Executor, householdId: string) {
  return db
    .select(dependantColumns)
    .from(householdDependants)
    .where(eq(householdDependants.householdId, householdId))
    .orderBy(
      asc(householdDependants.birthDate),
      asc(householdDependants.createdAt),
      asc(householdDependants.id),
    );
}
export type DependantRow = Awaited<ReturnType<typeof listDependants>>[number];

export async function countDependants(db: Executor, householdId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(householdDependants)
    .where(eq(householdDependants.householdId, householdId));
  return Number(row?.n ?? 0);
}

export async function findDependant(db: Executor, householdId: string, dependantId: string) {
  const [row] = await db
    .select(dependantColumns)
    .from(householdDependants)
    .where(and(eq(householdDependants.id, dependantId), eq(householdDependants.householdId, householdId)));
  return row ?? null;
}

type DependantValues = {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  relationship: string;
};

export async function insertDependant(db: Executor, householdId: string, values: DependantValues) {
  const [row] = await db
    .insert(householdDependants)
    .values({ householdId, ...values })
    .returning(dependantColumns);
  return row!;
}

export async function updateDependant(
  db: Executor,
  householdId: string,
  dependantId: string,
  values: DependantValues,
) {
  const [row] = await db
    .update(householdDependants)
    .set(values)
    .where(and(eq(householdDependants.id, dependantId), eq(householdDependants.householdId, householdId)))
    .returning(dependantColumns);
  return row ?? null;
}

export async function deleteDependant(
  db: Executor,
  householdId: string,
  dependantId: string,
): Promise<boolean> {
  const rows = await db
    .delete(householdDependants)
    .where(and(eq(householdDependants.id, dependantId), eq(householdDependants.householdId, householdId)))
    .returning({ id: householdDependants.id });
  return rows.length > 0;
}
