/*
 * The journeys' mailbox, as a process: a real SMTP server (apps/server/test/mailbox.ts) the journeys' server
 * sends every e-mail through (its SMTP_URL), and an HTTP door to read what arrived, as a person reads their mail:
 *   SMTP_PORT=8186 STAND_IN_PORT=8185 node --import tsx e2e/support/mail-stand-in-server.ts
 * `GET /messages?to=<address>` answers the messages to that address, oldest first (`{ to, body }`, the body as
 * received, quoted-printable undone); `GET /health` once it listens.
 */
import http from 'node:http';
import { startMailbox } from '../../apps/server/test/mailbox.ts';

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.STAND_IN_PORT ?? 2580);

const mailbox = await startMailbox(smtpPort);
const door = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  } else if (request.method === 'GET' && url.pathname === '/messages') {
    const messages = mailbox.to(url.searchParams.get('to') ?? '');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
  } else {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => door.listen(httpPort, '127.0.0.1', resolve));
console.log(`Mail stand-in: SMTP on ${mailbox.url}, messages on http://127.0.0.1:${httpPort}/messages`);
console.log('ready');
const stop = () =>
  void Promise.all([mailbox.close(), new Promise((resolve) => door.close(resolve))]).then(() =>
    process.exit(0),
  );
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
