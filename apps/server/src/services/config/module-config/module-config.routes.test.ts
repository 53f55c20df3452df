import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchNames, moduleConfigs } from '../../../db/schema/index.ts';
import { createTestApp, routeEngines, TEST_CONFIG_TOKEN, type TestApp } from '../../../../test/harness.ts';

describe.each(routeEngines)('config: module configuration and batch names on %s', (engine) => {
  let t: TestApp;
  const auth = { authorization: `Bearer ${TEST_CONFIG_TOKEN}` };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.insert(moduleConfigs).values({ module: 'home', config: { announcement: 'Welcome' } });
    await t.db.insert(batchNames).values({ name: 'Baptism Batch 2026-A', kind: 'baptism', year: 2026 });
  });
  afterAll(() => t.close());

  it('refuses every guarded call without the configuration token', async () => {
    for (const url of ['/api/v1/config/batch-names', '/api/v1/config/home']) {
      const none = await t.app.inject({ method: 'GET', url });
      expect(none.statusCode, url).toBe(401);
      expect(none.json().error.code).toBe('unauthenticated');
      const wrong = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-the-token-at-all' },
      });
      expect(wrong.statusCode, url).toBe(401);
    }
  });

  it('GET {module} answers the module configuration, 404 when there is none', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/api/v1/config/home', headers: auth });
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ module: 'home', config: { announcement: 'Welcome' } });
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/config/nothing-here', headers: auth });
    expect(none.statusCode).toBe(404);
  });

  it('GET batch-names lists the batches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config/batch-names', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'Baptism Batch 2026-A', kind: 'baptism', year: 2026, localeId: null }),
    ]);
  });
});
