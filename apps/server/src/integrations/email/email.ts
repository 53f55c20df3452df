import type { AppConfig } from '../../config.ts';
import type { EmailMessage, EmailSender, MailLogger } from './email-sender.ts';
import { createLogEmailSender } from './log-sender.ts';
import { createSmtpEmailSender } from './smtp-sender.ts';

export type { EmailMessage, EmailSender, MailLogger } from './email-sender.ts';

/** SMTP when `SMTP_URL` is set, otherwise the server log. */
export function createEmailSender(config: Pick<AppConfig, 'smtpUrl' | 'emailFrom'>, log: MailLogger): EmailSender {
  return config.smtpUrl ? createSmtpEmailSender(config.smtpUrl, config.emailFrom) : createLogEmailSender(log);
}

/**
 * Sends after the answer has gone out, so how long an SMTP server takes cannot tell a caller whether
 * an account exists. Failures are logged; `drain()` waits for what is still in flight (on shutdown).
 */
export function createMailOutbox(sender: EmailSender, log: MailLogger) {
  const inFlight = new Set<Promise<void>>();
  return {
    sender,
    post(message: EmailMessage, purpose: string): void {
      const delivery = sender
        .send(message)
        .catch((error: unknown) => log.error({ err: error, purpose }, 'e-mail could not be sent'))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async drain(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      await sender.close();
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
