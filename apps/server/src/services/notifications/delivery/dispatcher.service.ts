import { defaultNotificationChannels, type ChannelChoice } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { escapeHtml, type EmailMessage, type MailOutbox } from '../../../integrations/email/email.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import type { Realtime } from '../../../lib/realtime.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import type { PushSubscriptionsService } from '../push-subscriptions/push-subscriptions.service.ts';
import { claimDueNotices, markDelivered, type DueNotice } from './dispatcher.repository.ts';

/** Notices claimed per transaction. */
const CLAIM_LIMIT = 200;
/** New notices arrive in bursts (a locale's admins, an announcement): one dispatch after the burst. */
const DEBOUNCE_MS = 100;
export const SWEEP_QUEUE = 'notification.sweep';

const SUBJECT_MAX = 80;
const subjectOf = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= SUBJECT_MAX ? line : `${line.slice(0, SUBJECT_MAX - 1).trimEnd()}…`;
};

/** Which channels a notice goes out on: the person's choice for its topic, else the topic's default. */
export function channelsFor(notice: Pick<DueNotice, 'topic' | 'prefEmail' | 'prefPush'>) {
  const defaults =
    (defaultNotificationChannels as Record<string, ChannelChoice | undefined>)[notice.topic] ??
    defaultNotificationChannels.announcement;
  // Account notices (e-mail changed, role granted) are security notices: always e-mailed.
  if (notice.topic === 'account') return { email: true, push: defaults.push };
  return { email: notice.prefEmail ?? defaults.email, push: notice.prefPush ?? defaults.push };
}

/**
 * The dispatcher: turns notices into deliveries. Each notice is written once (`lib/notifications.ts`) with
 * `delivered_at` empty; the dispatcher of whichever process claims it first queues its e-mail (the outbox)
 * and one push job per device, by the person's choices, and marks it — all in one transaction, so a notice
 * is delivered once even when every process dispatches at the same moment.
 */
export function createDispatcherService(
  db: Database,
  deps: {
    config: Pick<AppConfig, 'publicUrl' | 'jobsWorker'>;
    mail: MailOutbox;
    jobs: Jobs;
    realtime: Realtime;
    pushSubscriptions: Pick<PushSubscriptionsService, 'queueFor'>;
    log: ServiceLog;
  },
) {
  const { publicUrl } = deps.config;

  function emailOf(notice: DueNotice): EmailMessage {
    const link = notice.link ? `${publicUrl}${notice.link}` : null;
    const settings = `${publicUrl}/notification-settings`;
    return {
      to: notice.email,
      subject: subjectOf(notice.message),
      text:
        `${notice.message}\n\n` +
        (link ? `Open it: ${link}\n\n` : '') +
        `--\nChange what you receive: ${settings}\n`,
      html:
        `<p>${escapeHtml(notice.message)}</p>` +
        (link ? `<p><a href="${escapeHtml(link)}">Open it in Congregate</a></p>` : '') +
        `<hr><p style="font-size:small">Change what you receive: <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
    };
  }

  /** One claim: answers how many notices were dispatched. */
  async function dispatchBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await claimDueNotices(tx, CLAIM_LIMIT);
      if (due.length === 0) return 0;
      const pushes = await deps.pushSubscriptions.queueFor(tx, [...new Set(due.map((n) => n.userId))]);
      for (const notice of due) {
        if (notice.disabled) continue;
        const channels = channelsFor(notice);
        if (channels.email) await deps.mail.post(emailOf(notice), `notification:${notice.kind}`, tx);
        if (channels.push)
          await pushes.send(notice.userId, {
            title: 'Congregate',
            body: notice.message,
            url: notice.link ?? '/notification-modal',
            tag: notice.kind,
          });
      }
      await markDelivered(
        tx,
        due.map((n) => n.id),
      );
      return due.length;
    });
  }

  /** Dispatches every due notice (claims of 200 until none is left); answers how many. */
  async function dispatchDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await dispatchBatch();
      total += n;
      if (n < CLAIM_LIMIT) return total;
    }
  }

  // Runs shortly after new notices are announced (by any process), and every minute for anything missed.
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  function soon() {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      if (running) {
        again = true;
        return;
      }
      running = dispatchDue()
        .catch((error: unknown) => deps.log.error({ err: error }, 'notices could not be dispatched'))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            soon();
          }
        });
    }, DEBOUNCE_MS);
    timer.unref();
  }

  deps.jobs.define(SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 120 }, async () => {
    await dispatchDue();
  });
  deps.jobs.schedule(SWEEP_QUEUE, '* * * * *');
  if (deps.config.jobsWorker) {
    deps.realtime.subscribe((event) => {
      if (event.type === 'notification') soon();
    });
    deps.realtime.onGap(soon);
  }

  return {
    dispatchDue,
    /** On close: no new dispatch starts; the one in progress finishes (its notices are marked, or none are). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
export type DispatcherService = ReturnType<typeof createDispatcherService>;
