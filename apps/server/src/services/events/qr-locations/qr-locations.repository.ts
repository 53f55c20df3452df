import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { locales, qrLocations } from '../../../db/schema/index.ts';

const columns = {
  id: qrLocations.id,
  localeId: qrLocations.localeId,
  districtId: locales.districtId,
  localeName: locales.name,
  timeZone: locales.timeZone,
  room: qrLocations.room,
  createdAt: qrLocations.createdAt,
};

export async function insertQrLocation(
  db: Executor,
  values: { localeId: string; room: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(qrLocations).values(values).returning({ id: qrLocations.id });
  return row!.id;
}

/** A poster with its locale's name, time zone and district. */
export async function findQrLocation(db: Executor, id: string) {
  const [row] = await db
    .select(columns)
    .from(qrLocations)
    .innerJoin(locales, eq(locales.id, qrLocations.localeId))
    .where(eq(qrLocations.id, id));
  return row ?? null;
}
export type QrLocationRow = NonNullable<Awaited<ReturnType<typeof findQrLocation>>>;

export async function listQrLocations(db: Executor, localeId: string): Promise<QrLocationRow[]> {
  return db
    .select(columns)
    .from(qrLocations)
    .innerJoin(locales, eq(locales.id, qrLocations.localeId))
    .where(eq(qrLocations.localeId, localeId))
    .orderBy(asc(qrLocations.room), asc(qrLocations.id));
}

export async function deleteQrLocation(db: Executor, id: string): Promise<void> {
  await db.delete(qrLocations).where(eq(qrLocations.id, id));
}
