import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RsvpStatus } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { samePerson } from '../../../db/same-person.ts';
import { eventRsvps, flocks, members } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

const soulWinners = alias(members, 'rsvp_soul_winners');
const winnerFlocks = alias(flocks, 'rsvp_winner_flocks');

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What `event_rsvps.search_text` holds: name, mobile and e-mail, lower case and without accents. */
const rsvpSearchText = sql`lower(congregate_unaccent(concat_ws(' ', ${eventRsvps.firstName}, ${eventRsvps.lastName}, ${eventRsvps.mobile}, ${eventRsvps.email})))`;
/** An RSVP's name key, as members keep theirs: for `samePerson`. */
const rsvpNameKey = sql`congregate_name_key(${eventRsvps.firstName}, ${eventRsvps.lastName})`;

const columns = {
  id: eventRsvps.id,
  eventId: eventRsvps.eventId,
  firstName: eventRsvps.firstName,
  lastName: eventRsvps.lastName,
  mobile: eventRsvps.mobile,
  email: eventRsvps.email,
  partySize: eventRsvps.partySize,
  firstTime: eventRsvps.firstTime,
  consentToContact: eventRsvps.consentToContact,
  status: eventRsvps.status,
  source: eventRsvps.source,
  invitedBy: eventRsvps.invitedBy,
  soulWinnerFirstName: soulWinners.firstName,
  soulWinnerLastName: soulWinners.lastName,
  soulWinnerFlockId: winnerFlocks.id,
  soulWinnerFlockName: winnerFlocks.name,
  pepId: eventRsvps.pepId,
  notes: eventRsvps.notes,
  codeVersion: eventRsvps.codeVersion,
  linkSentAt: eventRsvps.linkSentAt,
  arrivedAt: eventRsvps.arrivedAt,
  cancelledAt: eventRsvps.cancelledAt,
  createdAt: eventRsvps.createdAt,
  updatedAt: eventRsvps.updatedAt,
  /** `created_at` to the microsecond, for cursors (a JS Date keeps milliseconds only). */
  cursorAt: sql<string>`to_char(${eventRsvps.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

export interface RsvpRow {
  id: string;
  eventId: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  email: string | null;
  partySize: number;
  firstTime: boolean;
  consentToContact: boolean;
  status: string;
  source: string;
  invitedBy: string | null;
  soulWinnerFirstName: string | null;
  soulWinnerLastName: string | null;
  soulWinnerFlockId: string | null;
  soulWinnerFlockName: string | null;
  pepId: string | null;
  notes: string | null;
  codeVersion: number;
  linkSentAt: Date | null;
  arrivedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  cursorAt: string;
}

const selectRsvps = (db: Executor) =>
  db
    .select(columns)
    .from(eventRsvps)
    .leftJoin(soulWinners, eq(soulWinners.id, eventRsvps.invitedBy))
    .leftJoin(winnerFlocks, eq(winnerFlocks.id, soulWinners.flockId));

export async function findRsvp(db: Executor, id: string): Promise<RsvpRow | null> {
  const [row] = await selectRsvps(db).where(eq(eventRsvps.id, id));
  return row ?? null;
}

/** The RSVP locked (`FOR UPDATE`) until the transaction ends. */
export async function lockRsvp(tx: Executor, id: string): Promise<RsvpRow | null> {
  await tx.select({ id: eventRsvps.id }).from(eventRsvps).where(eq(eventRsvps.id, id)).for('update');
  return findRsvp(tx, id);
}

/** This person's RSVP to the event (same name and mobile or e-mail), the oldest when several are; locked. */
export async function findSameRsvp(
  tx: Executor,
  eventId: string,
  person: { firstName: string; lastName: string; mobile: string | null; email: string | null },
): Promise<RsvpRow | null> {
  const same = samePerson(
    { nameKey: rsvpNameKey, mobile: eventRsvps.mobile, email: eventRsvps.email },
    person,
  );
  if (!same) return null;
  const [row] = await tx
    .select({ id: eventRsvps.id })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), same))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
    .limit(1)
    .for('update');
  return row ? findRsvp(tx, row.id) : null;
}

/**
 * An RSVP to the event, not cancelled, that has this e-mail or mobile (issue 35: one RSVP per contact per event,
 * whatever name a form gives); the oldest when several do; locked.
 */
export async function findRsvpByContact(
  tx: Executor,
  eventId: string,
  contact: { mobile: string | null; email: string | null },
): Promise<RsvpRow | null> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(sql`lower(${eventRsvps.email}) = lower(${contact.email})`);
  if (contact.mobile) matches.push(eq(eventRsvps.mobile, contact.mobile));
  if (matches.length === 0) return null;
  const [row] = await tx
    .select({ id: eventRsvps.id })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), sql`${eventRsvps.status} <> 'cancelled'`, or(...matches)))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
    .limit(1)
    .for('update');
  return row ? findRsvp(tx, row.id) : null;
}

/** Public RSVPs to the event from one address (its `address_key`) that are not cancelled. */
export async function countRsvpsFromAddress(
  tx: Executor,
  eventId: string,
  addressKey: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.addressKey, addressKey),
        sql`${eventRsvps.status} <> 'cancelled'`,
      ),
    );
  return row?.n ?? 0;
}

export type NewRsvpRow = Omit<typeof eventRsvps.$inferInsert, 'id' | 'searchText'>;

export async function insertRsvp(tx: Executor, values: NewRsvpRow): Promise<string> {
  const [row] = await tx.insert(eventRsvps).values(values).returning({ id: eventRsvps.id });
  await tx.update(eventRsvps).set({ searchText: rsvpSearchText }).where(eq(eventRsvps.id, row!.id));
  return row!.id;
}

export async function updateRsvp(tx: Executor, id: string, values: Partial<NewRsvpRow>): Promise<void> {
  await tx
    .update(eventRsvps)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventRsvps.id, id));
  await tx.update(eventRsvps).set({ searchText: rsvpSearchText }).where(eq(eventRsvps.id, id));
}

/** The event's waitlisted RSVPs in order of creation (first come, first moved up). */
export function listWaitlisted(tx: Executor, eventId: string) {
  return tx
    .select({ id: eventRsvps.id, partySize: eventRsvps.partySize, source: eventRsvps.source })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id));
}

/** Place on the waiting list (1 = next) of a waitlisted RSVP. */
export async function waitlistPositionOf(
  db: Executor,
  row: { id: string; eventId: string; createdAt: Date },
) {
  const [found] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, row.eventId),
        eq(eventRsvps.status, 'waitlisted'),
        or(
          lt(eventRsvps.createdAt, row.createdAt),
          and(eq(eventRsvps.createdAt, row.createdAt), lt(eventRsvps.id, row.id)),
        ),
      ),
    );
  return Number(found?.ahead ?? 0) + 1;
}

export interface RsvpFilter {
  status?: RsvpStatus;
  q?: string;
  soulWinnerId?: string;
  firstTime?: boolean;
}

function filterConditions(eventId: string, filter: RsvpFilter): (SQL | undefined)[] {
  return [
    eq(eventRsvps.eventId, eventId),
    filter.status ? eq(eventRsvps.status, filter.status) : undefined,
    filter.soulWinnerId ? eq(eventRsvps.invitedBy, filter.soulWinnerId) : undefined,
    filter.firstTime === undefined ? undefined : eq(eventRsvps.firstTime, filter.firstTime),
    filter.q
      ? sql`${eventRsvps.searchText} like '%' || lower(congregate_unaccent(${likeEscape(filter.q)})) || '%'`
      : undefined,
  ];
}

/** An event's RSVPs newest first by (created_at, id); the cursor `[created_at to the microsecond, id]`. */
export const rsvpKeys = keyset({
  direction: 'desc',
  parts: [
    { column: eventRsvps.createdAt, kind: 'timestamptz' },
    { column: eventRsvps.id, kind: 'uuid' },
  ],
});

/** An event's RSVPs matching the filter, newest first after the cursor's (created_at, id); and how many match. */
export async function listRsvps(
  db: Executor,
  eventId: string,
  filter: RsvpFilter,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<{ rows: RsvpRow[]; total: number }> {
  const conditions = filterConditions(eventId, filter);
  const rows = await selectRsvps(db)
    .where(and(...conditions, rsvpKeys.after(after && [after.createdAt, after.id])))
    .orderBy(...rsvpKeys.orderBy())
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(and(...conditions));
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every RSVP of the event, oldest first (the CSV export). */
export function listAllRsvps(db: Executor, eventId: string): Promise<RsvpRow[]> {
  return selectRsvps(db)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id));
}

/** A member as RSVP rules need them: locale, flock, whether endorsed, their account and name. */
export async function findMemberForRsvps(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      localeId: members.currentLocaleId,
      flockId: members.flockId,
      endorsed: members.endorsed,
      userId: members.userId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** The locales of these flocks (where an usher's flocks are). */
export async function localesOfFlocks(db: Executor, flockIds: string[]): Promise<string[]> {
  if (flockIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ localeId: flocks.localeId })
    .from(flocks)
    .where(inArray(flocks.id, flockIds));
  return rows.map((r) => r.localeId);
}

const live = sql`${eventRsvps.status} <> 'cancelled'`;
const attended = sql`${eventRsvps.status} = 'attended'`;

/** The event's counts (see `rsvpCountsSchema`): cancelled RSVPs count only as `cancelled`. */
export async function countRsvps(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      rsvps: sql<number>`count(*) filter (where ${live})::int`,
      people: sql<number>`coalesce(sum(${eventRsvps.partySize}) filter (where ${live}), 0)::int`,
      registered: sql<number>`count(*) filter (where ${eventRsvps.status} = 'registered')::int`,
      confirmed: sql<number>`count(*) filter (where ${eventRsvps.status} = 'confirmed')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRsvps.status} = 'waitlisted')::int`,
      cancelled: sql<number>`count(*) filter (where ${eventRsvps.status} = 'cancelled')::int`,
      arrived: sql<number>`count(*) filter (where ${attended})::int`,
      arrivedPeople: sql<number>`coalesce(sum(${eventRsvps.partySize}) filter (where ${attended}), 0)::int`,
      walkIns: sql<number>`count(*) filter (where ${live} and ${eventRsvps.source} = 'walk-in')::int`,
      firstTimers: sql<number>`count(*) filter (where ${live} and ${eventRsvps.firstTime})::int`,
      firstTimersArrived: sql<number>`count(*) filter (where ${attended} and ${eventRsvps.firstTime})::int`,
      seatsTaken: sql<number>`coalesce(sum(${eventRsvps.partySize})
        filter (where ${eventRsvps.status} in ('registered', 'confirmed', 'attended')), 0)::int`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId));
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as Record<
    keyof NonNullable<typeof row>,
    number
  >;
}

/** RSVPs (not cancelled) and arrivals per soul winner, with the soul winner's flock. */
export function countBySoulWinner(db: Executor, eventId: string) {
  return db
    .select({
      memberId: soulWinners.id,
      displayName: sql<string>`${soulWinners.firstName} || ' ' || ${soulWinners.lastName}`,
      flockId: winnerFlocks.id,
      flockName: winnerFlocks.name,
      rsvps: sql<number>`count(*)::int`,
      arrived: sql<number>`count(*) filter (where ${attended})::int`,
    })
    .from(eventRsvps)
    .innerJoin(soulWinners, eq(soulWinners.id, eventRsvps.invitedBy))
    .leftJoin(winnerFlocks, eq(winnerFlocks.id, soulWinners.flockId))
    .where(and(eq(eventRsvps.eventId, eventId), live))
    .groupBy(soulWinners.id, soulWinners.firstName, soulWinners.lastName, winnerFlocks.id, winnerFlocks.name);
}

/** RSVPs (not cancelled) and arrivals per flock of the soul winner (null: no soul winner, or one without a flock). */
export function countByFlock(db: Executor, eventId: string) {
  return db
    .select({
      flockId: winnerFlocks.id,
      flockName: winnerFlocks.name,
      rsvps: sql<number>`count(*)::int`,
      arrived: sql<number>`count(*) filter (where ${attended})::int`,
    })
    .from(eventRsvps)
    .leftJoin(soulWinners, eq(soulWinners.id, eventRsvps.invitedBy))
    .leftJoin(winnerFlocks, eq(winnerFlocks.id, soulWinners.flockId))
    .where(and(eq(eventRsvps.eventId, eventId), live))
    .groupBy(winnerFlocks.id, winnerFlocks.name)
    .orderBy(desc(sql`count(*)`), asc(winnerFlocks.name));
}

/** The last guests admitted, newest first. */
export function listRecentArrivals(db: Executor, eventId: string, limit: number) {
  return db
    .select({
      rsvpId: eventRsvps.id,
      firstName: eventRsvps.firstName,
      lastName: eventRsvps.lastName,
      partySize: eventRsvps.partySize,
      firstTime: eventRsvps.firstTime,
      arrivedAt: eventRsvps.arrivedAt,
    })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), attended, isNotNull(eventRsvps.arrivedAt)))
    .orderBy(desc(eventRsvps.arrivedAt), desc(eventRsvps.id))
    .limit(limit);
}
