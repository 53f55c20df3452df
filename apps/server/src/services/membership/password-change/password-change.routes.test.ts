import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../../../test/harness.ts';
import { passwordChangeCases } from '../../../../test/password-change-cases.ts';
import { makeLocale } from '../../../../test/factories.ts';

describe.each(routeEngines)('password change on the membership service on %s', (engine) => {
  let t: TestApp;
  let localeId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    localeId = (await makeLocale(t.db)).id;
  });
  afterAll(() => t.close());

  describe('PUT /api/membership/users/changePassword', () => {
    const url = (_who: { userId: string }) => '/api/membership/users/changePassword';

    passwordChangeCases(() => ({ t, localeId }), url);
  });
});
