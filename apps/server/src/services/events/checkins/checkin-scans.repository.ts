import { sql } from 'drizzle-orm';
import type { CheckInMethod } from '@congregate/contracts';
import { queryNamed, type Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';
import type { CheckInMemberRow, CheckInRecord, NewCheckInRow } from './checkins.repository.ts';

/* The unaudited writes of kiosk scans and members' own check-ins, in raw statements that leave the read caches alone. */

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
  face_score: number | null;
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
  faceScore: made.face_score,
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
      (gathering_id, member_id, locale_id, method, checked_in_at, recorded_by, client_id, device_id, face_score)
      values (${row.gatheringId}, ${row.memberId}, ${row.localeId}, ${row.method}, ${row.checkedInAt.toISOString()}::timestamptz,
              ${row.recordedBy}, ${row.clientId}, ${row.deviceId}, ${row.faceScore ?? null}::real)
      on conflict do nothing
      returning id, gathering_id, member_id, locale_id, method, checked_in_at, recorded_by, client_id, device_id,
                face_score`,
  );
  return made ? toRecord(made) : null;
}

/** What one statement of the kiosk's check-in found and did. */
export interface OpenGatheringCheckIn {
  /** The member, as `findMember` reads them; null when unknown. */
  member: CheckInMemberRow | null;
  /** The gathering open at the locale then (as `findOpenAt` picks it); null when none is. */
  gatheringId: string | null;
  /** The check-in written, or null (refused, already in, or the clientId was used). */
  made: CheckInRecord | null;
  /** The member's check-in at that gathering as the statement found it before writing; null when none. */
  existing: CheckInRecord | null;
}

interface OpenGatheringSqlRow extends Partial<CheckInSqlRow> {
  n: number;
  written: boolean | null;
  m_id: string | null;
  m_custom_id: string;
  m_first_name: string;
  m_last_name: string;
  m_salutation: string | null;
  m_photo: string | null;
  m_locale_id: string;
  m_district_id: string | null;
  m_flock_id: string | null;
  m_endorsed: boolean;
  m_card_version: number;
  g_id: string | null;
}

/** A kiosk's check-in at the gathering open at its locale at `at`. */
export interface OpenGatheringCheckInRequest {
  memberId: string;
  localeId: string;
  at: Date;
  /** Who may be checked in: the holder of card `cardVersion` (a scan), or a member of `memberLocaleId` (a name picked). */
  guard: { cardVersion: number } | { memberLocaleId: string };
  method: CheckInMethod;
  recordedBy: string;
  clientId: string;
  deviceId: string | null;
  /** A face check-in's similarity score; null otherwise. */
  faceScore: number | null;
}

/**
 * Kiosks' check-ins, several in one statement (one round trip and one commit for all the scans arriving at once):
 * for each, reads the member and the gathering open at the locale at `at` (the rule of `findOpenAt`), and inserts
 * the check-in when the member may be checked in — endorsed, and holding card `cardVersion` or belonging to
 * `memberLocaleId`. The caller re-checks each member it gets back with the same rules, to answer the refusal. As
 * `insertCheckInKeepingCaches`, it leaves the read caches alone. Answers in the order asked.
 */
export async function checkInsAtOpenGatherings(
  db: Executor,
  requests: OpenGatheringCheckInRequest[],
): Promise<OpenGatheringCheckIn[]> {
  // One array parameter a column (`sql.param`: a bare array would be spread into a list of parameters).
  const column = <T>(pick: (r: OpenGatheringCheckInRequest, i: number) => T) => sql.param(requests.map(pick));
  const rows = await queryNamed<OpenGatheringSqlRow>(
    db,
    'events_checkins_at_open_gathering',
    sql`${sql.raw(KEEPS_CACHES)} with r as (
          select * from unnest(${column((_, i) => i)}::int[], ${column((r) => r.memberId)}::uuid[],
                               ${column((r) => r.localeId)}::uuid[], ${column((r) => r.at.toISOString())}::timestamptz[],
                               ${column((r) => ('cardVersion' in r.guard ? r.guard.cardVersion : null))}::int[],
                               ${column((r) => ('memberLocaleId' in r.guard ? r.guard.memberLocaleId : null))}::uuid[],
                               ${column((r) => r.method)}::text[], ${column((r) => r.recordedBy)}::uuid[],
                               ${column((r) => r.clientId)}::uuid[], ${column((r) => r.deviceId)}::text[],
                               ${column((r) => r.faceScore)}::real[])
            as r(n, member_id, locale_id, at, card_version, member_locale_id, method, recorded_by, client_id, device_id,
                 face_score)
        ), m as (
          select r.n, m.id, m.custom_id, m.first_name, m.last_name, m.salutation, m.photo, m.current_locale_id,
                 l.district_id, m.flock_id, m.endorsed, m.card_version
            from r join members m on m.id = r.member_id join locales l on l.id = m.current_locale_id
        ), g as (
          select r.n, o.id, o.locale_id
            from r cross join lateral (
              select g.id, g.locale_id
                from gatherings g join locales l on l.id = g.locale_id
               where g.locale_id = r.locale_id and g.cancelled_at is null
                 and g.starts_at - make_interval(mins => l.check_in_opens_minutes) <= r.at
                 and coalesce(g.ends_at, g.starts_at + interval '2 hours') > r.at
                 and g.starts_at > r.at - interval '2 days'
                 and g.starts_at < r.at + interval '13 hours'
               order by abs(extract(epoch from g.starts_at - r.at)), g.starts_at
               limit 1) o
        ), ins as (
          insert into check_ins
            (gathering_id, member_id, locale_id, method, checked_in_at, recorded_by, client_id, device_id, face_score)
          select g.id, m.id, g.locale_id, r.method, r.at, r.recorded_by, r.client_id, r.device_id, r.face_score
            from r join m on m.n = r.n join g on g.n = r.n
           where m.endorsed
             and (r.card_version is null or m.card_version = r.card_version)
             and (r.member_locale_id is null or m.current_locale_id = r.member_locale_id)
           -- One order for every statement: concurrent ones wait on each other's rows instead of deadlocking.
           order by g.id, m.id, r.client_id
          on conflict do nothing
          returning *
        )
        select r.n, m.id as m_id, m.custom_id as m_custom_id, m.first_name as m_first_name,
               m.last_name as m_last_name, m.salutation as m_salutation, m.photo as m_photo,
               m.current_locale_id as m_locale_id, m.district_id as m_district_id, m.flock_id as m_flock_id,
               m.endorsed as m_endorsed, m.card_version as m_card_version, g.id as g_id,
               c.id, c.gathering_id, c.member_id, c.locale_id, c.method, c.checked_in_at, c.recorded_by,
               c.client_id, c.device_id, c.face_score, c.written
          from r left join m on m.n = r.n left join g on g.n = r.n
          left join lateral (
            -- The row written (for whichever scan of the member wrote it), else the one there before.
            select ins.*, true as written from ins where ins.member_id = m.id and ins.gathering_id = g.id
            union all
            select e.*, false from check_ins e where e.member_id = m.id and e.gathering_id = g.id
            limit 1) c on true`,
  );
  const answers: OpenGatheringCheckIn[] = requests.map(() => ({
    member: null,
    gatheringId: null,
    made: null,
    existing: null,
  }));
  for (const row of rows) {
    const member: CheckInMemberRow | null = row.m_id
      ? {
          id: row.m_id,
          customId: row.m_custom_id,
          firstName: row.m_first_name,
          lastName: row.m_last_name,
          salutation: row.m_salutation,
          photo: row.m_photo,
          localeId: row.m_locale_id,
          districtId: row.m_district_id,
          flockId: row.m_flock_id,
          endorsed: row.m_endorsed,
          cardVersion: row.m_card_version,
        }
      : null;
    const checkIn = row.id ? toRecord(row as CheckInSqlRow) : null;
    // Written for another scan of the same member in this statement (another clientId): already in, for this one.
    const mine = checkIn !== null && row.written === true && checkIn.clientId === requests[row.n]!.clientId;
    answers[row.n] = {
      member,
      gatheringId: row.g_id,
      made: mine ? checkIn : null,
      existing: mine ? null : checkIn,
    };
  }
  return answers;
}
