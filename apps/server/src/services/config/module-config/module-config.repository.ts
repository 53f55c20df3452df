import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { batchNames, moduleConfigs } from '../../../db/schema/index.ts';

export async function findModuleConfig(db: Executor, module: string) {
  const [row] = await db.select().from(moduleConfigs).where(eq(moduleConfigs.module, module));
  return row ? { module: row.module, config: row.config, updatedAt: row.updatedAt.toISOString() } : null;
}

export async function listBatchNames(db: Executor) {
  const rows = await db
    .select({
      id: batchNames.id,
      name: batchNames.name,
      kind: batchNames.kind,
      year: batchNames.year,
      localeId: batchNames.localeId,
    })
    .from(batchNames)
    .orderBy(asc(batchNames.kind), asc(batchNames.year), asc(batchNames.name));
  return rows as {
    id: string;
    name: string;
    kind: 'baptism' | 'training' | 'other';
    year: number | null;
    localeId: string | null;
  }[];
}
