import { expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { sessions } from '../src/db/schema/index.ts';
import { as, signIn, type TestApp } from './harness.ts';
import { makeAccount, TEST_PASSWORD } from './factories.ts';

/**
 * What both password-change calls must do (`PUT /api/login/changePassword/{id}` and
 * `PUT /api/membership/users/changePassword`): the same rules, one list of cases.
 */
export function passwordChangeCases(
  world: () => { t: TestApp; localeId: string },
  url: (who: { userId: string }) => string,
) {
  it('needs the right current password and changes nothing otherwise', async () => {
    const account = await makeAccount(world().t.db, { localeId: world().localeId });
    const who = await signIn(world().t.app, account.email, TEST_PASSWORD);
    const response = await as(world().t.app, who, {
      method: 'PUT',
      url: url(who),
      payload: { currentPassword: 'wrong password!', newPassword: 'a brand new password' },
    });
    expect(response.statusCode).toBe(422);
    await signIn(world().t.app, account.email, TEST_PASSWORD);
  });

  it('checks the current password at most 5 times for a burst of wrong guesses, then 429 even for the right one', async () => {
    const account = await makeAccount(world().t.db, { localeId: world().localeId });
    const who = await signIn(world().t.app, account.email, TEST_PASSWORD);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        as(world().t.app, who, {
          method: 'PUT',
          url: url(who),
          payload: { currentPassword: `wrong guess ${i}`, newPassword: 'a brand new password' },
        }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - statuses.filter((s) => s === 422).length);
    expect(Number(guesses.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    const right = await as(world().t.app, who, {
      method: 'PUT',
      url: url(who),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('refuses a weak new password', async () => {
    const account = await makeAccount(world().t.db, {
      localeId: world().localeId,
      email: `weakling-${Math.random().toString(36).slice(2, 8)}@example.org`,
    });
    const who = await signIn(world().t.app, account.email, TEST_PASSWORD);
    for (const newPassword of ['short', `my ${account.email} password`]) {
      const response = await as(world().t.app, who, {
        method: 'PUT',
        url: url(who),
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      });
      expect(response.statusCode).toBe(422);
    }
  });

  it('changes the password and ends the other sessions but not this one', async () => {
    const account = await makeAccount(world().t.db, { localeId: world().localeId });
    const other = await signIn(world().t.app, account.email, TEST_PASSWORD);
    const who = await signIn(world().t.app, account.email, TEST_PASSWORD);
    const response = await as(world().t.app, who, {
      method: 'PUT',
      url: url(who),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, revokedSessions: 1 });
    expect(
      (await as(world().t.app, other, { method: 'GET', url: '/api/login/auth/session' })).statusCode,
    ).toBe(401);
    expect((await as(world().t.app, who, { method: 'GET', url: '/api/login/auth/session' })).statusCode).toBe(
      200,
    );
    await signIn(world().t.app, account.email, 'a brand new password');
    const old = await world().t.app.inject({
      method: 'POST',
      url: '/api/login/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const live = await world()
      .t.db.select({ n: count() })
      .from(sessions)
      .where(sql`${sessions.userId} = ${account.userId} and ${sessions.revokedAt} is null`);
    expect(Number(live[0]!.n)).toBe(2);
  });
}
