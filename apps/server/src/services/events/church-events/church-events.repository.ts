import { and, asc, eq, gt, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { EventType } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { churchEvents, locales } from '../../../db/schema/index.ts';

/** A church event with what its answer and scope checks need from its locale. */
export interface ChurchEventRow {
  id: string;
  localeId: string;
  localeName: string;
  districtId: string | null;
  title: string;
  type: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  description: string | null;
  hasBaptism: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: churchEvents.id,
  localeId: churchEvents.localeId,
  localeName: locales.name,
  districtId: locales.districtId,
  title: churchEvents.title,
  type: churchEvents.type,
  startsAt: churchEvents.startsAt,
  endsAt: churchEvents.endsAt,
  capacity: churchEvents.capacity,
  description: churchEvents.description,
  hasBaptism: churchEvents.hasBaptism,
  cancelledAt: churchEvents.cancelledAt,
  createdAt: churchEvents.createdAt,
};

export async function findChurchEvent(db: Executor, id: string): Promise<ChurchEventRow | null> {
  const [row] = await db
    .select(columns)
    .from(churchEvents)
    .innerJoin(locales, eq(locales.id, churchEvents.localeId))
    .where(eq(churchEvents.id, id));
  return row ?? null;
}

export async function insertChurchEvent(
  db: Executor,
  values: typeof churchEvents.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(churchEvents).values(values).returning({ id: churchEvents.id });
  return row!.id;
}

/** A locale's events starting in [from, to), soonest first, after the cursor's (startsAt, id). */
export async function listChurchEvents(
  db: Executor,
  filter: {
    localeId: string;
    from: Date;
    to: Date;
    type?: EventType;
    hasBaptism?: boolean;
    after: { startsAt: Date; id: string } | null;
    limit: number;
  },
): Promise<ChurchEventRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(churchEvents.localeId, filter.localeId),
    gte(churchEvents.startsAt, filter.from),
    lt(churchEvents.startsAt, filter.to),
    filter.type ? eq(churchEvents.type, filter.type) : undefined,
    filter.hasBaptism === undefined ? undefined : eq(churchEvents.hasBaptism, filter.hasBaptism),
    // Scheduling for a baptism lists only events still on.
    filter.hasBaptism ? isNull(churchEvents.cancelledAt) : undefined,
    filter.after
      ? or(
          gt(churchEvents.startsAt, filter.after.startsAt),
          and(eq(churchEvents.startsAt, filter.after.startsAt), gt(churchEvents.id, filter.after.id)),
        )
      : undefined,
  ];
  return db
    .select(columns)
    .from(churchEvents)
    .innerJoin(locales, eq(locales.id, churchEvents.localeId))
    .where(and(...conditions))
    .orderBy(asc(churchEvents.startsAt), asc(churchEvents.id))
    .limit(filter.limit);
}
