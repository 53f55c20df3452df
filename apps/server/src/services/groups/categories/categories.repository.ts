import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CategoryColor, CategoryKind } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { categories, locales } from '../../../db/schema/index.ts';

const columns = {
  id: categories.id,
  kind: categories.kind,
  localeId: categories.localeId,
  name: categories.name,
  color: categories.color,
};

export interface CategoryRow {
  id: string;
  kind: CategoryKind;
  localeId: string | null;
  name: string;
  color: CategoryColor;
  /** The district of its locale (null for a shared category or a locale without one). */
  districtId: string | null;
}

/** A category with its locale's district, for scope checks (`for update` inside a write). */
export async function findCategory(db: Executor, id: string, lock = false): Promise<CategoryRow | null> {
  const query = db
    .select({ ...columns, districtId: locales.districtId })
    .from(categories)
    .leftJoin(locales, eq(locales.id, categories.localeId))
    .where(eq(categories.id, id));
  const [row] = await (lock ? query.for('update', { of: categories }) : query);
  return (row as CategoryRow | undefined) ?? null;
}

/** The locale's categories of a kind and the shared ones, by name; with their record-board entry counts. */
export async function listCategories(db: Executor, kind: CategoryKind, localeId: string) {
  const rows = await db
    .select({
      ...columns,
      entryCount: sql<number>`(select count(*)::int from record_board_entries e where e.category_id = categories.id and e.locale_id = ${localeId})`,
    })
    .from(categories)
    .where(and(eq(categories.kind, kind), or(eq(categories.localeId, localeId), isNull(categories.localeId))))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
  return rows.map((row) => ({ ...row, entryCount: Number(row.entryCount) })) as (Omit<
    CategoryRow,
    'districtId'
  > & {
    entryCount: number;
  })[];
}

/** Another category of the same kind and locale (null: the shared ones) with this name, case ignored. */
export async function findSameName(
  db: Executor,
  kind: CategoryKind,
  localeId: string | null,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.kind, kind),
        localeId === null ? isNull(categories.localeId) : eq(categories.localeId, localeId),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? sql`${categories.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCategory(
  db: Executor,
  values: {
    kind: CategoryKind;
    localeId: string | null;
    name: string;
    color: CategoryColor;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: { name?: string; color?: CategoryColor },
): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

/** Deletes the category; entries that carried it keep going without one (the foreign key sets null). */
export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
