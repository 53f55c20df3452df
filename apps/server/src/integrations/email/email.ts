import type { AppConfig } from '../../config.ts';
import type { EmailSender, MailLogger } from './email-sender.ts';
import { createLogEmailSender } from './log-sender.ts';
import { createSmtpEmailSender } from './smtp-sender.ts';

export type { EmailMessage, EmailSender, MailLogger } from './email-sender.ts';
export { createMailOutbox, EMAIL_QUEUE, type EmailJob, type MailOutbox } from './mail-outbox.ts';

/** SMTP when `SMTP_URL` is set, otherwise the server log. */
export function createEmailSender(
  config: Pick<AppConfig, 'smtpUrl' | 'emailFrom'>,
  log: MailLogger,
): EmailSender {
  return config.smtpUrl ? createSmtpEmailSender(config.smtpUrl, config.emailFrom) : createLogEmailSender(log);
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
