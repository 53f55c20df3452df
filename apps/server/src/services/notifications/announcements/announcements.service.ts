import type { Announcement, AnnouncementPage, AudienceSize, NewAnnouncement } from '@congregate/contracts';
import { fieldIssue } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { administers } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, invalidInput, notFound } from '../../../lib/errors.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  audienceChunk,
  audienceExists,
  cancelScheduled,
  claimForSending,
  countAudience,
  findAnnouncement,
  findDue,
  insertAnnouncement,
  announcementKeys,
  listAnnouncements,
  receivedBy,
  setRecipients,
  type AnnouncementRow,
  type AudienceTarget,
} from './announcements.repository.ts';

/** The queue of one scheduled announcement (its id), and the minute sweep that sends any due one it missed. */
export const ANNOUNCEMENT_SEND_QUEUE = 'announcement.send';
export const ANNOUNCEMENT_SWEEP_QUEUE = 'announcement.sweep';

/** Notices written per insert: a locale of 10,000 members is sent in ten statements, never one huge one. */
const NOTICE_CHUNK = 1000;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function announcementAnswer(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    localeId: row.localeId,
    audience: row.audience,
    audienceRef: row.audienceRef,
    audienceName: row.audienceName ?? row.audienceRef ?? '',
    title: row.title,
    body: row.body,
    sendAt: iso(row.sendAt),
    sentAt: isoOrNull(row.sentAt),
    recipients: row.recipients === null ? null : Number(row.recipients),
    cancelledAt: isoOrNull(row.cancelledAt),
    createdBy: row.createdByUserId === null ? null : { name: row.createdByName ?? '' },
    createdAt: iso(row.createdAt),
    state: row.cancelledAt !== null ? 'cancelled' : row.sentAt !== null ? 'sent' : 'scheduled',
  };
}

const outsideAudience = () =>
  invalidInput([fieldIssue('audienceRef', 'audience_outside_locale')], 'Choose an audience of this locale');

/**
 * Sends one announcement inside `tx` if it is due, unsent and not cancelled: one `announcement.sent` notice
 * per account of its audience, written in chunks, and the count kept. Answers how many it reached, or null
 * when another call had sent it (or it was cancelled, or is not due).
 */
export async function sendAnnouncementIn(
  tx: Executor,
  id: string,
  title: string | null = null,
): Promise<number | null> {
  const target = await claimForSending(tx, id);
  if (!target) return null;
  const message = title ?? (await findAnnouncement(tx, id))!.title;
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const userIds = await audienceChunk(tx, target, after, NOTICE_CHUNK);
    if (userIds.length === 0) break;
    await notify(
      tx,
      userIds.map((userId) => ({
        userId,
        kind: 'announcement.sent' as const,
        message,
        link: `/announcement/${id}`,
        data: { announcementId: id },
        dedupeKey: `announcement:${id}`,
      })),
    );
    sent += userIds.length;
    after = userIds.at(-1)!;
    if (userIds.length < NOTICE_CHUNK) break;
  }
  await setRecipients(tx, id, sent);
  return sent;
}

/**
 * Announcements (issue 16): an admin over a locale writes to the locale, a cluster, a flock or a group; sent at
 * once in the same transaction, or at `sendAt` by a pg-boss job (with a minute sweep as a safety net). Sending
 * claims the row first (`claimForSending`), so whichever process sends it, it is sent once.
 */
export function createAnnouncementsService(db: Database, deps: { jobs: Jobs }) {
  /** Sends one announcement in a transaction of its own (the job's and the sweep's work). */
  function sendAnnouncement(id: string): Promise<number | null> {
    return db.transaction((tx) => sendAnnouncementIn(tx, id));
  }

  /** Sends every due announcement not sent yet (the minute sweep): answers how many were sent. */
  async function sendDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const due = await findDue(db, 50);
      for (const id of due) if ((await sendAnnouncement(id)) !== null) count += 1;
      if (due.length < 50) return count;
    }
  }

  deps.jobs.define<{ id: string }>(
    ANNOUNCEMENT_SEND_QUEUE,
    { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
    async (jobs) => {
      for (const job of jobs) await sendAnnouncement(job.data.id);
    },
  );
  deps.jobs.define(ANNOUNCEMENT_SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 600 }, async () => {
    await sendDue();
  });
  deps.jobs.schedule(ANNOUNCEMENT_SWEEP_QUEUE, '* * * * *');

  return {
    sendAnnouncement,
    sendDue,

    /** `locale`: the locale of `input.localeId`, which the caller administers (the call's rule). */
    async create(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      input: NewAnnouncement,
      ip: string | null = null,
    ): Promise<Announcement> {
      const target: AudienceTarget = {
        localeId: locale.id,
        audience: input.audience,
        audienceRef: input.audience === 'locale' ? null : (input.audienceRef ?? null),
      };
      if (!(await audienceExists(db, target))) throw outsideAudience();
      const sendAt = input.sendAt !== undefined ? new Date(input.sendAt) : null;
      const scheduled = sendAt !== null && sendAt.getTime() > Date.now() ? sendAt : null;
      const id = await db.transaction(async (tx) => {
        // The audience is checked again inside the transaction: a flock archived meanwhile is refused.
        if (!(await audienceExists(tx, target))) throw outsideAudience();
        const made = await insertAnnouncement(tx, {
          ...target,
          title: input.title,
          body: input.body,
          sendAt: scheduled,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'announcement.create',
          entityType: 'announcement',
          entityId: made,
          localeId: input.localeId,
          after: { ...target, title: input.title, sendAt: scheduled?.toISOString() ?? null },
          ip,
        });
        if (scheduled === null) await sendAnnouncementIn(tx, made, input.title);
        else
          await deps.jobs.send(ANNOUNCEMENT_SEND_QUEUE, { id: made }, tx, {
            startAfter: scheduled,
            singletonKey: made,
          });
        return made;
      });
      return announcementAnswer((await findAnnouncement(db, id))!);
    },

    async list(
      locale: RecordInScope<'locale'>,
      query: { cursor?: string; limit: number },
    ): Promise<AnnouncementPage> {
      const rows = await listAnnouncements(db, {
        localeId: locale.id,
        after: announcementKeys.read(query.cursor),
        limit: query.limit + 1,
      });
      return {
        items: rows.slice(0, query.limit).map(announcementAnswer),
        nextCursor: announcementKeys.next(rows, query.limit, (row) => [row.sendAtKey, row.id]),
      };
    },

    async audienceSize(
      locale: RecordInScope<'locale'>,
      query: { audience: AudienceTarget['audience']; audienceRef?: string },
    ): Promise<AudienceSize> {
      const target: AudienceTarget = {
        localeId: locale.id,
        audience: query.audience,
        audienceRef: query.audience === 'locale' ? null : (query.audienceRef ?? null),
      };
      if (!(await audienceExists(db, target))) throw outsideAudience();
      return { recipients: await countAudience(db, target) };
    },

    /** Admins over its locale, and those who received it; to anyone else it does not exist. */
    async get(actor: Actor, id: string): Promise<Announcement> {
      const row = await findAnnouncement(db, id);
      if (
        !row ||
        !(
          administers(actor, { id: row.localeId, districtId: row.districtId }) ||
          (await receivedBy(db, id, actor.userId))
        )
      ) {
        throw notFound('The announcement');
      }
      return announcementAnswer(row);
    },

    /** `announcement`: one the caller administers (the call's rule). */
    async cancel(
      actor: Actor,
      announcement: RecordInScope<'announcement'>,
      ip: string | null = null,
    ): Promise<Announcement> {
      const id = announcement.id;
      const row = (await findAnnouncement(db, id))!;
      await db.transaction(async (tx) => {
        if (!(await cancelScheduled(tx, id))) {
          const now = (await findAnnouncement(tx, id))!;
          const state = announcementAnswer(now).state;
          throw conflict(
            state === 'sent'
              ? 'This announcement was sent already'
              : 'This announcement was cancelled already',
            { state },
          );
        }
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'announcement.cancel',
          entityType: 'announcement',
          entityId: id,
          localeId: row.localeId,
          before: { title: row.title, sendAt: iso(row.sendAt) },
          ip,
        });
      });
      return announcementAnswer((await findAnnouncement(db, id))!);
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
