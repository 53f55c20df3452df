import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { makeAccount, makeLocale } from './factories.ts';
import { openTestDatabase, routeEngines, testConfig } from './harness.ts';

type Line = { msg: string; reqId?: string; job?: string; queue?: string; email?: { to: string } };

/** A request's id in its log lines and in the lines of the jobs it queued (issue 20). */
// The log's plumbing, not the engine's: PostgreSQL, as a feature's route tests (docs/testing.md).
describe.each(routeEngines)('request ids on %s', (engine) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Line);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = await buildApp(testConfig({ logLevel: 'info', rateLimitPerMinute: 0, jobsWorker: true }), {
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('follow a request into the e-mail job it queued', async () => {
    const locale = await makeLocale(app.db);
    const { email } = await makeAccount(app.db, { localeId: locale.id });
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/auth/password-reset',
      headers: { 'x-request-id': 'abc-123' },
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers['x-request-id']).toBe('abc-123');

    // The e-mail goes out through the `email.send` job (the log sender writes it to the log).
    let sent: Line | undefined;
    for (let i = 0; i < 100 && !sent; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent = logged().find((line) => line.email?.to === email);
    }
    expect(sent, 'the e-mail job ran').toBeDefined();
    expect(sent).toMatchObject({ reqId: 'abc-123', queue: 'email.send', job: expect.any(String) });

    const ofRequest = logged().filter((line) => line.reqId === 'abc-123' && !line.job);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Redaction stays: the reset token in the mailed link is the mail's, never a request line's address.
    expect(lines.join('\n')).not.toMatch(/"url":"[^"]*token=[A-Za-z0-9_-]{20,}/);
  });

  it('replace an X-Request-Id that is not a sane token, and make one when none is given', async () => {
    for (const given of ['a b', 'x'.repeat(65), 'abc\u00e9', '../etc', '']) {
      lines.length = 0;
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      const id = response.headers['x-request-id'] as string;
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      expect(logged().find((line) => line.msg === 'incoming request')?.reqId).toBe(id);
    }
    const ok = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'Z.9_z-' } });
    expect(ok.headers['x-request-id']).toBe('Z.9_z-');
    const none = await app.inject({ method: 'GET', url: '/api/health' });
    const other = await app.inject({ method: 'GET', url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(none.headers['x-request-id']).not.toBe(other.headers['x-request-id']);
  });
});
