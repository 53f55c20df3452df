import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  body: string;
}

/** A real SMTP server on loopback that keeps what it receives (on `port`, or any free one). */
export async function startMailbox(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Undo quoted-printable soft breaks and escapes so links can be read back.
        const body = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    to: (email: string) => received.filter((m) => m.to.includes(email.toLowerCase())),
    async waitFor(email: string, count = 1): Promise<Received[]> {
      for (let i = 0; i < 200; i++) {
        const mails = received.filter((m) => m.to.includes(email.toLowerCase()));
        if (mails.length >= count) return mails;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no e-mail to ${email} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
