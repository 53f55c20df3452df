import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../../../test/harness.ts';

describe.each(routeEngines)('config: countries on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('GET assets/data/country_json_view.json needs no auth and lists real countries', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config/assets/data/country_json_view.json',
    });
    expect(response.statusCode).toBe(200);
    const countries = response.json();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ id: 'PH', name: 'Philippines', callingCode: '+63' });
    expect(countries).toContainEqual({ id: 'ES', name: 'Spain', callingCode: '+34' });
  });
});
