import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CheckInMethod } from '@congregate/contracts';
import { queryNamed, type Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';
import { checkIns, flocks, locales, members } from '../../../db/schema/index.ts';
import type { GatheringRow } from '../gatherings/gatherings.service.ts';

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
}

/**
 * Records a check-in unless the member is already in for the gathering or the client id was used: one
 * statement, so two scans at once make one row (the unique indexes decide). Answers the row, or null.
 */
export async function insertCheckIn(db: Executor, row: NewCheckInRow): Promise<CheckInRecord | null> {
  const [made] = await db.insert(checkIns).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

type CheckInSqlRow = {
  id: string;
  gathering_id: string;
  member_id: string;
  locale_id: string;
  method: string;
  checked_in_at: string | Date;
  recorded_by: string | null;
  client_id: string | null;
  device_id: string | null;
};

const toRecord = (made: CheckInSqlRow): CheckInRecord => ({
  id: made.id,
  gatheringId: made.gathering_id,
  memberId: made.member_id,
  localeId: made.locale_id,
  method: made.method,
  checkedInAt: new Date(made.checked_in_at),
  recordedBy: made.recorded_by,
  clientId: made.client_id,
  deviceId: made.device_id,
});

/**
 * `insertCheckIn` for a check-in nobody audits (a kiosk scan, a member's own), leaving the read caches alone:
 * no cached read depends on check-ins but the profile's `myAttendance` flag, which turns true on a member's
 * first check-in ever and may show it up to READ_CACHE_TTL_MS late. Without this, every scan on a Sunday
 * would empty the session cache that every other request reads.
 */
export async function insertCheckInKeepingCaches(
  db: Executor,
  row: NewCheckInRow,
): Promise<CheckInRecord | null> {
  const [made] = await queryNamed<CheckInSqlRow>(
    db,
    'events_checkin_insert',
    sql`${sql.raw(KEEPS_CACHES)} insert into check_ins
      (gathering_id, member_id, locale_id, method, checked_in_at, recorded_by, client_id, device_id)
      values (${row.gatheringId}, ${row.memberId}, ${row.localeId}, ${row.method}, ${row.checkedInAt.toISOString()}::timestamptz,
              ${row.recordedBy}, ${row.clientId}, ${row.deviceId})
      on conflict do nothing
      returning id, gathering_id, member_id, locale_id, method, checked_in_at, recorded_by, client_id, device_id`,
  );
  return made ? toRecord(made) : null;
}


/** What one statement of the kiosk's check-in found and did. */
export interface OpenGatheringCheckIn {
  /** The member, as `findMember` reads them; null when unknown. */
  member: CheckInMemberRow | null;
  /** The gathering open at the locale then (as `findOpenAt` picks it); null when none is. */
  gathering: GatheringRow | null;
  /** The check-in written, or null (refused, already in, or the clientId was used). */
  made: CheckInRecord | null;
  /** The member's check-in at that gathering as the statement found it before writing; null when none. */
  existing: CheckInRecord | null;
}

const checkInColumns = (alias: string, prefix: string) =>
  sql.raw(
    ['id', 'gathering_id', 'member_id', 'locale_id', 'method', 'checked_in_at', 'recorded_by', 'client_id', 'device_id']
      .map((c) => `${alias}.${c} as ${prefix}${c}`)
      .join(', '),
  );

type PrefixedRow = Record<string, unknown>;
const unprefixed = (row: PrefixedRow, prefix: string) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );

/**
 * A kiosk's check-in in one statement (one round trip on the hottest write): reads the member and the gathering
 * open at the locale at `at` (the rule of `findOpenAt`), and inserts the check-in when the member may be checked
 * in — endorsed, and holding card `cardVersion` (a scanned card) or belonging to `memberLocaleId` (a name picked
 * at the kiosk). The caller re-checks the member it gets back with the same rules, to answer the refusal. As
 * `insertCheckInKeepingCaches`, it leaves the read caches alone.
 */
export async function checkInAtOpenGathering(
  db: Executor,
  request: {
    memberId: string;
    localeId: string;
    at: Date;
    guard: { cardVersion: number } | { memberLocaleId: string };
    method: CheckInMethod;
    recordedBy: string;
    clientId: string;
    deviceId: string | null;
  },
): Promise<OpenGatheringCheckIn> {
  const iso = request.at.toISOString();
  const cardVersion = 'cardVersion' in request.guard ? request.guard.cardVersion : null;
  const memberLocaleId = 'memberLocaleId' in request.guard ? request.guard.memberLocaleId : null;
  const [row] = await queryNamed<PrefixedRow>(
    db,
    'events_checkin_at_open_gathering',
    sql`${sql.raw(KEEPS_CACHES)} with m as (
          select m.id, m.custom_id, m.first_name, m.last_name, m.salutation, m.photo, m.current_locale_id,
                 l.district_id, m.flock_id, m.endorsed, m.card_version
            from members m join locales l on l.id = m.current_locale_id
           where m.id = ${request.memberId}
        ), g as (
          select g.id, g.locale_id, l.district_id, g.name, g.starts_at,
                 coalesce(g.ends_at, g.starts_at + interval '2 hours') as ends_at,
                 l.check_in_opens_minutes, g.schedule_slot, g.cancelled_at
            from gatherings g join locales l on l.id = g.locale_id
           where g.locale_id = ${request.localeId} and g.cancelled_at is null
             and g.starts_at - make_interval(mins => l.check_in_opens_minutes) <= ${iso}::timestamptz
             and coalesce(g.ends_at, g.starts_at + interval '2 hours') > ${iso}::timestamptz
             and g.starts_at > ${iso}::timestamptz - interval '2 days'
             and g.starts_at < ${iso}::timestamptz + interval '13 hours'
           order by abs(extract(epoch from g.starts_at - ${iso}::timestamptz)), g.starts_at
           limit 1
        ), ins as (
          insert into check_ins
            (gathering_id, member_id, locale_id, method, checked_in_at, recorded_by, client_id, device_id)
          select g.id, m.id, g.locale_id, ${request.method}, ${iso}::timestamptz, ${request.recordedBy},
                 ${request.clientId}, ${request.deviceId}
            from m, g
           where m.endorsed
             and (${cardVersion}::int is null or m.card_version = ${cardVersion}::int)
             and (${memberLocaleId}::uuid is null or m.current_locale_id = ${memberLocaleId}::uuid)
          on conflict do nothing
          returning *
        ), prior as (
          select c.* from check_ins c join m on c.member_id = m.id join g on c.gathering_id = g.id
        )
        select m.id as m_id, m.custom_id as "m_customId", m.first_name as "m_firstName",
               m.last_name as "m_lastName", m.salutation as m_salutation, m.photo as m_photo,
               m.current_locale_id as "m_localeId", m.district_id as "m_districtId", m.flock_id as "m_flockId",
               m.endorsed as m_endorsed, m.card_version as "m_cardVersion",
               g.id as g_id, g.locale_id as "g_localeId", g.district_id as "g_districtId", g.name as g_title,
               g.starts_at as "g_startsAt", g.ends_at as "g_endsAt", g.check_in_opens_minutes as "g_opensMinutes",
               g.schedule_slot as "g_scheduleSlot", g.cancelled_at as "g_cancelledAt",
               ${checkInColumns('ins', 'i_')}, ${checkInColumns('prior', 'p_')}
          from (select 1) one
          left join m on true left join g on true left join ins on true left join prior on true`,
  );
  const member = row?.m_id ? (unprefixed(row, 'm_') as unknown as CheckInMemberRow) : null;
  const g = row?.g_id ? unprefixed(row, 'g_') : null;
  return {
    member,
    gathering: g
      ? {
          ...(g as unknown as GatheringRow),
          startsAt: new Date(g.startsAt as string | Date),
          endsAt: new Date(g.endsAt as string | Date),
          cancelledAt: g.cancelledAt ? new Date(g.cancelledAt as string | Date) : null,
        }
      : null,
    made: row?.i_id ? toRecord(unprefixed(row, 'i_') as unknown as CheckInSqlRow) : null,
    existing: row?.p_id ? toRecord(unprefixed(row, 'p_') as unknown as CheckInSqlRow) : null,
  };
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
}

function listWhere(filter: CheckInListFilter): SQL | undefined {
  const pattern = filter.q
    ? sql`'%' || lower(congregate_unaccent(${likeEscape(filter.q)})) || '%'`
    : undefined;
  return and(
    eq(checkIns.gatheringId, filter.gatheringId),
    filter.flockIds ? inArray(members.flockId, filter.flockIds) : undefined,
    pattern
      ? sql`congregate_member_search_text(${members.firstName}, ${members.lastName}, null, ${members.customId}, null) like ${pattern}`
      : undefined,
  );
}

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
    .where(
      and(
        listWhere(filter),
        after
          ? sql`(${checkIns.checkedInAt}, ${checkIns.id}) > (${after.checkedInAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(checkIns.checkedInAt), asc(checkIns.id))
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
