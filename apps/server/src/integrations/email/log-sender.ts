import type { EmailSender, MailLogger } from './email-sender.ts';

/**
 * The development default: every message goes to the server log (at `info`) instead of out, so a
 * password-reset link can be copied from the terminal. Not for production: nobody receives anything.
 */
export function createLogEmailSender(log: MailLogger): EmailSender {
  return {
    kind: 'log',
    async send(message) {
      log.info({ email: { to: message.to, subject: message.subject, text: message.text } }, 'e-mail (not sent: SMTP_URL is not set)');
    },
    async close() {},
  };
}
