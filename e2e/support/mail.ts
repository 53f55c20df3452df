import { expect, type APIRequestContext } from '@playwright/test';

const appPort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The mail stand-in (mail-stand-in-server.ts): the journeys' server sends its e-mails to `smtpPort`; a journey
 * reads them, as the person they went to would, from `url`. A real SMTP mailbox rather than the server's log
 * sender (it logs below the journeys' `LOG_LEVEL`, to an output nobody keeps) or its database (embedded, open in
 * the server's process only, and a guest's RSVP code is signed, never stored): what is read is what was sent.
 */
export const mailStandIn = {
  httpPort: appPort + 4,
  smtpPort: appPort + 5,
  url: `http://127.0.0.1:${appPort + 4}`,
};

/**
 * The first match of `pattern` in an e-mail to `to`, waited for: the server sends from a queue, a moment after
 * the change that made the e-mail.
 */
export async function readMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  const seen: { match?: RegExpExecArray } = {};
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailStandIn.url}/messages?${new URLSearchParams({ to })}`);
        const messages = (await response.json()) as { body: string }[];
        seen.match = messages.map((message) => pattern.exec(message.body)).find((match) => match !== null);
        return seen.match !== undefined;
      },
      { message: `an e-mail to ${to} matching ${pattern}`, timeout: 30_000 },
    )
    .toBe(true);
  return seen.match!;
}
