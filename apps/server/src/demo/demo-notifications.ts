import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/executor.ts';
import { notify, type Notice } from '../lib/notifications.ts';
import { insertAnnouncement } from '../services/notifications/announcements/announcements.repository.ts';
import { sendAnnouncementIn } from '../services/notifications/announcements/announcements.service.ts';

/** The announcement the secretary sent to the first locale two days ago. */
export const DEMO_SENT_ANNOUNCEMENT = 'Thanksgiving Sunday potluck';
/** The one scheduled for next week, to the demo flock. */
export const DEMO_SCHEDULED_ANNOUNCEMENT = 'Flock fellowship night';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A demo notice: written with `notify` like a real one, then dated (and read when it is an old one). */
interface DemoNotice extends Notice {
  key: string;
  ageMs: number;
  read: boolean;
}

/**
 * The demo's notifications (issue 16): the secretary's announcement to the first locale (sent two days ago,
 * with its notices to the locale's members with accounts), one scheduled for next week to the demo flock (the
 * minute sweep sends it then), and a handful of notices for the demo member, leader and secretary — an award,
 * an RSVP from the member's invitation, a join request and the week's celebrants for the leader, a transfer
 * waiting for the secretary — linked to real demo pages, the older ones read. Every notice is marked delivered,
 * so a fresh demo e-mails no one.
 */
export async function seedDemoNotifications(
  tx: Executor,
  now: Date,
  options: {
    firstLocaleId: string;
    demoFlockName: string;
    secretaryUserId: string;
    leaderUserId: string;
    adminUserId: string;
    demoMemberEmail: string;
  },
): Promise<{ announcements: number; notices: number }> {
  const { firstLocaleId, secretaryUserId, leaderUserId } = options;
  const [member] = await queryRows<{ id: string; userId: string }>(
    tx,
    sql`select id, user_id as "userId" from members where email = ${options.demoMemberEmail}`,
  );
  const [flock] = await queryRows<{ id: string }>(
    tx,
    sql`select id from flocks where locale_id = ${firstLocaleId} and name = ${options.demoFlockName}`,
  );
  if (!member || !flock) throw new Error('demo notifications: the demo member and flock must exist');

  // The sent announcement: written two days ago, sent at once, its notices dated then.
  const sentAt = new Date(now.getTime() - 2 * DAY_MS);
  const sentId = await insertAnnouncement(tx, {
    localeId: firstLocaleId,
    audience: 'locale',
    audienceRef: null,
    title: DEMO_SENT_ANNOUNCEMENT,
    body:
      'This Sunday after the morning service we give thanks together over lunch in the fellowship hall.\n\n' +
      'Bring a dish to share; rice and drinks are provided. Tell your flock leader if you can help set up.',
    sendAt: sentAt,
    createdBy: secretaryUserId,
  });
  await sendAnnouncementIn(tx, sentId);
  await tx.execute(sql`update announcements set sent_at = send_at, created_at = send_at - interval '10 minutes'
    where id = ${sentId}`);
  await tx.execute(sql`update notifications set created_at = ${sentAt.toISOString()}::timestamptz
    where kind = 'announcement.sent' and data->>'announcementId' = ${sentId}`);

  await insertAnnouncement(tx, {
    localeId: firstLocaleId,
    audience: 'flock',
    audienceRef: flock.id,
    title: DEMO_SCHEDULED_ANNOUNCEMENT,
    body: 'Join us next Friday at 7 PM at the Bautista home for songs, stories and merienda. Bring a friend!',
    sendAt: new Date(now.getTime() + 7 * DAY_MS),
    createdBy: secretaryUserId,
  });

  const [award] = await queryRows<{ id: string; title: string | null }>(
    tx,
    sql`select id, title from awards where member_id = ${member.id} and kind = 'manual' limit 1`,
  );
  const [rsvp] = await queryRows<{
    pepId: string;
    guest: string;
    event: string;
    eventId: string;
    rsvpId: string;
  }>(
    tx,
    sql`select r.pep_id as "pepId", r.first_name || ' ' || r.last_name as guest, e.title as event,
        e.id as "eventId", r.id as "rsvpId"
      from event_rsvps r join church_events e on e.id = r.event_id
      where r.invited_by = ${member.id} and r.pep_id is not null order by r.created_at desc limit 1`,
  );
  const [joiner] = await queryRows<{ name: string; id: string }>(
    tx,
    sql`select m.first_name || ' ' || m.last_name as name, j.id from join_requests j join members m on m.id = j.member_id
      where j.flock_id = ${flock.id} and j.status = 'pending' limit 1`,
  );
  const transfer = await makeDemoTransfer(tx, firstLocaleId, options.adminUserId);

  const notices: DemoNotice[] = [
    ...(award
      ? [
          {
            key: 'member-award',
            userId: member.userId,
            kind: 'award.given' as const,
            message: `You received an award: ${award.title ?? 'an award'}`,
            link: `/flock-awards?localeId=${firstLocaleId}&certificate=${award.id}`,
            data: { awardId: award.id, title: award.title, recipientType: 'member' },
            ageMs: 6 * DAY_MS,
            read: true,
          },
        ]
      : []),
    ...(rsvp
      ? [
          {
            key: 'member-rsvp',
            userId: member.userId,
            kind: 'rsvp.new' as const,
            message: `${rsvp.guest} RSVP’d to ${rsvp.event} from your invitation.`,
            link: `/pep/${rsvp.pepId}`,
            data: { eventId: rsvp.eventId, rsvpId: rsvp.rsvpId, pepId: rsvp.pepId },
            ageMs: 5 * HOUR_MS,
            read: false,
          },
        ]
      : []),
    ...(joiner
      ? [
          {
            key: 'leader-join',
            userId: leaderUserId,
            kind: 'join.requested' as const,
            message: `${joiner.name} asked to join ${options.demoFlockName}.`,
            link: `/flock-page?flockId=${flock.id}`,
            data: { joinRequestId: joiner.id, flockId: flock.id },
            ageMs: 3 * HOUR_MS,
            read: false,
          },
        ]
      : []),
    {
      key: 'leader-celebrants',
      userId: leaderUserId,
      kind: 'celebrants.today',
      message: `${options.demoFlockName} has celebrants this week: send them a greeting.`,
      link: `/flock-member-celebrants?flockId=${flock.id}`,
      data: { flockId: flock.id },
      ageMs: 4 * DAY_MS,
      read: true,
    },
    ...(transfer
      ? [
          {
            key: 'secretary-transfer',
            localeId: firstLocaleId,
            kind: 'transfer.requested' as const,
            message: `A transfer of ${transfer.name} from ${transfer.fromName} to ${transfer.toName} waits for your answer.`,
            link: `/admin-page?locale=${firstLocaleId}`,
            data: { transferId: transfer.id, memberId: transfer.memberId },
            ageMs: 1 * DAY_MS,
            read: false,
          },
        ]
      : []),
  ];
  await notify(
    tx,
    notices.map(({ key, ageMs: _age, read: _read, ...notice }) => ({ ...notice, dedupeKey: `demo:${key}` })),
  );
  for (const n of notices) {
    const at = new Date(now.getTime() - n.ageMs).toISOString();
    await tx.execute(sql`update notifications set created_at = ${at}::timestamptz,
        read_at = ${n.read ? sql`${at}::timestamptz + interval '1 hour'` : sql`null`}
      where dedupe_key = ${`demo:${n.key}`}`);
  }
  // Nothing the demo wrote is e-mailed or pushed: it all happened "before".
  await tx.execute(sql`update notifications set delivered_at = ${now.toISOString()}::timestamptz
    where delivered_at is null`);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from notifications`);
  return { announcements: 2, notices: Number(count?.n ?? 0) };
}

/** A pending transfer of a member of another locale of the first one's district into the first locale. */
async function makeDemoTransfer(tx: Executor, toLocaleId: string, requestedBy: string) {
  const [row] = await queryRows<{
    memberId: string;
    name: string;
    fromLocaleId: string;
    fromName: string;
    toName: string;
  }>(
    tx,
    sql`select m.id as "memberId", m.first_name || ' ' || m.last_name as name, m.current_locale_id as "fromLocaleId",
        f.name as "fromName", t.name as "toName"
      from locales t
      join locales f on f.district_id = t.district_id and f.id <> t.id
      join members m on m.current_locale_id = f.id and m.endorsed and m.user_id is null
      where t.id = ${toLocaleId}
        and not exists (select 1 from transfer_requests x where x.member_id = m.id and x.status = 'pending')
      order by f.name, m.last_name, m.first_name limit 1`,
  );
  if (!row) return null;
  const [made] = await queryRows<{ id: string }>(
    tx,
    sql`insert into transfer_requests (member_id, from_locale_id, to_locale_id, reason, requested_by, requested_at)
      values (${row.memberId}, ${row.fromLocaleId}, ${toLocaleId}, 'Moved nearby for work.', ${requestedBy},
        now() - interval '1 day')
      returning id`,
  );
  return { ...row, id: made!.id };
}
