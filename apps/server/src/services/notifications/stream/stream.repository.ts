import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { locales } from '../../../db/schema/index.ts';

/** Where a locale is, for the scope check of its counters; null when it does not exist. */
export async function findLocaleRef(db: Executor, localeId: string) {
  const [row] = await db
    .select({ id: locales.id, districtId: locales.districtId })
    .from(locales)
    .where(eq(locales.id, localeId));
  return row ?? null;
}
