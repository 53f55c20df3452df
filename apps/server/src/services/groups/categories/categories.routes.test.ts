import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { categoryListSchema } from '@congregate/contracts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('categories on %s', (engine) => {
  let w: EventsWorld;
  const call = (caller: EventCaller, method: InjectOptions['method'], path: string, payload?: unknown) =>
    as(w.t.app, w.who[caller], {
      method,
      url: `/api/groups/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const make = (caller: EventCaller, localeId: string | null, name: string, color = 'blue') =>
    call(caller, 'POST', 'categories', { kind: 'record-board', localeId, name, color });

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(async () => {
    await w.t.close();
  });

  it('lets the locale’s admin make, rename and recolour one; names unique per locale (409)', async () => {
    const made = await make('secretary', w.ids.a, 'Reports', 'grape');
    expect(made.statusCode).toBe(201);
    expect((await make('secretary', w.ids.a, 'reports')).statusCode).toBe(409);
    expect((await make('secretaryB', w.ids.b, 'Reports')).statusCode).toBe(201);
    const id = made.json().id as string;
    const renamed = await call('secretary', 'PATCH', `categories/${id}`, {
      name: 'Annual reports',
      color: 'red',
    });
    expect(renamed.json()).toMatchObject({ name: 'Annual reports', color: 'red' });
    expect(await w.count('audit_log', `action like 'category.%'`)).toBeGreaterThanOrEqual(3);
  });

  it('lists the locale’s own and the shared ones to its members, not to others', async () => {
    expect((await make('secretary', null, 'Shared')).statusCode).toBe(403);
    expect((await make('superAdmin', null, 'Shared', 'gray')).statusCode).toBe(201);
    const listed = categoryListSchema.parse(
      (await call('member', 'GET', `categories?kind=record-board&localeId=${w.ids.a}`)).json(),
    );
    expect(listed.map((c) => c.name)).toEqual(['Annual reports', 'Shared']);
    expect(
      (await call('stranger', 'GET', `categories?kind=record-board&localeId=${w.ids.a}`)).statusCode,
    ).toBe(403);
  });

  it('refuses members and admins of another locale; deletes for the locale’s admin', async () => {
    const id = (await make('secretary', w.ids.a, 'Forms')).json().id as string;
    expect((await make('member', w.ids.a, 'Mine')).statusCode).toBe(403);
    expect((await call('member', 'PATCH', `categories/${id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call('secretaryB', 'DELETE', `categories/${id}`)).statusCode).toBe(403);
    expect((await call('secretary', 'DELETE', `categories/${id}`)).statusCode).toBe(200);
    expect((await call('superAdmin', 'DELETE', `categories/${id}`)).statusCode).toBe(404);
  });
});
