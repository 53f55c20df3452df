/** A text message to one mobile number (E.164). */
export interface TextMessage {
  to: string;
  body: string;
}

/**
 * Sends text messages. Today the only provider is `log` — the development provider the text-messages issue (40)
 * names: the message is written to the server log. Providers that reach phones (Twilio) plug in behind this
 * interface with that issue; until then a guest who gave only a mobile gets their link from the church (the RSVP
 * list shows it) — docs/security.md says so.
 */
export interface TextSender {
  readonly provider: 'log';
  send(message: TextMessage, purpose: string): Promise<void>;
}

export function createLogTextSender(log: { info(object: object, message: string): void }): TextSender {
  return {
    provider: 'log',
    async send(message, purpose) {
      log.info({ text: { to: message.to, purpose, body: message.body } }, 'text message (log provider)');
    },
  };
}
