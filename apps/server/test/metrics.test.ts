import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness.ts';
import { makeAccount } from './factories.ts';
import { makeEventsWorld, type EventsWorld } from './events-fixture.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
/** The request limit per minute of the app under test: scrapes go past it. */
const LIMIT = 30;

/** Prometheus metrics at `/metrics` (issue 20). */
describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('are off: /metrics is an unknown path (404)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe.each(engines)('metrics with METRICS_TOKEN on %s', (engine) => {
  let w: EventsWorld;
  const scrape = async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  /** The sample's value, or undefined when the line is absent. */
  const sample = (text: string, line: string) => {
    const found = text.split('\n').find((l) => l.startsWith(`${line} `));
    return found === undefined ? undefined : Number(found.slice(line.length + 1));
  };

  beforeAll(async () => {
    w = await makeEventsWorld(
      await createTestApp(engine, { metricsToken: TOKEN, rateLimitPerMinute: LIMIT }),
    );
  });
  afterAll(() => w.t.close());

  it('refuse a request without the token or with a wrong one (401)', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Basic abc',
    ]) {
      const response = await w.t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('answer the Prometheus text format with the request, pool, queue, check-in and process metrics', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'db_pool_connections',
      'jobs_queue_depth',
      'checkins_total',
      'checkins_last_minute',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // Scraped often: never counted against the request limit.
    for (let i = 0; i <= LIMIT; i++) await scrape();
  });

  it('count requests under their route pattern, never their address', async () => {
    const id = randomUUID();
    const before = await scrape();
    const line = 'http_requests_total{method="GET",route="/api/health",status="200"}';
    const was = sample(before.body, line) ?? 0;
    await w.t.app.inject({ method: 'GET', url: '/api/health' });
    await w.t.app.inject({ method: 'GET', url: '/api/health?x=1' });
    await w.call('secretary', 'GET', `gatherings/${id}`);
    await w.t.app.inject({ method: 'GET', url: `/api/nowhere/${id}` });
    const text = (await scrape()).body;
    expect(sample(text, line)).toBe(was + 2);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health"}');
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/events\/gatherings\/:id",status="\d+"\}/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\}/);
    expect(text).not.toContain(id);
  });

  it('count a check-in, and the check-ins of the last minute from the database', async () => {
    const before = (await scrape()).body;
    const counted = sample(before, 'checkins_total{method="manual"}') ?? 0;
    const lastMinute = sample(before, 'checkins_last_minute') ?? 0;
    const { memberId } = await makeAccount(w.t.db, { localeId: w.ids.a, flockId: w.ids.joy });
    const made = await w.call('secretary', 'POST', 'checkins', {
      gatheringId: w.ids.openA,
      memberId,
      method: 'manual',
      clientId: randomUUID(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const text = (await scrape()).body;
    expect(sample(text, 'checkins_total{method="manual"}')).toBe(counted + 1);
    expect(sample(text, 'checkins_last_minute')).toBe(lastMinute + 1);
  });

  it('show the job queues by queue and state', async () => {
    await w.t.app.services.jobs.send('email.send', {
      message: { to: 'nobody@example.org', subject: 'x', text: 'x' },
      purpose: 'metrics-test',
    });
    const text = (await scrape()).body;
    expect(text).toMatch(/jobs_queue_depth\{queue="email\.send",state="(created|active)"\} [1-9]/);
  });
});
