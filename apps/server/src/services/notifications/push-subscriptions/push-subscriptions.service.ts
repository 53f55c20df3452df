import type PgBoss from 'pg-boss';
import type { PushDevice, PushSubscriptionBody } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { PushPayload, PushSender } from '../../../integrations/push/push-sender.ts';
import type { VapidKeyProvider } from '../../../integrations/push/vapid-keys.ts';
import type { Actor } from '../../../lib/actor.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import { runAsJob } from '../../../lib/request-context.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import {
  deleteOwnSubscription,
  deleteSubscription,
  findSubscription,
  listOwnSubscriptions,
  markSent,
  subscriptionsOfUsers,
  upsertSubscription,
} from './push-subscriptions.repository.ts';

/** The pg-boss queue of web push messages: one job per subscription, so a retry never sends to the others again. */
export const PUSH_QUEUE = 'push.send';

export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A person's devices that receive web push (their browsers' subscriptions), the server's VAPID key, and the
 * `push.send` worker: an expired subscription (404/410) is deleted, a busy or failing push service (429, 5xx)
 * retried with back-off.
 */
export function createPushSubscriptionsService(
  db: Database,
  deps: {
    config: Pick<AppConfig, 'env'>;
    jobs: Jobs;
    vapid: VapidKeyProvider;
    sender: PushSender;
    log: ServiceLog;
  },
) {
  deps.jobs.define<PushJob>(
    PUSH_QUEUE,
    { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    async (batch) => {
      await Promise.all(
        // Each delivery is logged as its job: `{ reqId, job, queue }`.
        batch.map((job: PgBoss.Job<PushJob>) => runAsJob(PUSH_QUEUE, job, () => deliver(job))),
      );
    },
    { batchSize: 10 },
  );

  async function deliver(job: PgBoss.Job<PushJob>): Promise<void> {
    try {
      await sendOne(job.data);
    } catch (error) {
      deps.log.warn({ err: error, job: job.id }, 'a push message could not be sent; it is retried');
      await deps.jobs.boss.fail(PUSH_QUEUE, job.id, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function sendOne(job: PushJob): Promise<void> {
    const subscription = await findSubscription(db, job.subscriptionId);
    if (!subscription) return; // unsubscribed since
    const outcome = await deps.sender.send(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      job.payload,
    );
    if (outcome === 'sent') await markSent(db, subscription.id);
    else if (outcome === 'gone') await deleteSubscription(db, subscription.id);
    else
      deps.log.warn({ subscription: subscription.id, reason: outcome.refused }, 'a push message was refused');
  }

  return {
    async key(): Promise<{ publicKey: string }> {
      return { publicKey: (await deps.vapid.keys()).publicKey };
    },

    async subscribe(
      actor: Actor,
      body: PushSubscriptionBody,
      userAgent: string | null,
    ): Promise<{ id: string }> {
      if (deps.config.env === 'production' && !body.endpoint.startsWith('https://')) {
        throw invalidInput([{ path: 'endpoint', message: 'The endpoint must be an https:// address' }]);
      }
      const id = await upsertSubscription(db, {
        userId: actor.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: userAgent ? userAgent.slice(0, 300) : null,
      });
      return { id };
    },

    async unsubscribe(actor: Actor, id: string): Promise<{ ok: true }> {
      // Another person's subscription answers like a missing one.
      if (!(await deleteOwnSubscription(db, actor.userId, id))) throw notFound('The push subscription');
      return { ok: true };
    },

    async list(actor: Actor): Promise<{ items: PushDevice[] }> {
      const rows = await listOwnSubscriptions(db, actor.userId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          userAgent: r.userAgent,
          createdAt: iso(r.createdAt)!,
          lastSentAt: iso(r.lastSentAt),
        })),
      };
    },

    /** Queues one push job per subscription of `userId` (inside the dispatcher's transaction). */
    async queueFor(tx: Executor, userIds: string[]) {
      const subscriptions = await subscriptionsOfUsers(tx, userIds);
      return {
        async send(userId: string, payload: PushPayload): Promise<number> {
          const mine = subscriptions.filter((s) => s.userId === userId);
          for (const s of mine)
            await deps.jobs.send<PushJob>(PUSH_QUEUE, { subscriptionId: s.id, payload }, tx);
          return mine.length;
        },
      };
    },
  };
}
export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
