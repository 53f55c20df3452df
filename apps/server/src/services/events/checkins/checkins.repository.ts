import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CheckInMethod } from '@congregate/contracts';
import { queryNamed, queryRows, type Executor } from '../../../db/executor.ts';
import { checkIns, flocks, householdMembers, locales, members } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A member as a check-in needs them: who to greet, where they sit (scope), their current card. */
export interface CheckInMemberRow {
  id: string;
  customId: string;
  firstName: string;
  lastName: string;
  salutation: string | null;
  photo: string | null;
  localeId: string;
  districtId: string | null;
  flockId: string | null;
  endorsed: boolean;
  cardVersion: number;
}

const memberColumns = {
  id: members.id,
  customId: members.customId,
  firstName: members.firstName,
  lastName: members.lastName,
  salutation: members.salutation,
  photo: members.photo,
  localeId: members.currentLocaleId,
  districtId: locales.districtId,
  flockId: members.flockId,
  endorsed: members.endorsed,
  cardVersion: members.cardVersion,
};

/** One member by id: a named prepared statement on PostgreSQL (every scan reads one). */
export async function findMember(db: Executor, memberId: string): Promise<CheckInMemberRow | null> {
  const [row] = await queryNamed<CheckInMemberRow>(
    db,
    'events_checkin_member',
    sql`select m.id, m.custom_id as "customId", m.first_name as "firstName", m.last_name as "lastName",
               m.salutation, m.photo, m.current_locale_id as "localeId", l.district_id as "districtId",
               m.flock_id as "flockId", m.endorsed, m.card_version as "cardVersion"
          from members m join locales l on l.id = m.current_locale_id
         where m.id = ${memberId}`,
  );
  return row ?? null;
}

/** The endorsed members of a flock, by name. */
export async function findFlockMembers(db: Executor, flockId: string): Promise<CheckInMemberRow[]> {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(and(eq(members.flockId, flockId), eq(members.endorsed, true)))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
}

export async function findFlock(db: Executor, flockId: string) {
  const [row] = await db
    .select({ id: flocks.id, name: flocks.name, localeId: flocks.localeId })
    .from(flocks)
    .where(eq(flocks.id, flockId));
  return row ?? null;
}

export type CheckInRecord = typeof checkIns.$inferSelect;

export interface NewCheckInRow {
  gatheringId: string;
  memberId: string;
  localeId: string;
  method: CheckInMethod;
  checkedInAt: Date;
  recordedBy: string;
  clientId: string | null;
  deviceId: string | null;
  /** A face check-in's similarity score; null otherwise. */
  faceScore?: number | null;
}

/**
 * Records a check-in unless the member is already in for the gathering or the client id was used: one
 * statement, so two scans at once make one row (the unique indexes decide). Answers the row, or null.
 */
export async function insertCheckIn(db: Executor, row: NewCheckInRow): Promise<CheckInRecord | null> {
  const [made] = await db.insert(checkIns).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

/**
 * Check-ins recorded for any time after `since`, across all processes (`/metrics`' `checkins_last_minute`): one
 * probe of `check_ins_locale_idx` per locale, not a scan of the whole table.
 */
export async function countCheckInsSince(db: Executor, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(recent.n), 0)::int as n from ${locales} cross join lateral (
          select count(*) as n from ${checkIns}
          where ${checkIns.localeId} = ${locales.id} and ${checkIns.checkedInAt} > ${since.toISOString()}::timestamptz
        ) recent`,
  );
  return row?.n ?? 0;
}

/** Records several check-ins at once; members already in are left as they are. Answers who was added. */
export async function insertCheckIns(db: Executor, rows: NewCheckInRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const made = await db
    .insert(checkIns)
    .values(rows)
    .onConflictDoNothing()
    .returning({ memberId: checkIns.memberId });
  return made.map((r) => r.memberId);
}

export async function findByClientId(db: Executor, clientId: string): Promise<CheckInRecord | null> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.clientId, clientId));
  return row ?? null;
}

export async function findByMember(
  db: Executor,
  gatheringId: string,
  memberId: string,
): Promise<CheckInRecord | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.gatheringId, gatheringId), eq(checkIns.memberId, memberId)));
  return row ?? null;
}

/**
 * Family check-in: whether someone else of the member's household was checked in by card or face (`qr`, `face`)
 * to the gathering between `since` and `until` (the household is read from `household_members` here, one query).
 */
export async function householdAnchorCheckedIn(
  db: Executor,
  gatheringId: string,
  memberId: string,
  since: Date,
  until: Date,
): Promise<boolean> {
  const mine = db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.memberId, memberId));
  const [row] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .innerJoin(householdMembers, eq(householdMembers.memberId, checkIns.memberId))
    .where(
      and(
        eq(checkIns.gatheringId, gatheringId),
        inArray(householdMembers.householdId, mine),
        sql`${checkIns.memberId} <> ${memberId}::uuid`,
        inArray(checkIns.method, ['qr', 'face']),
        sql`${checkIns.checkedInAt} between ${since.toISOString()}::timestamptz and ${until.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A check-in with where it sits, for the removal's scope check. */
export async function findCheckIn(db: Executor, id: string) {
  const [row] = await db
    .select({
      checkIn: checkIns,
      districtId: locales.districtId,
      flockId: members.flockId,
    })
    .from(checkIns)
    .innerJoin(locales, eq(locales.id, checkIns.localeId))
    .innerJoin(members, eq(members.id, checkIns.memberId))
    .where(eq(checkIns.id, id));
  return row ?? null;
}

export async function deleteCheckIn(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(checkIns).where(eq(checkIns.id, id)).returning({ id: checkIns.id });
  return rows.length > 0;
}

/** Removes these members' check-ins of one method at a gathering; answers whose were removed. */
export async function deleteMethodCheckIns(
  db: Executor,
  gatheringId: string,
  memberIds: string[],
  method: CheckInMethod,
): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .delete(checkIns)
    .where(
      and(
        eq(checkIns.gatheringId, gatheringId),
        eq(checkIns.method, method),
        inArray(checkIns.memberId, memberIds),
      ),
    )
    .returning({ memberId: checkIns.memberId });
  return rows.map((r) => r.memberId);
}

/** The check-ins of these members at a gathering. */
export async function checkInsOf(
  db: Executor,
  gatheringId: string,
  memberIds: string[],
): Promise<CheckInRecord[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.gatheringId, gatheringId), inArray(checkIns.memberId, memberIds)));
}

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CheckInListFilter {
  gatheringId: string;
  /** Only members of these flocks (a flock leader's view); undefined: everyone. */
  flockIds?: string[];
  q?: string;
  /** Only check-ins made this way (`face`: an admin's review of face check-ins). */
  method?: CheckInMethod;
}

function listWhere(filter: CheckInListFilter): SQL | undefined {
  const pattern = filter.q
    ? sql`'%' || lower(congregate_unaccent(${likeEscape(filter.q)})) || '%'`
    : undefined;
  return and(
    eq(checkIns.gatheringId, filter.gatheringId),
    filter.flockIds ? inArray(members.flockId, filter.flockIds) : undefined,
    filter.method ? eq(checkIns.method, filter.method) : undefined,
    pattern
      ? sql`congregate_member_search_text(${members.firstName}, ${members.lastName}, null, ${members.customId}, null) like ${pattern}`
      : undefined,
  );
}

/** Check-ins oldest first by (checked_in_at, id); the cursor `[checked_in_at as the database writes it, id]`. */
export const checkInKeys = keyset({
  direction: 'asc',
  parts: [
    { column: checkIns.checkedInAt, kind: 'timestamptz' },
    { column: checkIns.id, kind: 'uuid' },
  ],
});

/** A page of a gathering's check-ins in the order people came (keyset on checked_in_at, id). */
export async function listCheckIns(
  db: Executor,
  filter: CheckInListFilter,
  limit: number,
  after: { checkedInAt: string; id: string } | null,
) {
  const rows = await db
    .select({
      id: checkIns.id,
      gatheringId: checkIns.gatheringId,
      memberId: members.id,
      customId: members.customId,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      method: checkIns.method,
      checkedInAt: checkIns.checkedInAt,
      cursorAt: sql<string>`${checkIns.checkedInAt}::text`,
      deviceId: checkIns.deviceId,
      faceScore: checkIns.faceScore,
      recordedBy: checkIns.recordedBy,
      // A kiosk by its name, a person by theirs, else the account's e-mail.
      recordedByName: sql<string | null>`coalesce(
        (select k.name from kiosks k where k.user_id = ${checkIns.recordedBy}),
        (select r.first_name || ' ' || r.last_name from members r where r.user_id = ${checkIns.recordedBy}),
        (select u.email from users u where u.id = ${checkIns.recordedBy}))`,
      firstTime: sql<boolean>`not exists (select 1 from check_ins e where e.member_id = ${checkIns.memberId}
        and (e.checked_in_at, e.id) < (${checkIns.checkedInAt}, ${checkIns.id}))`,
    })
    .from(checkIns)
    .innerJoin(members, eq(members.id, checkIns.memberId))
    .where(and(listWhere(filter), checkInKeys.after(after && [after.checkedInAt, after.id])))
    .orderBy(...checkInKeys.orderBy())
    .limit(limit);
  return rows;
}

export async function countCheckIns(db: Executor, filter: CheckInListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .innerJoin(members, eq(members.id, checkIns.memberId))
    .where(listWhere(filter));
  return Number(row?.n ?? 0);
}
