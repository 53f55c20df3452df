import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { videos } from '../../../db/schema/index.ts';

/** How many videos of each category are among those `watchable` (`videoRowsFor`). */
export async function countVideosByCategory(
  db: Executor,
  categoryIds: string[],
  watchable: SQL,
): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: videos.categoryId, n: sql<number>`count(*)::int` })
    .from(videos)
    .where(and(inArray(videos.categoryId, categoryIds), watchable))
    .groupBy(videos.categoryId);
  return new Map(rows.map((row) => [row.categoryId!, Number(row.n)]));
}
