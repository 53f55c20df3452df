import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, routeEngines, signIn, type TestApp } from '../../../../test/harness.ts';
import { passwordChangeCases } from '../../../../test/password-change-cases.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(routeEngines)('password change on the login service on %s', (engine) => {
  let t: TestApp;
  let localeId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    localeId = (await makeLocale(t.db)).id;
  });
  afterAll(() => t.close());

  describe('PUT /api/login/changePassword/{id}', () => {
    const url = (who: { userId: string }) => `/api/login/changePassword/${who.userId}`;

    passwordChangeCases(() => ({ t, localeId }), url);

    it("refuses to change another user's password", async () => {
      const a = await makeAccount(t.db, { localeId });
      const b = await makeAccount(t.db, { localeId });
      const who = await signIn(t.app, a.email, TEST_PASSWORD);
      const response = await as(t.app, who, {
        method: 'PUT',
        url: `/api/login/changePassword/${b.userId}`,
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
      });
      expect(response.statusCode).toBe(403);
      await signIn(t.app, b.email, TEST_PASSWORD);
    });
  });
});
