import type { EmailOutboxItem, EmailOutboxPage, EmailOutboxState } from '@congregate/contracts';
import { EMAIL_OUTBOX_PAGE_SIZE } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { EMAIL_QUEUE, type EmailJob } from '../../../integrations/email/email.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import {
  countOutbox,
  deleteArchivedJob,
  findOutboxJob,
  listOutbox,
  outboxKeys,
} from './email-outbox.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The e-mail outbox as a super admin sees it (`admin-email-outbox`), read from pg-boss's own tables: what
 * waits, what failed after its last try and what was sent, and a failed one sent again.
 */
export function createEmailOutboxService(db: Database, jobs: Jobs) {
  return {
    /** The outbox, for a super admin (the call's rule). */
    async list(query: { state?: EmailOutboxState; cursor?: string }): Promise<EmailOutboxPage> {
      const after = outboxKeys.read(query.cursor);
      const rows = await listOutbox(db, { state: query.state, after, limit: EMAIL_OUTBOX_PAGE_SIZE + 1 });
      const page = rows.slice(0, EMAIL_OUTBOX_PAGE_SIZE);
      const items: EmailOutboxItem[] = page.map((row) => ({
        id: row.id,
        to: row.to ?? '',
        subject: row.subject ?? '',
        purpose: row.purpose ?? '',
        state: row.state,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: iso(row.created_on),
        completedAt: row.completed_on === null ? null : iso(row.completed_on),
      }));
      return {
        items,
        nextCursor: outboxKeys.next(rows, EMAIL_OUTBOX_PAGE_SIZE, (row) => [row.created_key, row.id]),
        counts: await countOutbox(db),
      };
    },

    /** A failed e-mail gets one more try (pg-boss `retry`); one archived after failing is queued afresh. */
    async retry(id: string): Promise<{ ok: true }> {
      const job = await findOutboxJob(db, id);
      if (!job) throw notFound('The e-mail');
      if (job.state !== 'failed') throw conflict('Only an e-mail that failed can be sent again');
      if (job.table === 'job') {
        await jobs.boss.retry(EMAIL_QUEUE, id);
        return { ok: true };
      }
      await db.transaction(async (tx) => {
        await deleteArchivedJob(tx, id);
        await jobs.send<EmailJob>(EMAIL_QUEUE, job.data as EmailJob, tx);
      });
      return { ok: true };
    },
  };
}
export type EmailOutboxService = ReturnType<typeof createEmailOutboxService>;
