import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/executor.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { runAsJob } from '../../lib/request-context.ts';
import type { EmailMessage, EmailSender, MailLogger } from './email-sender.ts';

/** The pg-boss queue every e-mail of the app goes through. */
export const EMAIL_QUEUE = 'email.send';

/** What an `email.send` job carries: the message and why it was sent (`password-reset`, `notification:…`). */
export interface EmailJob {
  message: EmailMessage;
  purpose: string;
}

/** Mails taken off the queue at once per worker, and sent this many at a time. */
const BATCH_SIZE = 25;
const CONCURRENT_SENDS = 5;

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * The durable outbox (issue 16): `post` queues the message as a pg-boss job — inside the change's
 * transaction when given one, so the mail exists exactly when the change does — and a worker of any server
 * process sends it through the `EmailSender`. A failed send is retried 8 times with back-off (30 s doubling),
 * then kept as failed for an admin to see and retry (`notifications/outbox`). A crash between queueing and
 * sending loses nothing: the job waits in the database. A crash after the SMTP server took a message and
 * before the job was marked done sends it again (at least once, never lost).
 */
export function createMailOutbox(sender: EmailSender, jobs: Jobs, log: MailLogger) {
  jobs.define<EmailJob>(
    EMAIL_QUEUE,
    { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    async (batch) => {
      // Each job of the batch succeeds or fails on its own: a failed one is retried alone, never re-sending the others.
      // Each send is logged as its job: `{ reqId, job, queue }`, reqId the request that queued the mail.
      await eachLimited(batch, CONCURRENT_SENDS, (job: PgBoss.Job<EmailJob>) =>
        runAsJob(EMAIL_QUEUE, job, () => sendOne(job)),
      );
    },
    { batchSize: BATCH_SIZE },
  );

  async function sendOne(job: PgBoss.Job<EmailJob>): Promise<void> {
    try {
      await sender.send(job.data.message);
    } catch (error) {
      log.error(
        { err: error, purpose: job.data.purpose, job: job.id },
        'e-mail could not be sent; it is retried',
      );
      await jobs.boss.fail(EMAIL_QUEUE, job.id, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function post(message: EmailMessage, purpose: string, tx?: Executor): Promise<void> {
    const id = await jobs.send<EmailJob>(EMAIL_QUEUE, { message, purpose }, tx);
    if (!id) throw new Error(`the e-mail (${purpose}) could not be queued`);
  }

  return {
    sender,
    /** Queues a message (inside `tx` when given); resolves once it is queued, rejects if it could not be. */
    post,
    /**
     * Queues without making the caller wait (a password reset answers in the same time whether or not an
     * account exists); a failure to queue is logged.
     */
    postDetached(message: EmailMessage, purpose: string): void {
      post(message, purpose).catch((error: unknown) =>
        log.error({ err: error, purpose }, 'e-mail could not be queued'),
      );
    },
    /** On close: queued mail waits in the database for the next start; the sender's connections close. */
    async drain(): Promise<void> {
      await sender.close();
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
