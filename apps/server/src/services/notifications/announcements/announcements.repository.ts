import { sql, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { keyset } from '../../../lib/keyset.ts';

/** An announcement with its audience's and writer's names, as the answers need it. */
export interface AnnouncementRow {
  id: string;
  localeId: string;
  districtId: string | null;
  audience: AnnouncementAudience;
  audienceRef: string | null;
  audienceName: string | null;
  title: string;
  body: string;
  sendAt: Date | string;
  /** `sendAt` to the microsecond, for the list's cursor. */
  sendAtKey: string;
  sentAt: Date | string | null;
  recipients: number | string | null;
  cancelledAt: Date | string | null;
  createdByName: string | null;
  createdByUserId: string | null;
  createdAt: Date | string;
}

/** Who an announcement goes to: its locale, the audience kind and the flock's or group's id or cluster's name. */
export interface AudienceTarget {
  localeId: string;
  audience: AnnouncementAudience;
  audienceRef: string | null;
}

const selectAnnouncements = sql`select a.id, a.locale_id as "localeId", l.district_id as "districtId",
    a.audience, a.audience_ref as "audienceRef",
    case a.audience when 'locale' then l.name when 'cluster' then a.audience_ref
      when 'flock' then f.name when 'group' then g.name end as "audienceName",
    a.title, a.body, a.send_at as "sendAt",
    to_char(a.send_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sendAtKey", a.sent_at as "sentAt", a.recipients,
    a.cancelled_at as "cancelledAt", a.created_by as "createdByUserId",
    coalesce(nullif(btrim(coalesce(w.first_name, '') || ' ' || coalesce(w.last_name, '')), ''), u.email)
      as "createdByName",
    a.created_at as "createdAt"
  from announcements a
  join locales l on l.id = a.locale_id
  left join flocks f on a.audience = 'flock' and f.id::text = a.audience_ref
  left join church_groups g on a.audience = 'group' and g.id::text = a.audience_ref
  left join users u on u.id = a.created_by
  left join members w on w.user_id = a.created_by`;

/**
 * Whether the audience exists in the locale: a flock (not archived) or group (not archived) of it, or a
 * cluster one of its flocks is in. The whole locale always does.
 */
export async function audienceExists(db: Executor, target: AudienceTarget): Promise<boolean> {
  const { localeId, audience, audienceRef } = target;
  if (audience === 'locale') return true;
  const query =
    audience === 'cluster'
      ? sql`select 1 from flocks where locale_id = ${localeId} and cluster = ${audienceRef} and archived_at is null`
      : audience === 'flock'
        ? sql`select 1 from flocks where locale_id = ${localeId} and id = ${audienceRef}::uuid and archived_at is null`
        : sql`select 1 from church_groups where locale_id = ${localeId} and id = ${audienceRef}::uuid
            and archived_at is null`;
  return (await queryRows(db, sql`${query} limit 1`)).length > 0;
}

/**
 * THE audience rule (the form's count and the sending use it): the accounts (not disabled) of endorsed members
 * whose current locale is the locale and who are in the audience now — all of them, those of the cluster's
 * flocks, the flock's, or the group's members — and for a flock or cluster also the flocks' leaders and
 * assistants. One row per account.
 */
function audienceUsers(target: AudienceTarget): SQL {
  const { localeId, audience, audienceRef } = target;
  const flockIds =
    audience === 'cluster'
      ? sql`select id from flocks where locale_id = ${localeId} and cluster = ${audienceRef} and archived_at is null`
      : sql`select id from flocks where locale_id = ${localeId} and id = ${audienceRef}::uuid`;
  const inAudience =
    audience === 'locale'
      ? sql`true`
      : audience === 'group'
        ? sql`exists (select 1 from church_group_members gm where gm.group_id = ${audienceRef}::uuid
            and gm.member_id = m.id)`
        : sql`m.flock_id in (${flockIds})`;
  const members = sql`select m.user_id from members m join users u on u.id = m.user_id and u.disabled_at is null
    where m.current_locale_id = ${localeId} and m.endorsed and ${inAudience}`;
  if (audience !== 'cluster' && audience !== 'flock') return members;
  return sql`${members}
    union
    select r.user_id from role_assignments r
      join users u on u.id = r.user_id and u.disabled_at is null
      join members m on m.user_id = r.user_id and m.endorsed
    where r.role = 'flock_leader' and r.scope_type = 'flock' and r.scope_id in (${flockIds})`;
}

export async function countAudience(db: Executor, target: AudienceTarget): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${audienceUsers(target)}) x`,
  );
  return Number(row?.n ?? 0);
}

/** The audience's accounts after `afterUserId` (by id), `limit` at a time: the sending walks them in chunks. */
export async function audienceChunk(
  db: Executor,
  target: AudienceTarget,
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ userId: string }>(
    db,
    sql`select user_id::text as "userId" from (${audienceUsers(target)}) x
      where ${afterUserId === null ? sql`true` : sql`user_id > ${afterUserId}::uuid`}
      order by user_id limit ${limit}`,
  );
  return rows.map((r) => r.userId);
}

export async function insertAnnouncement(
  db: Executor,
  values: AudienceTarget & { title: string; body: string; sendAt: Date | null; createdBy: string },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into announcements (locale_id, audience, audience_ref, title, body, send_at, created_by)
      values (${values.localeId}, ${values.audience}, ${values.audienceRef}, ${values.title}, ${values.body},
        ${values.sendAt === null ? sql`now()` : sql`${values.sendAt.toISOString()}::timestamptz`}, ${values.createdBy})
      returning id`,
  );
  return row!.id;
}

export async function findAnnouncement(db: Executor, id: string): Promise<AnnouncementRow | null> {
  const [row] = await queryRows<AnnouncementRow>(db, sql`${selectAnnouncements} where a.id = ${id}`);
  return row ?? null;
}

/** Whether the user holds a notice of this announcement (they received it). */
export async function receivedBy(db: Executor, id: string, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from notifications where user_id = ${userId} and kind = 'announcement.sent'
      and data->>'announcementId' = ${id} limit 1`,
  );
  return rows.length > 0;
}

/** Announcements latest send time first, then id; the cursor `[sendAt, id]`. */
export const announcementKeys = keyset({
  direction: 'desc',
  parts: [
    { column: sql.raw('a.send_at'), kind: 'timestamptz' },
    { column: sql.raw('a.id'), kind: 'uuid' },
  ],
});

/** A locale's announcements, latest send time first (then id), after the cursor's (sendAt, id). */
export async function listAnnouncements(
  db: Executor,
  filter: { localeId: string; after: [string, string] | null; limit: number },
): Promise<AnnouncementRow[]> {
  const after = announcementKeys.after(filter.after);
  return queryRows<AnnouncementRow>(
    db,
    sql`${selectAnnouncements} where a.locale_id = ${filter.localeId} ${after ? sql`and ${after}` : sql``}
      order by ${sql.join(announcementKeys.orderBy(), sql`, `)} limit ${filter.limit}`,
  );
}

/**
 * Claims an announcement for sending: sets `sent_at` only while it is due, unsent and not cancelled, so that of
 * two processes sending it at once one claims it (the other's update waits for the row and then matches
 * nothing). Answers its audience when this call claimed it.
 */
export async function claimForSending(db: Executor, id: string): Promise<AudienceTarget | null> {
  const [row] = await queryRows<AudienceTarget>(
    db,
    sql`update announcements set sent_at = now()
      where id = ${id} and sent_at is null and cancelled_at is null and send_at <= now()
      returning locale_id as "localeId", audience, audience_ref as "audienceRef"`,
  );
  return row ?? null;
}

export async function setRecipients(db: Executor, id: string, recipients: number): Promise<void> {
  await db.execute(sql`update announcements set recipients = ${recipients} where id = ${id}`);
}

/** Ids of announcements due and not sent (the minute sweep's work), oldest first. */
export async function findDue(db: Executor, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from announcements where sent_at is null and cancelled_at is null and send_at <= now()
      order by send_at limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Cancels a scheduled announcement; false when it was sent or cancelled meanwhile. */
export async function cancelScheduled(db: Executor, id: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update announcements set cancelled_at = now() where id = ${id} and sent_at is null and cancelled_at is null
      returning id`,
  );
  return rows.length > 0;
}
