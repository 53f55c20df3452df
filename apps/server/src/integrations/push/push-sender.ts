import webpush from 'web-push';
import type { VapidKeyProvider } from './vapid-keys.ts';

/** A browser's push subscription: its push service endpoint and its keys (base64url). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a notification shows (the service worker reads it: `apps/web/public/sw.js`). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app page opened when it is tapped. */
  url: string;
  /** Notices of one kind replace each other on the device. */
  tag: string;
}

/**
 * `gone`: the push service says the subscription is no more (404/410) — delete it, do not retry.
 * `refused`: it refused this message (400, 401, 403, 413) — sending it again would be refused again.
 */
export type PushOutcome = 'sent' | 'gone' | { refused: string };

/** A push service's refusal worth retrying (429, 5xx, no answer). */
export class PushRetryableError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends web push messages (RFC 8291 encryption and VAPID, by `web-push`). web-push makes the request —
 * encrypted body and headers, `generateRequestDetails` — and it is sent with `fetch`, because web-push's own
 * `sendNotification` speaks https only; production endpoints are https (the contract refuses others there),
 * tests stand a plain http server in for the push service.
 */
export function createPushSender(vapid: VapidKeyProvider, subject: string) {
  return {
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      const keys = await vapid.keys();
      const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 86_400,
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PushRetryableError(`the push service did not answer: ${(error as Error).message}`, null);
      }
      const text = await response.text().catch(() => '');
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status === 429 || response.status >= 500)
        throw new PushRetryableError(
          `the push service answered ${response.status}: ${text.slice(0, 200)}`,
          response.status,
        );
      return { refused: `the push service refused the message (${response.status}): ${text.slice(0, 200)}` };
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
