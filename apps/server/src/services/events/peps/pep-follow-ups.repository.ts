import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { locales, members, pepFollowUps, peps } from '../../../db/schema/index.ts';

const assignees = alias(members, 'assignees');

const followUpColumns = {
  id: pepFollowUps.id,
  pepId: pepFollowUps.pepId,
  dueOn: pepFollowUps.dueOn,
  assigneeId: pepFollowUps.assigneeId,
  assigneeName: sql<string | null>`${assignees.firstName} || ' ' || ${assignees.lastName}`,
  note: pepFollowUps.note,
  doneAt: pepFollowUps.doneAt,
  overdue: sql<boolean>`(${pepFollowUps.doneAt} is null
    and ${pepFollowUps.dueOn} < (now() at time zone ${locales.timeZone})::date)`,
  createdAt: pepFollowUps.createdAt,
};

export interface FollowUpRow {
  id: string;
  pepId: string;
  dueOn: string;
  assigneeId: string | null;
  assigneeName: string | null;
  note: string;
  doneAt: Date | null;
  overdue: boolean;
  createdAt: Date;
}

const selectFollowUps = (db: Executor) =>
  db
    .select(followUpColumns)
    .from(pepFollowUps)
    .innerJoin(peps, eq(peps.id, pepFollowUps.pepId))
    .innerJoin(locales, eq(locales.id, peps.localeId))
    .leftJoin(assignees, eq(assignees.id, pepFollowUps.assigneeId));

export async function listFollowUps(db: Executor, pepId: string): Promise<FollowUpRow[]> {
  const rows = await selectFollowUps(db)
    .where(eq(pepFollowUps.pepId, pepId))
    .orderBy(asc(pepFollowUps.dueOn), asc(pepFollowUps.createdAt), asc(pepFollowUps.id));
  return rows.map((row) => ({ ...row, overdue: Boolean(row.overdue) }));
}

export async function findFollowUp(db: Executor, id: string): Promise<FollowUpRow | null> {
  const [row] = await selectFollowUps(db).where(eq(pepFollowUps.id, id));
  return row ? { ...row, overdue: Boolean(row.overdue) } : null;
}

export async function insertFollowUps(
  tx: Executor,
  rows: { pepId: string; dueOn: string; assigneeId: string | null; note: string; createdBy: string | null }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const made = await tx.insert(pepFollowUps).values(rows).returning({ id: pepFollowUps.id });
  return made.map((row) => row.id);
}

/** What a follow-up's assignee is told: the PEP's name, the due date and the assignee's account (if any). */
export async function followUpNoticeRows(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: pepFollowUps.id,
      pepId: pepFollowUps.pepId,
      dueOn: pepFollowUps.dueOn,
      assigneeId: pepFollowUps.assigneeId,
      assigneeUserId: assignees.userId,
      pepName: sql<string>`${peps.firstName} || ' ' || ${peps.lastName}`,
    })
    .from(pepFollowUps)
    .innerJoin(peps, eq(peps.id, pepFollowUps.pepId))
    .innerJoin(assignees, eq(assignees.id, pepFollowUps.assigneeId))
    .where(inArray(pepFollowUps.id, ids));
}

/**
 * Open follow-ups due before today on their locale's clock, with the assignee's account, in the locales
 * where it is `fromHour` o'clock or later at `now` (a daily notice goes out in the morning, local time).
 */
export async function overdueFollowUps(db: Executor, now: Date, fromHour: number) {
  const at = now.toISOString();
  return queryRows<{
    id: string;
    pep_id: string;
    due_on: string;
    pep_name: string;
    user_id: string;
    local_date: string;
  }>(
    db,
    sql`select f.id, f.pep_id, f.due_on::text as due_on, p.first_name || ' ' || p.last_name as pep_name,
          m.user_id, (cast(${at} as timestamptz) at time zone l.time_zone)::date::text as local_date
        from pep_follow_ups f
        join peps p on p.id = f.pep_id
        join locales l on l.id = p.locale_id
        join members m on m.id = f.assignee_id
        where f.done_at is null and m.user_id is not null
          and f.due_on < (cast(${at} as timestamptz) at time zone l.time_zone)::date
          and extract(hour from cast(${at} as timestamptz) at time zone l.time_zone) >= ${fromHour}
        order by f.due_on, f.id`,
  );
}

export async function updateFollowUp(
  tx: Executor,
  id: string,
  values: Partial<Pick<typeof pepFollowUps.$inferInsert, 'dueOn' | 'assigneeId' | 'note' | 'doneAt'>>,
): Promise<void> {
  await tx.update(pepFollowUps).set(values).where(eq(pepFollowUps.id, id));
}

/** Sets the flock of many PEPs at once. */
export async function setFlockOf(tx: Executor, ids: string[], flockId: string | null): Promise<void> {
  await tx.update(peps).set({ flockId, updatedAt: new Date() }).where(inArray(peps.id, ids));
}

/** The PEPs of a list, locked, with where they sit (for a bulk change's scope check). */
export async function lockPepPlaces(tx: Executor, ids: string[]) {
  return tx
    .select({
      id: peps.id,
      localeId: peps.localeId,
      districtId: locales.districtId,
      flockId: peps.flockId,
      soulWinnerId: peps.soulWinnerId,
    })
    .from(peps)
    .innerJoin(locales, eq(locales.id, peps.localeId))
    .where(inArray(peps.id, ids))
    .for('update', { of: peps });
}
