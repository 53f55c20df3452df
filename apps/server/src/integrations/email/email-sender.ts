/** One e-mail, as plain text and HTML. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail; chosen by config (`SMTP_URL` → SMTP, otherwise the server log). */
export interface EmailSender {
  /** `smtp` or `log`, for start-up logs and tests. */
  readonly kind: 'smtp' | 'log';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The slice of a logger the senders use (Fastify's logger fits). */
export interface MailLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}
