import { and, asc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { EventType } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { churchEvents, eventRsvps, locales, members, peps } from '../../../db/schema/index.ts';
import { keyset, type Direction } from '../../../lib/keyset.ts';

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
  maxPartySize: number;
  description: string | null;
  hasBaptism: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
  venue: string | null;
  flyerUrl: string | null;
  /** The locale's IANA time zone. */
  timeZone: string;
  rsvpOpensAt: Date | null;
  rsvpClosesAt: Date | null;
  seriesId: string | null;
  updatedAt: Date;
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
  maxPartySize: churchEvents.maxPartySize,
  description: churchEvents.description,
  hasBaptism: churchEvents.hasBaptism,
  cancelledAt: churchEvents.cancelledAt,
  createdAt: churchEvents.createdAt,
  venue: churchEvents.venue,
  flyerUrl: churchEvents.flyerUrl,
  timeZone: locales.timeZone,
  rsvpOpensAt: churchEvents.rsvpOpensAt,
  rsvpClosesAt: churchEvents.rsvpClosesAt,
  seriesId: churchEvents.seriesId,
  updatedAt: churchEvents.updatedAt,
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

/** Church events soonest first by (starts_at, id); the cursor `[starts_at as ISO, id]`. */
export const churchEventKeys = keyset({
  direction: 'asc',
  parts: [
    { column: churchEvents.startsAt, kind: 'timestamptz' },
    { column: churchEvents.id, kind: 'uuid' },
  ],
});

/** A locale's events starting in [from, to), soonest first (or latest first), after the cursor's (startsAt, id). */
export async function listChurchEvents(
  db: Executor,
  filter: {
    localeId: string;
    from: Date;
    to: Date;
    type?: EventType;
    hasBaptism?: boolean;
    after: { startsAt: Date; id: string } | null;
    direction: Direction;
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
    churchEventKeys.after(
      filter.after && [filter.after.startsAt.toISOString(), filter.after.id],
      filter.direction,
    ),
  ];
  return db
    .select(columns)
    .from(churchEvents)
    .innerJoin(locales, eq(locales.id, churchEvents.localeId))
    .where(and(...conditions))
    .orderBy(...churchEventKeys.orderBy(filter.direction))
    .limit(filter.limit);
}

/** The event locked (`FOR UPDATE`) until the transaction ends: RSVPs taking seats wait for one another. */
export async function lockChurchEvent(tx: Executor, id: string): Promise<ChurchEventRow | null> {
  await tx.select({ id: churchEvents.id }).from(churchEvents).where(eq(churchEvents.id, id)).for('update');
  return findChurchEvent(tx, id);
}

export async function updateChurchEvent(
  tx: Executor,
  id: string,
  values: Partial<typeof churchEvents.$inferInsert>,
): Promise<void> {
  await tx
    .update(churchEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(churchEvents.id, id));
}

export async function deleteChurchEvent(tx: Executor, id: string): Promise<void> {
  await tx.delete(churchEvents).where(eq(churchEvents.id, id));
}

/** Whether anyone RSVP'd (any status) or a PEP is scheduled for the event: then it is cancelled, not deleted. */
export async function eventIsInUse(tx: Executor, id: string): Promise<boolean> {
  const [row] = await tx
    .select({
      used: sql<boolean>`exists (select 1 from ${eventRsvps} where ${eventRsvps.eventId} = ${id})
        or exists (select 1 from ${peps} where ${peps.baptismEventId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return row?.used === true;
}

/** Which of these locales exist and belong to the district. */
export async function localesOfDistrict(
  db: Executor,
  districtId: string,
  localeIds: string[],
): Promise<string[]> {
  if (localeIds.length === 0) return [];
  const rows = await db
    .select({ id: locales.id })
    .from(locales)
    .where(and(eq(locales.districtId, districtId), inArray(locales.id, localeIds)));
  return rows.map((r) => r.id);
}

/** A locale's events that have not ended and are not cancelled, soonest first. */
export async function listUpcomingChurchEvents(
  db: Executor,
  localeId: string,
  limit: number,
): Promise<ChurchEventRow[]> {
  return db
    .select(columns)
    .from(churchEvents)
    .innerJoin(locales, eq(locales.id, churchEvents.localeId))
    .where(
      and(
        eq(churchEvents.localeId, localeId),
        isNull(churchEvents.cancelledAt),
        gt(churchEvents.endsAt, sql`now()`),
      ),
    )
    .orderBy(asc(churchEvents.startsAt), asc(churchEvents.id))
    .limit(limit);
}

/** An endorsed member as a public share page names them ("Maria S."), and their locale. */
export async function findEndorsedMemberCard(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      localeId: members.currentLocaleId,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.endorsed, true)));
  return row ?? null;
}

/** Seats taken: the party sizes of `registered` and `confirmed` RSVPs, per event. */
export async function seatsTakenOf(db: Executor, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: eventRsvps.eventId,
      taken: sql<number>`coalesce(sum(${eventRsvps.partySize}), 0)::int`,
    })
    .from(eventRsvps)
    .where(
      and(
        inArray(eventRsvps.eventId, eventIds),
        inArray(eventRsvps.status, ['registered', 'confirmed', 'attended']),
      ),
    )
    .groupBy(eventRsvps.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.taken)]));
}

/** The guests of an event who gave an e-mail and have not cancelled: told when it is cancelled. */
export async function guestsToTell(
  tx: Executor,
  eventId: string,
): Promise<{ email: string; firstName: string }[]> {
  const rows = await tx
    .selectDistinctOn([sql`lower(${eventRsvps.email})`], {
      email: sql<string>`${eventRsvps.email}`,
      firstName: eventRsvps.firstName,
    })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        sql`${eventRsvps.email} is not null`,
        inArray(eventRsvps.status, ['registered', 'confirmed', 'waitlisted']),
      ),
    )
    .orderBy(sql`lower(${eventRsvps.email})`);
  return rows;
}
