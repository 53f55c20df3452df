import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender.ts';

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
