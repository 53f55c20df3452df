import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import {
  checkIns,
  churchEvents,
  eventRsvps,
  flocks,
  gatherings,
  joinRequests,
  locales,
  memberAddresses,
  memberRelatives,
  members,
  peps,
  roleAssignments,
} from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A flock with what its scope checks and dates need. */
export async function findFlock(db: Executor, flockId: string) {
  const [row] = await db
    .select({
      id: flocks.id,
      name: flocks.name,
      cluster: flocks.cluster,
      localeId: flocks.localeId,
      localeName: locales.name,
      districtId: locales.districtId,
      timeZone: locales.timeZone,
    })
    .from(flocks)
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(eq(flocks.id, flockId));
  return row ?? null;
}
export type FlockRow = NonNullable<Awaited<ReturnType<typeof findFlock>>>;

/** The flocks a user's flock leader grants name (not archived). */
export async function listLedFlocks(db: Executor, userId: string) {
  return db
    .select({
      id: flocks.id,
      name: flocks.name,
      cluster: flocks.cluster,
      localeId: flocks.localeId,
      localeName: locales.name,
      position: sql<'leader' | 'assistant'>`coalesce(${roleAssignments.position}, 'leader')`,
    })
    .from(roleAssignments)
    .innerJoin(flocks, eq(flocks.id, roleAssignments.scopeId))
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(
      and(
        eq(roleAssignments.userId, userId),
        eq(roleAssignments.role, 'flock_leader'),
        isNull(flocks.archivedAt),
      ),
    )
    .orderBy(asc(locales.name), asc(flocks.name));
}

/** The flock's leaders and assistants (members with a flock leader grant on it). */
export async function listFlockStaff(db: Executor, flockId: string) {
  return (
    db
      .select({
        memberId: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        position: sql<'leader' | 'assistant'>`coalesce(${roleAssignments.position}, 'leader')`,
      })
      .from(roleAssignments)
      .innerJoin(members, eq(members.userId, roleAssignments.userId))
      .where(and(eq(roleAssignments.role, 'flock_leader'), eq(roleAssignments.scopeId, flockId)))
      // Leaders before assistants.
      .orderBy(
        sql`coalesce(${roleAssignments.position}, 'leader') = 'assistant'`,
        asc(members.lastName),
        asc(members.firstName),
      )
  );
}

/** Every flock (not archived) with a leader or assistant: each staff account with the locale's clock. */
export async function listStaffedFlocks(db: Executor) {
  return db
    .select({
      flockId: flocks.id,
      flockName: flocks.name,
      timeZone: locales.timeZone,
      userId: roleAssignments.userId,
    })
    .from(roleAssignments)
    .innerJoin(flocks, eq(flocks.id, roleAssignments.scopeId))
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(and(eq(roleAssignments.role, 'flock_leader'), isNull(flocks.archivedAt)))
    .orderBy(asc(flocks.id));
}

const inFlock = (flockId: string) => and(eq(members.flockId, flockId), eq(members.endorsed, true));

/** The flock's (endorsed) members with what celebrant and attendance cards show. */
export async function listFlockMembers(db: Executor, flockId: string) {
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      mobile: members.mobile,
      email: members.email,
      birthDate: members.birthDate,
      weddingDate: members.weddingDate,
    })
    .from(members)
    .where(inFlock(flockId))
    .orderBy(asc(members.nameKey), asc(members.id));
}

/** `start`/`end`: the locale's wall-clock days, end excluded, turned into instants in its zone. */
const localDay = (day: string, timeZone: string) => sql`((${day})::date::timestamp at time zone ${timeZone})`;

/** The locale's worship gatherings (not cancelled) starting within the days. */
export async function listWeekGatherings(
  db: Executor,
  localeId: string,
  timeZone: string,
  start: string,
  endExclusive: string,
) {
  return db
    .select({ id: gatherings.id, name: gatherings.name, startsAt: gatherings.startsAt })
    .from(gatherings)
    .where(
      and(
        eq(gatherings.localeId, localeId),
        isNull(gatherings.cancelledAt),
        gte(gatherings.startsAt, localDay(start, timeZone)),
        lt(gatherings.startsAt, localDay(endExclusive, timeZone)),
      ),
    )
    .orderBy(asc(gatherings.startsAt));
}

/** The members (of those given) checked in at any of the gatherings. */
export async function membersCheckedIn(db: Executor, gatheringIds: string[], memberIds: string[]) {
  if (gatheringIds.length === 0 || memberIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ memberId: checkIns.memberId })
    .from(checkIns)
    .where(and(inArray(checkIns.gatheringId, gatheringIds), inArray(checkIns.memberId, memberIds)));
  return new Set(rows.map((r) => r.memberId));
}

const closedPepStages = ['baptized', 'member', 'dropped'];

/** PEPs on their way whose soul winner is in the flock, or placed in the flock. */
export async function listOpenPeps(db: Executor, flockId: string) {
  const winnerInFlock = db.select({ id: members.id }).from(members).where(eq(members.flockId, flockId));
  return db
    .select({
      id: peps.id,
      firstName: peps.firstName,
      lastName: peps.lastName,
      stage: peps.stage,
      soulWinnerFirst: members.firstName,
      soulWinnerLast: members.lastName,
      nextFollowUpAt: sql<string | null>`(select min(f.due_on)::text from pep_follow_ups f
        where f.pep_id = "peps"."id" and f.done_at is null)`,
    })
    .from(peps)
    .leftJoin(members, eq(members.id, peps.soulWinnerId))
    .where(
      and(
        notInArray(peps.stage, closedPepStages),
        or(eq(peps.flockId, flockId), inArray(peps.soulWinnerId, winnerInFlock)),
      ),
    )
    .orderBy(desc(peps.createdAt))
    .limit(50);
}

/** RSVPs (not cancelled) to upcoming events, invited by the flock's members. */
export async function listUpcomingRsvps(db: Executor, flockId: string) {
  return db
    .select({
      id: eventRsvps.id,
      eventName: churchEvents.title,
      eventStartsAt: churchEvents.startsAt,
      firstName: eventRsvps.firstName,
      lastName: eventRsvps.lastName,
      partySize: eventRsvps.partySize,
      status: eventRsvps.status,
      inviterFirst: members.firstName,
      inviterLast: members.lastName,
    })
    .from(eventRsvps)
    .innerJoin(churchEvents, eq(churchEvents.id, eventRsvps.eventId))
    .innerJoin(members, eq(members.id, eventRsvps.invitedBy))
    .where(
      and(
        eq(members.flockId, flockId),
        gt(churchEvents.endsAt, sql`now()`),
        isNull(churchEvents.cancelledAt),
        sql`${eventRsvps.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(churchEvents.startsAt), asc(eventRsvps.lastName))
    .limit(50);
}

/** Pending requests to join the flock. */
export async function listPendingJoinRequests(db: Executor, flockId: string) {
  return db
    .select({
      id: joinRequests.id,
      memberId: joinRequests.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      message: joinRequests.message,
      createdAt: joinRequests.createdAt,
    })
    .from(joinRequests)
    .innerJoin(members, eq(members.id, joinRequests.memberId))
    .where(and(eq(joinRequests.flockId, flockId), eq(joinRequests.status, 'pending')))
    .orderBy(asc(joinRequests.createdAt));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A flock's members by (name key, id); the cursor `[name key or '', id]`. */
export const flockMemberKeys = keyset({
  direction: 'asc',
  parts: [
    { column: members.nameKey, kind: 'text' },
    { column: members.id, kind: 'uuid' },
  ],
});

/** A page of the flock's members by name (`nameKey`, id), with their last check-in. */
export async function pageFlockMembers(
  db: Executor,
  flockId: string,
  options: { q?: string; after?: [string, string]; limit: number },
) {
  const search = options.q ? sql`${members.searchText} like ${`%${escapeLike(options.q)}%`}` : undefined;
  const filter = and(inFlock(flockId), search);
  const after = flockMemberKeys.after(options.after);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: members.id,
        customId: members.customId,
        firstName: members.firstName,
        lastName: members.lastName,
        photo: members.photo,
        type: members.type,
        mobile: members.mobile,
        email: members.email,
        nameKey: members.nameKey,
        // Spelled out: drizzle leaves columns unqualified in a one-table select.
        lastAttendedAt: sql<string | null>`(select to_char(max(c.checked_in_at) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from check_ins c where c.member_id = "members"."id")`,
      })
      .from(members)
      .where(and(filter, after))
      .orderBy(...flockMemberKeys.orderBy())
      .limit(options.limit + 1),
    db.select({ n: count() }).from(members).where(filter),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The member record a leader's detail shows. */
export async function findMemberOfFlock(db: Executor, flockId: string, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      customId: members.customId,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      type: members.type,
      mobile: members.mobile,
      email: members.email,
      birthDate: members.birthDate,
      weddingDate: members.weddingDate,
      civilStatus: members.civilStatus,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.flockId, flockId)));
  return row ?? null;
}

/** The member's current address, else their first. */
export async function findMainAddress(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      line1: memberAddresses.line1,
      line2: memberAddresses.line2,
      city: memberAddresses.city,
      province: memberAddresses.province,
      postalCode: memberAddresses.postalCode,
      countryId: memberAddresses.countryId,
    })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.isCurrent), asc(memberAddresses.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listRelatives(db: Executor, memberId: string) {
  return db
    .select({
      id: memberRelatives.id,
      relationship: memberRelatives.relationship,
      firstName: memberRelatives.firstName,
      lastName: memberRelatives.lastName,
      mobile: memberRelatives.mobile,
      relativeMemberId: memberRelatives.relativeMemberId,
    })
    .from(memberRelatives)
    .where(eq(memberRelatives.memberId, memberId))
    .orderBy(asc(memberRelatives.createdAt));
}

/** The member's check-ins since a local day, as local days of the zone (for weekly counts). */
export async function checkInDaysSince(db: Executor, memberId: string, timeZone: string, since: string) {
  const rows = await db
    .select({ day: sql<string>`to_char(${checkIns.checkedInAt} at time zone ${timeZone}, 'YYYY-MM-DD')` })
    .from(checkIns)
    .where(and(eq(checkIns.memberId, memberId), gte(checkIns.checkedInAt, localDay(since, timeZone))));
  return rows.map((r) => r.day);
}

export async function listRecentCheckIns(db: Executor, memberId: string, limit: number) {
  return db
    .select({
      id: checkIns.id,
      gatheringName: gatherings.name,
      checkedInAt: checkIns.checkedInAt,
      method: checkIns.method,
    })
    .from(checkIns)
    .innerJoin(gatherings, eq(gatherings.id, checkIns.gatheringId))
    .where(eq(checkIns.memberId, memberId))
    .orderBy(desc(checkIns.checkedInAt))
    .limit(limit);
}

export async function listPepsWon(db: Executor, memberId: string) {
  return db
    .select({
      id: peps.id,
      firstName: peps.firstName,
      lastName: peps.lastName,
      stage: peps.stage,
      baptizedAt: peps.baptizedAt,
    })
    .from(peps)
    .where(eq(peps.soulWinnerId, memberId))
    .orderBy(desc(peps.createdAt))
    .limit(100);
}
