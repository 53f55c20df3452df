import net, { type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/executor.ts';
import { createTestApp, engines, signIn, TEST_CONFIG_TOKEN, type SignedIn, type TestApp } from './harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD, superAdminGrant } from './factories.ts';

/** `redirects`: the call answers by sending the browser elsewhere (302), also for input it cannot use. */
type Operation = { method: string; url: string; hasParams: boolean; path: string; redirects: boolean };

/** Every documented route of the app, from its OpenAPI document. */
function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      list.push({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        hasParams: path.includes('{'),
        path,
        redirects: Object.keys(operation.responses ?? {}).includes('302'),
      });
    }
  }
  return list;
}

/** An answer is the error envelope with a 4xx status. */
function isEnvelope4xx(response: { statusCode: number; body: string }): boolean {
  if (response.statusCode < 400 || response.statusCode >= 500) return false;
  try {
    const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error?.message === 'string';
  } catch {
    return false;
  }
}

/** A fingerprint of every row of every table: equal before and after means nothing changed. */
async function fingerprint(t: TestApp): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      t.db,
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`,
      ),
    );
    parts.push(`${name}:${row?.digest}`);
  }
  return parts.join('\n');
}

describe.each(engines)('bad input on every route (%s)', (engine) => {
  let t: TestApp;
  let admin: SignedIn;
  let ops: Operation[];

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const locale = await makeLocale(t.db);
    const account = await makeAccount(t.db, {
      localeId: locale.id,
      userType: 'admin',
      grants: [superAdminGrant],
    });
    admin = await signIn(t.app, account.email, TEST_PASSWORD);
    ops = operations(t);
  });
  afterAll(() => t.close());

  const headersFor = (url: string) => ({
    authorization: `Bearer ${url.startsWith('/api/v1/config/') ? TEST_CONFIG_TOKEN : admin.accessToken}`,
  });

  it('finds the routes to walk', () => {
    expect(ops.length).toBeGreaterThanOrEqual(15);
    expect(ops.map((o) => `${o.method} ${o.url}`)).toContain('POST /api/login/auth/login');
  });

  it('answers malformed JSON, wrong types, unknown fields and bad ids with a 4xx envelope and changes nothing', async () => {
    const before = await fingerprint(t);
    const failures: string[] = [];
    const check = async (label: string, op: Operation, options: Record<string, unknown>) => {
      const response = await t.app.inject({ method: op.method as 'GET', url: op.url, ...options });
      // A browser navigation (social sign-in's start and callback) answers what it cannot use with a redirect to
      // the page that says why (a provider it does not know: `?socialError=provider_not_found`).
      if (
        op.redirects &&
        response.statusCode === 302 &&
        /socialError=/.test(String(response.headers.location))
      )
        return;
      const ok =
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        typeof response.json()?.error?.code === 'string' &&
        typeof response.json()?.error?.message === 'string';
      if (!ok)
        failures.push(
          `${label} ${op.method} ${op.url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    };
    for (const op of ops) {
      const headers = headersFor(op.url);
      if (['POST', 'PUT', 'PATCH'].includes(op.method)) {
        await check('malformed JSON', op, {
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"email": ',
        });
        await check('wrong types', op, {
          headers,
          payload: {
            email: 42,
            password: ['x'],
            currentPassword: {},
            newPassword: 7,
            firstName: null,
            localeId: 'x',
          },
        });
        await check('unknown fields', op, {
          headers,
          payload: { unexpectedField: 'surprise', __proto__x: 1 },
        });
        await check('array body', op, { headers, payload: [1, 2, 3] });
      }
      if (op.hasParams) {
        await check('malformed id', op, {
          headers,
          url: op.url.replace('00000000-0000-4000-8000-000000000000', 'not-an-id'),
        });
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(t)).toBe(before);
  });

  it('answers a 600-character path parameter on every operation with 414 and the envelope', async () => {
    const failures: string[] = [];
    const withParams = ops.filter((op) => op.hasParams);
    expect(withParams.length).toBeGreaterThanOrEqual(40);
    for (const op of withParams) {
      // Each parameter in turn, the others well-formed.
      const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      for (const name of names) {
        const url = op.path.replace(/\{([^}]+)\}/g, (_, p: string) =>
          p === name ? 'a'.repeat(600) : '00000000-0000-4000-8000-000000000000',
        );
        const response = await t.app.inject({ method: op.method as 'GET', url, headers: headersFor(url) });
        if (
          response.statusCode !== 414 ||
          !isEnvelope4xx(response) ||
          response.json().error.code !== 'uri_too_long'
        )
          failures.push(
            `${op.method} ${op.path} {${name}} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed URL encoding in a path on every operation with a 4xx envelope', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const url = op.hasParams
        ? op.url.replace('00000000-0000-4000-8000-000000000000', '%E0%A4%A')
        : `${op.url}%E0%A4%A`;
      const response = await t.app.inject({ method: op.method as 'GET', url, headers: headersFor(op.url) });
      if (!isEnvelope4xx(response))
        failures.push(`${op.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    const bare = await t.app.inject({ method: 'GET', url: '/api/membership/members/%E0%A4%A/photo' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('bad_request');
  });

  it('answers the framework’s own refusals with the envelope: media type, body size, JSON, method', async () => {
    const login = '/api/login/auth/login';
    const cases = [
      {
        label: 'unsupported media type',
        status: 415,
        code: 'unsupported_media_type',
        options: { method: 'POST', url: login, headers: { 'content-type': 'text/x-unknown' }, payload: 'x' },
      },
      {
        label: 'body too large',
        status: 413,
        code: 'payload_too_large',
        options: {
          method: 'POST',
          url: login,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'y' }),
        },
      },
      {
        label: 'malformed JSON',
        status: 400,
        code: 'bad_request',
        options: {
          method: 'POST',
          url: login,
          headers: { 'content-type': 'application/json' },
          payload: '{"email": ',
        },
      },
      {
        label: 'empty JSON',
        status: 400,
        code: 'bad_request',
        options: { method: 'POST', url: login, headers: { 'content-type': 'application/json' }, payload: '' },
      },
      {
        label: 'unknown method on a known path',
        status: 404,
        code: 'not_found',
        options: {
          method: 'PUT',
          url: login,
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        },
      },
      {
        label: 'unknown method on a path with an id',
        status: 404,
        code: 'not_found',
        options: {
          method: 'PATCH',
          url: '/api/membership/members/00000000-0000-4000-8000-000000000000/photo',
          headers: headersFor('/api/'),
        },
      },
    ] as const;
    for (const c of cases) {
      const response = await t.app.inject(c.options as InjectOptions);
      expect(response.statusCode, c.label).toBe(c.status);
      expect(isEnvelope4xx(response), `${c.label}: ${response.body.slice(0, 120)}`).toBe(true);
      expect(response.json().error.code, c.label).toBe(c.code);
    }
  });

  it('answers an HTTP request the parser refuses with the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const request of [
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n',
      'NOT A REQUEST\r\n\r\n',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const answer = await raw(request);
      const [head, body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
      expect(isEnvelope4xx({ statusCode: status, body }), answer.slice(0, 200)).toBe(true);
    }
  });
});
