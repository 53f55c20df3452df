import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/executor.ts';
import { createTestApp, engines, signIn, TEST_CONFIG_TOKEN, type SignedIn, type TestApp } from './harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from './factories.ts';

type Operation = { method: string; url: string; hasParams: boolean };

/** Every documented route of the app, from its OpenAPI document. */
function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      list.push({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        hasParams: path.includes('{'),
      });
    }
  }
  return list;
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
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`),
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
      grants: [{ role: 'super_admin', scopeType: 'all', scopeId: null }],
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
      const ok =
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        typeof response.json()?.error?.code === 'string' &&
        typeof response.json()?.error?.message === 'string';
      if (!ok) failures.push(`${label} ${op.method} ${op.url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    for (const op of ops) {
      const headers = headersFor(op.url);
      if (['POST', 'PUT', 'PATCH'].includes(op.method)) {
        await check('malformed JSON', op, { headers: { ...headers, 'content-type': 'application/json' }, payload: '{"email": ' });
        await check('wrong types', op, {
          headers,
          payload: { email: 42, password: ['x'], currentPassword: {}, newPassword: 7, firstName: null, localeId: 'x' },
        });
        await check('unknown fields', op, { headers, payload: { unexpectedField: 'surprise', __proto__x: 1 } });
        await check('array body', op, { headers, payload: [1, 2, 3] });
      }
      if (op.hasParams) {
        await check('malformed id', op, { headers, url: op.url.replace('00000000-0000-4000-8000-000000000000', 'not-an-id') });
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(t)).toBe(before);
  });
});
