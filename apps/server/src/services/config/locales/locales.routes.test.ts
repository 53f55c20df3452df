import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, TEST_CONFIG_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { makeDistrict, makeLocale } from '../../../../test/factories.ts';

describe.each(routeEngines)('config: locales on %s', (engine) => {
  let t: TestApp;
  let localeId: string;
  const auth = { authorization: `Bearer ${TEST_CONFIG_TOKEN}` };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const district = await makeDistrict(t.db, 'Visayas');
    localeId = (
      await makeLocale(t.db, {
        name: 'Cebu City',
        districtId: district.id,
        city: 'Cebu',
        serviceSchedule: [
          { day: 0, time: '08:00', name: 'Sunday Worship', durationMinutes: 120 },
          { day: 3, time: '19:00', name: 'Prayer Meeting', durationMinutes: 90 },
        ],
      })
    ).id;
    await makeLocale(t.db, {
      name: 'Madrid Centro',
      countryId: 'ES',
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      language: 'es',
    });
  });
  afterAll(() => t.close());

  it('refuses every guarded call without the configuration token', async () => {
    for (const url of ['/api/v1/config/locales/all', `/api/v1/config/locales/${localeId}`]) {
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

  it('GET locales/all lists every locale with country, time zone, currency, language, address and schedule', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config/locales/all', headers: auth });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((l: { name: string }) => l.name).sort()).toEqual(['Cebu City', 'Madrid Centro']);
    const cebu = list.find((l: { name: string }) => l.name === 'Cebu City');
    expect(cebu).toMatchObject({
      countryId: 'PH',
      timeZone: 'Asia/Manila',
      currency: 'PHP',
      language: 'en',
      districtName: 'Visayas',
      address: { city: 'Cebu' },
    });
    expect(cebu.serviceSchedule).toHaveLength(2);
  });

  it('GET locales/{locale} answers one locale, and 404 for an unknown id', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/config/locales/${localeId}`,
      headers: auth,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: localeId, name: 'Cebu City', countryId: 'PH' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config/locales/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config/locales/not-a-uuid',
      headers: auth,
    });
    expect(malformed.statusCode).toBe(422);
  });
});
