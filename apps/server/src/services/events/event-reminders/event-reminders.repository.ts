import { sql } from 'drizzle-orm';
import { topicOfKind, type NoticeWords } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';

export interface DueEvent {
  id: string;
  title: string;
  starts_at: Date | string;
  venue: string | null;
  locale_id: string;
  locale_name: string;
  time_zone: string;
}

/**
 * Events (not cancelled) starting tomorrow on their locale's clock, in the locales where it is `fromHour`
 * o'clock or later at `now`.
 */
export async function eventsStartingTomorrow(db: Executor, now: Date, fromHour: number) {
  const at = now.toISOString();
  return queryRows<DueEvent>(
    db,
    sql`select e.id, e.title, e.starts_at, e.venue, e.locale_id, l.name as locale_name, l.time_zone
        from church_events e
        join locales l on l.id = e.locale_id
        where e.cancelled_at is null
          and (e.starts_at at time zone l.time_zone)::date
            = (cast(${at} as timestamptz) at time zone l.time_zone)::date + 1
          and extract(hour from cast(${at} as timestamptz) at time zone l.time_zone) >= ${fromHour}
        order by e.starts_at, e.id`,
  );
}

/**
 * One `event.reminder` notice per endorsed member of the event's locale with an account, in one statement
 * (a locale may have thousands): the same row `lib/notifications.ts` `notify` writes — topic from the kind,
 * `in_app` from the person's choice (shown unless they turned the topic's in-app channel off) — and the
 * dedupe key makes a second run write nothing. Answers how many were written.
 */
export async function insertMemberReminders(
  db: Executor,
  event: { id: string; localeId: string; message: string; words: NoticeWords },
): Promise<number> {
  const kind = 'event.reminder';
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, kind, topic, in_app, message, link, data, dedupe_key)
        select m.user_id, ${kind}, ${topicOfKind(kind)}, coalesce(p.in_app, true), ${event.message},
               '/invitation/' || ${event.id} || '/' || m.id,
               jsonb_build_object('eventId', ${event.id}::text, 'words', ${JSON.stringify(event.words)}::jsonb),
               ${`event-reminder:${event.id}`}
        from members m
        left join notification_preferences p on p.user_id = m.user_id and p.topic = ${topicOfKind(kind)}
        where m.current_locale_id = ${event.localeId} and m.endorsed and m.user_id is not null
        on conflict (user_id, dedupe_key) do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * The event's RSVPs that hold a seat and gave an e-mail, except guests whose e-mail is an account's (the
 * app reminds those as members).
 */
export async function guestsToRemind(db: Executor, eventId: string) {
  return queryRows<{
    id: string;
    event_id: string;
    first_name: string;
    email: string;
    party_size: number;
    code_version: number;
    invited_by: string | null;
  }>(
    db,
    sql`select r.id, r.event_id, r.first_name, r.email, r.party_size, r.code_version, r.invited_by
        from event_rsvps r
        where r.event_id = ${eventId} and r.status in ('registered', 'confirmed') and r.email is not null
          and not exists (select 1 from users u where lower(u.email) = lower(r.email))
        order by r.created_at, r.id`,
  );
}
