import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  makeAccount,
  makeFlock,
  makeLocale,
  TEST_PASSWORD,
  flockLeaderGrant,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('flock calls on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    const a = await makeLocale(t.db, { name: 'Locale A' });
    const c = await makeLocale(t.db, { name: 'Locale C' });
    const joy = await makeFlock(t.db, a.id, 'C1-Joy');
    await makeFlock(t.db, a.id, 'C2-Hope');
    await makeFlock(t.db, a.id, 'Solo');
    Object.assign(ids, { a: a.id, c: c.id, joy: joy.id });

    const accounts = {
      member: await makeAccount(t.db, { localeId: a.id, flockId: joy.id, firstName: 'Maria' }),
      leader: await makeAccount(t.db, {
        localeId: a.id,
        flockId: joy.id,
        grants: [flockLeaderGrant(joy.id)],
      }),
      pending: await makeAccount(t.db, { localeId: a.id, endorsed: false }),
      inC: await makeAccount(t.db, { localeId: c.id }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
  });
  afterAll(() => t.close());

  describe('flock config', () => {
    it('GET /config/flock/{locale} lists the flocks by cluster without a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/membership/config/flock/${ids.a}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.localeName).toBe('Locale A');
      expect(body.flocks.map((f: { name: string; cluster: string }) => [f.name, f.cluster])).toEqual([
        ['C1-Joy', 'C1'],
        ['C2-Hope', 'C2'],
        ['Solo', 'Solo'],
      ]);
      expect(body.clusters).toEqual([
        { name: 'C1', flocks: ['C1-Joy'] },
        { name: 'C2', flocks: ['C2-Hope'] },
        { name: 'Solo', flocks: ['Solo'] },
      ]);
      expect(response.body).not.toContain('@');
    });

    it('GET /config/flock/info/{id} answers size and leaders to its locale, 403 to another locale', async () => {
      const url = `/api/membership/config/flock/info/${ids.joy}`;
      const mine = await as(t.app, who.member!, { method: 'GET', url });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({
        name: 'C1-Joy',
        cluster: 'C1',
        localeName: 'Locale A',
        memberCount: 2,
      });
      expect(mine.json().leaders).toHaveLength(1);
      expect((await as(t.app, who.inC!, { method: 'GET', url })).statusCode).toBe(403);
      expect((await as(t.app, who.pending!, { method: 'GET', url })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });
});
