import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { EMAIL_QUEUE, escapeHtml, type EmailJob } from '../../../integrations/email/email.ts';
import { DAILY_NOTICE_HOUR } from '../../../lib/daily-notices.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import type { RsvpsService } from '../rsvps/rsvps.service.ts';
import {
  eventsStartingTomorrow,
  guestsToRemind,
  insertMemberReminders,
  type DueEvent,
} from './event-reminders.repository.ts';

export interface EventRemindersDeps {
  /** The guest's own RSVP link (with its code) for their reminder. */
  rsvps: Pick<RsvpsService, 'guestLinkOf'>;
  /** The reminder e-mails go on the durable e-mail outbox's queue, each under an id of its own. */
  jobs: Pick<Jobs, 'send'>;
}

/**
 * A fixed job id per guest reminder (a UUID's shape from a hash): the outbox's queue keeps one job per id,
 * so the day's later runs (or another process) queue nothing more — the guest is reminded once.
 */
export function reminderJobId(eventId: string, rsvpId: string): string {
  const hex = createHash('sha256').update(`event-reminder:${eventId}:${rsvpId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "Sunday, 5 April 2026 at 9:00 AM", on the locale's clock. */
const whenOf = (event: DueEvent) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short', timeZone: event.time_zone }).format(
    new Date(event.starts_at),
  );
const timeOf = (event: DueEvent) =>
  new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: event.time_zone }).format(
    new Date(event.starts_at),
  );

/**
 * The day-before reminders of church events (issue 16): the members of the event's locale get an
 * `event.reminder` notice, and its guests who RSVP'd with an e-mail (and have no account) an e-mail.
 */
export function createEventRemindersService(db: Database, deps: EventRemindersDeps) {
  async function remindGuests(tx: Executor, event: DueEvent): Promise<number> {
    const guests = await guestsToRemind(tx, event.id);
    const when = whenOf(event);
    const where = event.venue ?? event.locale_name;
    for (const guest of guests) {
      const link = await deps.rsvps.guestLinkOf({
        id: guest.id,
        eventId: guest.event_id,
        codeVersion: guest.code_version,
        invitedBy: guest.invited_by,
      });
      const party = guest.party_size > 1 ? ` (party of ${guest.party_size})` : '';
      const job: EmailJob = {
        purpose: 'event-reminder',
        message: {
          to: guest.email,
          subject: `Tomorrow: ${event.title}`,
          text:
            `Dear ${guest.first_name},\n\nSee you tomorrow${party}!\n\n${event.title}\n${when}\n${where}\n\n` +
            `Show the QR code at this link at the door, or change your RSVP there:\n${link}\n`,
          html:
            `<p>Dear ${escapeHtml(guest.first_name)},</p><p>See you tomorrow${escapeHtml(party)}!</p>` +
            `<p><strong>${escapeHtml(event.title)}</strong><br>${escapeHtml(when)}<br>${escapeHtml(where)}</p>` +
            `<p><a href="${escapeHtml(link)}">Your RSVP and its QR code</a>: show it at the door, or change ` +
            `your RSVP there.</p>`,
        },
      };
      await deps.jobs.send(EMAIL_QUEUE, job, tx, { id: reminderJobId(event.id, guest.id) });
    }
    return guests.length;
  }

  return {
    /**
     * The daily job's part: for each event starting tomorrow on its locale's clock (from 07:00 there), the
     * locale's members are reminded in the app and its guests by e-mail, each once however often it runs.
     * Answers the events seen and the member notices written by this run.
     */
    async reminderNotices(now: Date = new Date()): Promise<{ events: number; memberNotices: number }> {
      const events = await eventsStartingTomorrow(db, now, DAILY_NOTICE_HOUR);
      let memberNotices = 0;
      for (const event of events) {
        const where = event.venue ? ` at ${event.venue}` : '';
        memberNotices += await db.transaction(async (tx) => {
          const written = await insertMemberReminders(tx, {
            id: event.id,
            localeId: event.locale_id,
            message: `Tomorrow: ${event.title}, ${timeOf(event)}${where}.`,
            words: {
              ...(event.venue ? { variant: 'venue', venue: event.venue } : {}),
              event: event.title,
              startsAt: new Date(event.starts_at).toISOString(),
              timeZone: event.time_zone,
            },
          });
          await remindGuests(tx, event);
          return written;
        });
      }
      return { events: events.length, memberNotices };
    },
  };
}
export type EventRemindersService = ReturnType<typeof createEventRemindersService>;
