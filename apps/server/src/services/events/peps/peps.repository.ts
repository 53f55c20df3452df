import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PepStage } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { samePerson } from '../../../db/same-person.ts';
import {
  churchEvents,
  flocks,
  locales,
  members,
  pepNameKey,
  peps,
  pepSearchText,
  pepStageChanges,
  pepVisits,
  users,
} from '../../../db/schema/index.ts';
import { localeRowsIn } from '../../../access/scope-sql.ts';
import { keyset } from '../../../lib/keyset.ts';
import type { PepScope } from './peps.policy.ts';

const soulWinners = alias(members, 'soul_winners');
const changers = alias(members, 'changers');

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Follow-ups not done whose due date is before today on the PEP's locale's clock. */
const overdueCount = sql<number>`(select count(*)::int from pep_follow_ups f
  where f.pep_id = ${peps.id} and f.done_at is null
    and f.due_on < (now() at time zone ${locales.timeZone})::date)`;

/** A PEP with everything its answer and scope checks need. */
const columns = {
  id: peps.id,
  firstName: peps.firstName,
  middleName: peps.middleName,
  lastName: peps.lastName,
  mobile: peps.mobile,
  email: peps.email,
  emailConfirmedFor: peps.emailConfirmedFor,
  birthDate: peps.birthDate,
  gender: peps.gender,
  address: peps.address,
  photo: peps.photo,
  localeId: peps.localeId,
  localeName: locales.name,
  districtId: locales.districtId,
  flockId: peps.flockId,
  flockName: flocks.name,
  soulWinnerId: peps.soulWinnerId,
  soulWinnerFirstName: soulWinners.firstName,
  soulWinnerLastName: soulWinners.lastName,
  source: peps.source,
  batchName: peps.batchName,
  notes: peps.notes,
  stage: peps.stage,
  droppedReason: peps.droppedReason,
  baptismEventId: peps.baptismEventId,
  baptismEventTitle: churchEvents.title,
  baptismEventStartsAt: churchEvents.startsAt,
  baptizedAt: peps.baptizedAt,
  baptismalForm: peps.baptismalForm,
  memberId: peps.memberId,
  lastContactAt: peps.lastContactAt,
  overdueFollowUps: overdueCount,
  createdAt: peps.createdAt,
  updatedAt: peps.updatedAt,
  /** `created_at` to the microsecond, for cursors (a JS Date keeps milliseconds only). */
  cursorAt: sql<string>`to_char(${peps.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** A PEP with its locale, flock, soul winner and baptism event, as answers and scope checks read it. */
export interface PepRow {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  mobile: string | null;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
  address: string | null;
  photo: string | null;
  emailConfirmedFor: string | null;
  localeId: string;
  localeName: string;
  districtId: string | null;
  flockId: string | null;
  flockName: string | null;
  soulWinnerId: string | null;
  soulWinnerFirstName: string | null;
  soulWinnerLastName: string | null;
  source: string;
  batchName: string | null;
  notes: string | null;
  stage: string;
  droppedReason: string | null;
  baptismEventId: string | null;
  baptismEventTitle: string | null;
  baptismEventStartsAt: Date | null;
  baptizedAt: Date | null;
  baptismalForm: string | null;
  memberId: string | null;
  lastContactAt: Date | null;
  overdueFollowUps: number;
  createdAt: Date;
  updatedAt: Date;
  cursorAt: string;
}

const selectPeps = (db: Executor) =>
  db
    .select(columns)
    .from(peps)
    .innerJoin(locales, eq(locales.id, peps.localeId))
    .leftJoin(flocks, eq(flocks.id, peps.flockId))
    .leftJoin(soulWinners, eq(soulWinners.id, peps.soulWinnerId))
    .leftJoin(churchEvents, eq(churchEvents.id, peps.baptismEventId));

const normalise = (row: PepRow): PepRow => ({ ...row, overdueFollowUps: Number(row.overdueFollowUps) });

export async function findPep(db: Executor, id: string): Promise<PepRow | null> {
  const [row] = await selectPeps(db).where(eq(peps.id, id));
  return row ? normalise(row as PepRow) : null;
}

/** Locks the PEP's row until the transaction ends, then reads it. */
export async function lockPep(tx: Executor, id: string): Promise<PepRow | null> {
  const [locked] = await tx.select({ id: peps.id }).from(peps).where(eq(peps.id, id)).for('update');
  return locked ? findPep(tx, id) : null;
}

/** The rows a caller may see (undefined: everything). */
function scopeCondition(scope: PepScope): SQL | undefined {
  if (scope.admin?.all) return undefined;
  const parts: SQL[] = [];
  if (scope.admin) parts.push(localeRowsIn(scope.admin, sql`${peps.localeId}`)!);
  if (scope.flockIds.length > 0) parts.push(inArray(peps.flockId, scope.flockIds));
  if (scope.memberId) parts.push(eq(peps.soulWinnerId, scope.memberId));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

export interface PepFilter {
  localeId?: string;
  stage?: PepStage;
  flockId?: string;
  soulWinnerId?: string;
  overdue?: boolean;
  baptismEventId?: string;
  batchName?: string;
  q?: string;
}

function filterConditions(scope: PepScope, filter: PepFilter): (SQL | undefined)[] {
  const pattern = filter.q ? sql`'%' || lower(congregate_unaccent(${likeEscape(filter.q)})) || '%'` : null;
  return [
    scopeCondition(scope),
    filter.localeId ? eq(peps.localeId, filter.localeId) : undefined,
    filter.stage ? eq(peps.stage, filter.stage) : undefined,
    filter.flockId ? eq(peps.flockId, filter.flockId) : undefined,
    filter.soulWinnerId ? eq(peps.soulWinnerId, filter.soulWinnerId) : undefined,
    filter.overdue ? sql`${overdueCount} > 0` : undefined,
    filter.baptismEventId ? eq(peps.baptismEventId, filter.baptismEventId) : undefined,
    filter.batchName ? eq(peps.batchName, filter.batchName) : undefined,
    pattern ? sql`${peps.searchText} like ${pattern}` : undefined,
  ];
}

/** The PEPs' list: newest first by (created_at, id); its cursor `[created_at to the microsecond, id]`. */
export const pepKeys = keyset({
  direction: 'desc',
  parts: [
    { column: peps.createdAt, kind: 'timestamptz' },
    { column: peps.id, kind: 'uuid' },
  ],
});

/** A page of the PEPs in scope, newest first (created_at, id), and how many match in all. */
export async function listPeps(
  db: Executor,
  scope: PepScope,
  filter: PepFilter,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<{ rows: PepRow[]; total: number }> {
  const conditions = filterConditions(scope, filter);
  const page = await selectPeps(db)
    .where(and(...conditions, pepKeys.after(after && [after.createdAt, after.id])))
    .orderBy(...pepKeys.orderBy())
    .limit(limit);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(peps)
    .innerJoin(locales, eq(locales.id, peps.localeId))
    .where(and(...conditions));
  return { rows: page.map((row) => normalise(row as PepRow)), total: Number(counted?.n ?? 0) };
}

/** PEPs scheduled or baptized at an event, or of a batch, in the given locales (null: all). */
export async function listPepsForBaptism(
  db: Executor,
  filter: { eventId?: string; batchName?: string; localeIds: string[] | null },
): Promise<PepRow[]> {
  if (filter.localeIds && filter.localeIds.length === 0) return [];
  const rows = await selectPeps(db)
    .where(
      and(
        inArray(peps.stage, ['scheduled', 'baptized', 'member']),
        filter.eventId ? eq(peps.baptismEventId, filter.eventId) : undefined,
        filter.batchName ? eq(peps.batchName, filter.batchName) : undefined,
        filter.localeIds ? inArray(peps.localeId, filter.localeIds) : undefined,
      ),
    )
    .orderBy(asc(peps.lastName), asc(peps.firstName), asc(peps.id));
  return rows.map((row) => normalise(row as PepRow));
}

export type NewPepRow = Omit<typeof peps.$inferInsert, 'id' | 'searchText'>;

async function refreshSearchText(tx: Executor, id: string) {
  await tx.update(peps).set({ searchText: pepSearchText }).where(eq(peps.id, id));
}

export async function insertPep(tx: Executor, values: NewPepRow): Promise<string> {
  const [row] = await tx.insert(peps).values(values).returning({ id: peps.id });
  await refreshSearchText(tx, row!.id);
  return row!.id;
}

export async function updatePep(tx: Executor, id: string, values: Partial<NewPepRow>): Promise<void> {
  await tx
    .update(peps)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(peps.id, id));
  await refreshSearchText(tx, id);
}

export async function deletePep(tx: Executor, id: string): Promise<void> {
  await tx.delete(peps).where(eq(peps.id, id));
}

export async function insertStageChange(
  tx: Executor,
  change: {
    pepId: string;
    from: PepStage | null;
    to: PepStage;
    reason: string | null;
    by: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(pepStageChanges).values({
    pepId: change.pepId,
    fromStage: change.from,
    toStage: change.to,
    reason: change.reason,
    changedBy: change.by,
    changedAt: change.at,
  });
}

/** A PEP's stage changes, oldest first, with the name of who made each. */
export async function listStageChanges(db: Executor, pepId: string) {
  return db
    .select({
      id: pepStageChanges.id,
      from: pepStageChanges.fromStage,
      to: pepStageChanges.toStage,
      reason: pepStageChanges.reason,
      userId: pepStageChanges.changedBy,
      name: sql<
        string | null
      >`coalesce(${changers.firstName} || ' ' || ${changers.lastName}, ${users.email})`,
      at: pepStageChanges.changedAt,
    })
    .from(pepStageChanges)
    .leftJoin(users, eq(users.id, pepStageChanges.changedBy))
    .leftJoin(changers, eq(changers.userId, pepStageChanges.changedBy))
    .where(eq(pepStageChanges.pepId, pepId))
    .orderBy(asc(pepStageChanges.changedAt), asc(pepStageChanges.id));
}

/** A member as PEP rules need them: where they sit, whether endorsed, their name. */
export async function findMemberForPeps(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      localeId: members.currentLocaleId,
      flockId: members.flockId,
      endorsed: members.endorsed,
      displayName: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** The stored files a PEP points at (photo, baptismal form). */
export async function filesOfPep(db: Executor, id: string) {
  const [row] = await db
    .select({ photo: peps.photo, baptismalForm: peps.baptismalForm })
    .from(peps)
    .where(eq(peps.id, id));
  return row ?? null;
}

/**
 * A PEP of the locale who is this person (`db/same-person.ts`): the oldest when several are, locked until the
 * transaction ends so two RSVPs of one guest find one row.
 */
export async function findSamePep(
  tx: Executor,
  person: {
    localeId: string;
    firstName: string;
    lastName: string;
    mobile: string | null;
    email: string | null;
  },
): Promise<{ id: string; stage: string; soulWinnerId: string | null } | null> {
  const same = samePerson({ nameKey: pepNameKey, mobile: peps.mobile, email: peps.email }, person);
  if (!same) return null;
  const [row] = await tx
    .select({ id: peps.id, stage: peps.stage, soulWinnerId: peps.soulWinnerId })
    .from(peps)
    .where(and(eq(peps.localeId, person.localeId), same))
    .orderBy(asc(peps.createdAt), asc(peps.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export type NewPepVisit = Omit<
  typeof pepVisits.$inferInsert,
  'id' | 'decision' | 'decidedBy' | 'decidedAt' | 'createdAt'
>;

/** Records a known prospect's repeat visit (a public form sent again), beside their PEP. */
export async function insertPepVisit(db: Executor, values: NewPepVisit): Promise<string> {
  const [row] = await db.insert(pepVisits).values(values).returning({ id: pepVisits.id });
  return row!.id;
}
