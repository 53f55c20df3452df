import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  defaultNotificationChannels,
  notificationPreferencesSchema,
  notificationTopics,
} from '@congregate/contracts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(routeEngines)('notification preferences on %s', (engine) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;

  const call = (who: SignedIn | null, method: InjectOptions['method'], payload?: unknown) =>
    as(t.app, who, {
      method,
      url: '/api/notifications/notifications/preferences',
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const topicsOf = async (who: SignedIn) => {
    const response = await call(who, 'GET');
    expect(response.statusCode).toBe(200);
    return notificationPreferencesSchema.parse(response.json()).topics;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const localeId = (await makeLocale(t.db)).id;
    for (const who of ['me', 'other'] as const) {
      const account = await makeAccount(t.db, { localeId });
      const signed = await signIn(t.app, account.email, TEST_PASSWORD);
      if (who === 'me') me = signed;
      else other = signed;
    }
  });
  afterAll(() => t.close());

  it('answers the defaults for every topic in order, account locked', async () => {
    const topics = await topicsOf(me);
    expect(topics.map((p) => p.topic)).toEqual([...notificationTopics]);
    for (const p of topics) {
      const { inApp, email, push } = defaultNotificationChannels[p.topic];
      expect(p).toEqual({ topic: p.topic, inApp, email, push, locked: p.topic === 'account' });
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });

  it('keeps the topics given, leaves the others, and only for the caller', async () => {
    const response = await call(me, 'PUT', {
      topics: [
        { topic: 'transfer', inApp: true, email: false, push: false },
        { topic: 'celebrants', inApp: false, email: true, push: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const byTopic = new Map(
      notificationPreferencesSchema.parse(response.json()).topics.map((p) => [p.topic, p]),
    );
    expect(byTopic.get('transfer')).toMatchObject({ inApp: true, email: false, push: false });
    expect(byTopic.get('celebrants')).toMatchObject({ inApp: false, email: true, push: true });
    expect(byTopic.get('award')).toMatchObject(defaultNotificationChannels.award);
    // Again: the row is replaced, not added.
    await call(me, 'PUT', { topics: [{ topic: 'transfer', inApp: false, email: true, push: true }] });
    const again = new Map((await topicsOf(me)).map((p) => [p.topic, p]));
    expect(again.get('transfer')).toMatchObject({ inApp: false, email: true, push: true });
    expect(again.get('celebrants')).toMatchObject({ inApp: false, email: true, push: true });
    expect((await topicsOf(other)).find((p) => p.topic === 'transfer')).toMatchObject(
      defaultNotificationChannels.transfer,
    );
  });

  it('refuses account (always sent), unknown topics, repeats and bad shapes with 422, writing nothing', async () => {
    const before = await topicsOf(me);
    const locked = await call(me, 'PUT', {
      topics: [
        { topic: 'award', inApp: false, email: false, push: false },
        { topic: 'account', inApp: false, email: false, push: false },
      ],
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error.details.issues[0]).toMatchObject({
      path: 'topics.1.topic',
      code: 'topic_locked',
    });
    for (const body of [
      { topics: [{ topic: 'gossip', inApp: true, email: true, push: true }] },
      { topics: [] },
      { topics: [{ topic: 'award', inApp: 'yes', email: true, push: true }] },
      {
        topics: [
          { topic: 'award', inApp: true, email: true, push: true },
          { topic: 'award', inApp: false, email: true, push: true },
        ],
      },
      { topics: [{ topic: 'award', inApp: true, email: true }] },
    ]) {
      const response = await call(me, 'PUT', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await topicsOf(me)).toEqual(before);
  });
});
