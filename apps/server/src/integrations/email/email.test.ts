import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createEmailSender, escapeHtml, type MailLogger } from './email.ts';

function recordingLog() {
  const lines: { level: 'info' | 'error'; object: object; message: string }[] = [];
  const log: MailLogger = {
    info: (object, message) => lines.push({ level: 'info', object, message }),
    error: (object, message) => lines.push({ level: 'error', object, message }),
  };
  return { log, lines };
}

const message = {
  to: 'maria@example.org',
  subject: 'Hello',
  text: 'Open https://x.example/p?token=abc',
  html: '<p>Hi</p>',
};

describe('e-mail providers', () => {
  it('writes messages to the server log when SMTP_URL is not set (the development default)', async () => {
    const { log, lines } = recordingLog();
    const sender = createEmailSender(
      { smtpUrl: undefined, emailFrom: 'Congregate <no-reply@localhost>' },
      log,
    );
    expect(sender.kind).toBe('log');
    await sender.send(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      object: { email: { to: message.to, subject: 'Hello', text: message.text } },
    });
  });

  it('chooses SMTP when SMTP_URL is set, and a send that fails rejects (the outbox job is retried)', async () => {
    // A port that refuses connections: take one, then close it.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(p));
      });
    });
    const { log } = recordingLog();
    const sender = createEmailSender(
      { smtpUrl: `smtp://127.0.0.1:${port}`, emailFrom: 'Congregate <no-reply@localhost>' },
      log,
    );
    expect(sender.kind).toBe('smtp');
    await expect(sender.send(message)).rejects.toThrow();
    await sender.close();
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
