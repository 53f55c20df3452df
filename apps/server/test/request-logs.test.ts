import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase, routeEngines, testConfig } from './harness.ts';

const SECRET = 'Sup3rSecretValue0123456789';

// Links carry one-time secrets in their query (`/password?token=…`, `/validated?emailToken=…`); request
// logs must not keep them (issue 9, point 4).
// The log's plumbing, not the engine's: PostgreSQL, as a feature's route tests (docs/testing.md).
describe.each(routeEngines)('request logs on %s', (engine) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = await buildApp(testConfig({ logLevel: 'info', rateLimitPerMinute: 0 }), {
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('redact the values of query parameters named like secrets, and keep the rest of the address', async () => {
    lines.length = 0;
    const urls = [
      `/password?token=${SECRET}`,
      `/validated?emailToken=${SECRET}&lang=fil`,
      `/api/health?q=maria&access_token=${SECRET}&apiKey=${SECRET}`,
      `/api/nowhere?password=${SECRET}&client-secret=${SECRET}&code=${SECRET}`,
      `/api/login/auth/session?X-Session-Id=${SECRET}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });

    expect(lines.join('\n')).not.toContain(SECRET);
    const seen = logged()
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req!.url);
    expect(seen).toEqual([
      '/password?token=[redacted]',
      '/validated?emailToken=[redacted]&lang=fil',
      '/api/health?q=maria&access_token=[redacted]&apiKey=[redacted]',
      '/api/nowhere?password=[redacted]&client-secret=[redacted]&code=[redacted]',
      '/api/login/auth/session?X-Session-Id=[redacted]',
    ]);
  });

  it('leave an address without a query as it is', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(logged().find((entry) => entry.msg === 'incoming request')?.req?.url).toBe('/api/health');
  });

  it('are readable lines in development (LOG_FORMAT=pretty), secrets still redacted; JSON elsewhere', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
    const pretty: string[] = [];
    const readable = await buildApp(
      testConfig({ logLevel: 'info', logFormat: 'pretty', rateLimitPerMinute: 0 }),
      {
        database,
        logStream: { write: (line: string) => void pretty.push(line) },
      },
    );
    try {
      await readable.inject({ method: 'GET', url: `/api/health?token=${SECRET}` });
    } finally {
      await readable.close();
    }
    const incoming = pretty.find((line) => line.includes('incoming request'));
    expect(incoming).toMatch(/^\[\d{2}:\d{2}:\d{2}(\.\d{3})?\] INFO/);
    expect(incoming).toContain('/api/health?token=[redacted]');
    expect(() => JSON.parse(incoming!)).toThrow();
    expect(pretty.join('')).not.toContain(SECRET);
  });
});
