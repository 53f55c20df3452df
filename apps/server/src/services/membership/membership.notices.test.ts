import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { queryRows } from '../../db/executor.ts';
import { emailChangeRequests } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../test/harness.ts';
import {
  localeAdminGrant,
  makeAccount,
  makeLocale,
  superAdminGrant,
  TEST_PASSWORD,
} from '../../../test/factories.ts';

/**
 * The notices the membership service (and registration) write (issue 16): a registration waiting, its
 * endorsement or rejection, transfers, a confirmed e-mail change, a role granted.
 */
describe.each(routeEngines)('membership notices on %s', (engine) => {
  let t: TestApp;
  let localeA: { id: string; name: string };
  let localeB: { id: string; name: string };
  let adminA: SignedIn & { id: string };
  let adminB: SignedIn & { id: string };
  let superAdmin: SignedIn;

  const post = (who: SignedIn | null, url: string, payload: object = {}) =>
    as(t.app, who, { method: 'POST', url: `/api/membership${url}`, payload });
  const notices = (where: string) =>
    queryRows<{ user_id: string; kind: string; message: string; link: string | null }>(
      t.db,
      sql.raw(`select user_id, kind, message, link from notifications where ${where} order by seq`),
    );

  /** What each notice is made of (`data.words`), for the app to word it in the reader's language. */
  const words = async (where: string) =>
    (
      await queryRows<{ words: unknown }>(
        t.db,
        sql.raw(`select data->'words' as words from notifications where ${where} order by seq`),
      )
    ).map((row) => (typeof row.words === 'string' ? JSON.parse(row.words) : row.words));

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    localeA = await makeLocale(t.db, { name: 'Quezon City' });
    localeB = await makeLocale(t.db, { name: 'Makati' });
    const a = await makeAccount(t.db, { localeId: localeA.id, grants: [localeAdminGrant(localeA.id)] });
    const b = await makeAccount(t.db, { localeId: localeB.id, grants: [localeAdminGrant(localeB.id)] });
    const s = await makeAccount(t.db, { localeId: localeB.id, grants: [superAdminGrant] });
    adminA = { ...(await signIn(t.app, a.email, TEST_PASSWORD)), id: a.userId };
    adminB = { ...(await signIn(t.app, b.email, TEST_PASSWORD)), id: b.userId };
    superAdmin = await signIn(t.app, s.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('asks the locale’s admins to endorse a new registration, and tells the registrant the answer', async () => {
    const email = `rosa.${Math.random().toString(36).slice(2)}@example.org`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/login/auth/register',
      payload: {
        email,
        password: 'correct horse battery',
        firstName: 'Rosa',
        lastName: 'Peña',
        localeId: localeA.id,
        acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
        acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { userId, memberId } = registered.json() as { userId: string; memberId: string };
    expect(await notices(`kind = 'endorsement.requested'`)).toEqual([
      {
        user_id: adminA.id,
        kind: 'endorsement.requested',
        message: 'Rosa Peña registered and waits for your endorsement.',
        link: '/endorsement',
      },
    ]);

    expect((await post(adminA, `/admin/members/${memberId}/endorse`)).statusCode).toBe(200);
    expect(await notices(`user_id = '${userId}'`)).toEqual([
      expect.objectContaining({ kind: 'endorsement.accepted', link: '/tabs/tab7' }),
    ]);
    expect(await words(`user_id = '${userId}'`)).toEqual([{ variant: 'new' }]);
  });

  it('tells a rejected registrant why, with the not-authorized page', async () => {
    const pending = await makeAccount(t.db, { localeId: localeA.id, endorsed: false });
    const rejected = await post(adminA, `/admin/members/${pending.memberId}/reject`, {
      reason: 'Unknown to us',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await notices(`user_id = '${pending.userId}'`)).toEqual([
      {
        user_id: pending.userId,
        kind: 'endorsement.rejected',
        message: 'Your registration was not accepted. Reason: Unknown to us',
        link: '/not-authorized',
      },
    ]);
    expect(await words(`user_id = '${pending.userId}'`)).toEqual([{ reason: 'Unknown to us' }]);
  });

  it('asks the receiving locale’s admins to answer a transfer, and tells the member and the old locale', async () => {
    const member = await makeAccount(t.db, { localeId: localeA.id, firstName: 'Juan', lastName: 'Cruz' });
    const requested = await post(adminA, `/admin/members/transfer/${member.memberId}`, {
      toLocaleId: localeB.id,
    });
    expect(requested.statusCode, requested.body).toBeLessThan(300);
    const transferId = requested.json().id as string;
    const about = `data->>'transferId' = '${transferId}'`;
    expect(await notices(`${about} and kind = 'transfer.requested'`)).toEqual([
      expect.objectContaining({
        user_id: adminB.id,
        message: 'A transfer of Juan Cruz from Quezon City to Makati waits for your answer.',
        link: `/admin-page?locale=${localeB.id}`,
      }),
      expect.objectContaining({
        user_id: member.userId,
        message: 'A transfer of your membership to Makati was requested; its admins will answer.',
        link: '/edit-member-locale',
      }),
    ]);
    const juan = { name: 'Juan Cruz', from: 'Quezon City', to: 'Makati' };
    expect(await words(`${about} and kind = 'transfer.requested'`)).toEqual([
      { variant: 'admins', ...juan },
      { variant: 'member', ...juan },
    ]);

    const declined = await post(adminB, `/admin/transfers/${transferId}/decline`, { reason: 'Full' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await notices(`${about} and kind = 'transfer.declined'`)).toEqual([
      expect.objectContaining({
        user_id: adminA.id,
        message: 'The transfer of Juan Cruz to Makati was declined. Reason: Full',
        link: `/admin-page?locale=${localeA.id}`,
      }),
      expect.objectContaining({
        user_id: member.userId,
        message: 'Your transfer to Makati was declined. Reason: Full',
      }),
    ]);
    expect(await words(`${about} and kind = 'transfer.declined'`)).toEqual([
      { variant: 'adminsReason', ...juan, reason: 'Full' },
      { variant: 'memberReason', ...juan, reason: 'Full' },
    ]);
  });

  it('tells the member and both locales’ admins of an accepted transfer', async () => {
    const member = await makeAccount(t.db, { localeId: localeA.id });
    const moved = await post(superAdmin, `/admin/members/transfer/${member.memberId}`, {
      toLocaleId: localeB.id,
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    const told = await notices(`data->>'transferId' = '${moved.json().id}' and kind = 'transfer.accepted'`);
    expect(told.map((n) => n.user_id).sort()).toEqual([adminA.id, adminB.id, member.userId].sort());
    expect(told.find((n) => n.user_id === member.userId)).toMatchObject({
      message: 'Your transfer to Makati was accepted.',
      link: '/tabs/tab7',
    });
  });

  it('tells the account in the app when its e-mail change is confirmed', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id });
    const created = await post(adminA, `/admin/members/changeEmail/${person.memberId}`, {
      email: `moved.${Math.random().toString(36).slice(2)}@example.org`,
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.db
      .update(emailChangeRequests)
      .set({ tokenHash: sha256('a-notice-token-of-enough-length') })
      .where(eq(emailChangeRequests.id, created.json().id));
    const confirmed = await post(null, '/email-change/confirm', { token: 'a-notice-token-of-enough-length' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await notices(`user_id = '${person.userId}'`)).toEqual([
      expect.objectContaining({
        kind: 'account.email-changed',
        message: `Your e-mail address was changed to ${confirmed.json().email}.`,
      }),
    ]);
    expect(await words(`user_id = '${person.userId}'`)).toEqual([{ email: confirmed.json().email }]);
  });

  it('tells a person given a role what they now are, with the page it opens', async () => {
    const person = await makeAccount(t.db, { localeId: localeA.id });
    const granted = await post(adminA, `/admin/users/${person.userId}/roles`, {
      role: 'locale_admin',
      scopeType: 'locale',
      scopeId: localeA.id,
    });
    expect(granted.statusCode, granted.body).toBeLessThan(300);
    expect(await notices(`user_id = '${person.userId}'`)).toEqual([
      {
        user_id: person.userId,
        kind: 'account.role-granted',
        message: 'You are now a locale admin of Quezon City.',
        link: '/admin-page',
      },
    ]);
  });
});
