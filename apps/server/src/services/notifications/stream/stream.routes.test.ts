import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, type Notice } from '../../../lib/notifications.ts';
import { openStream, type Stream } from '../../../../test/sse-client.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { localeAdminGrant, makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(routeEngines)('the notification stream on %s', (engine) => {
  let t: TestApp;
  let port: number;
  let me: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let localeId: string;
  const open: Stream[] = [];

  const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.accessToken}` });
  const connect = async (headers: Record<string, string>, query = '') => {
    const stream = await openStream(port, headers, query);
    open.push(stream);
    return stream;
  };
  const write = (notices: Notice[]) => t.db.transaction((tx) => notify(tx, notices));
  const notice = (userId: string, message: string): Notice => ({
    userId,
    kind: 'award.given',
    message,
    link: '/flock-awards',
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    localeId = (await makeLocale(t.db)).id;
    const sign = async (grants: Parameters<typeof makeAccount>[1]['grants'] = []) => {
      const account = await makeAccount(t.db, { localeId, grants });
      return signIn(t.app, account.email, TEST_PASSWORD);
    };
    me = await sign();
    other = await sign();
    admin = await sign([localeAdminGrant(localeId)]);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  it('refuses a caller without a session with the 401 envelope', async () => {
    const stream = await connect({});
    expect(stream.status).toBe(401);
    await expect.poll(() => stream.closed()).toBe(true);
    expect(JSON.parse(stream.text()).error.code).toBe('unauthenticated');
  });

  it('sends retry first, the unread count, then a notice written for the caller with its seq as id, never another’s', async () => {
    const stream = await connect(bearer(me));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['cache-control']).toContain('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect((await stream.next('unread')).data).toEqual({ unread: 0 });
    expect(stream.text().startsWith('retry: 3000\n\n')).toBe(true);

    await write([notice(other.userId, 'For someone else')]);
    await write([notice(me.userId, 'You received an award.')]);
    const got = await stream.next('notification');
    const data = got.data as { item: { message: string; seq: number; link: string }; unread: number };
    expect(data.item.message).toBe('You received an award.');
    expect(data.item.link).toBe('/flock-awards');
    expect(got.id).toBe(String(data.item.seq));
    expect(data.unread).toBe(1);
    expect(stream.events.some((e) => JSON.stringify(e.data).includes('For someone else'))).toBe(false);
  });

  it('tells the caller’s streams when they read a notice elsewhere', async () => {
    const stream = await connect(bearer(me));
    await stream.next('unread');
    const response = await as(t.app, me, {
      method: 'POST',
      url: '/api/notifications/notifications/read-all',
    });
    expect(response.statusCode).toBe(200);
    expect((await stream.next('unread', (e) => (e.data as { unread: number }).unread === 0)).data).toEqual({
      unread: 0,
    });
  });

  it('resumes after Last-Event-ID (or ?lastEventId=) with the notices missed, oldest first', async () => {
    const first = await connect(bearer(me));
    await first.next('unread');
    await write([notice(me.userId, 'Seen before')]);
    const seen = await first.next('notification');
    first.close();
    await write([notice(me.userId, 'Missed one')]);
    await write([notice(me.userId, 'Missed two')]);

    const again = await connect({ ...bearer(me), 'last-event-id': seen.id! });
    const one = await again.next('notification');
    const two = await again.next('notification');
    expect([one, two].map((e) => (e.data as { item: { message: string } }).item.message)).toEqual([
      'Missed one',
      'Missed two',
    ]);
    expect(Number(two.id)).toBeGreaterThan(Number(one.id));
    await again.next('unread');

    const byQuery = await connect(bearer(me), `?lastEventId=${one.id}`);
    const only = await byQuery.next('notification');
    expect((only.data as { item: { message: string } }).item.message).toBe('Missed two');
  });

  it('sends counters only to admins of their locale', async () => {
    const adminStream = await connect(bearer(admin));
    const memberStream = await connect(bearer(other));
    await adminStream.next('unread');
    await memberStream.next('unread');
    await t.app.services.realtime.publish(t.db, [
      { type: 'counter', name: 'arrivals', localeId, ref: 'g-1' },
    ]);
    expect((await adminStream.next('counter')).data).toEqual({ name: 'arrivals', localeId, ref: 'g-1' });
    // A stream writes the events in the order they were published: once the member's later one arrives, the
    // counter would have arrived before it.
    await t.app.services.realtime.publish(t.db, [{ type: 'unread', userId: other.userId }]);
    await memberStream.next('unread');
    expect(memberStream.events.some((e) => e.event === 'counter')).toBe(false);
  });

  it('keeps at most five streams a person, closing the oldest', async () => {
    const account = await makeAccount(t.db, { localeId });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    const streams: Stream[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await connect(bearer(who));
      await s.next('unread');
      streams.push(s);
    }
    await expect.poll(() => streams[0]!.closed()).toBe(true);
    expect(streams.slice(1).every((s) => !s.closed())).toBe(true);
    expect(t.app.services.notificationStream.count(who.userId)).toBe(5);
  });

  it('closes a stream at the heartbeat once its session was signed out, and pings the others', async () => {
    const account = await makeAccount(t.db, { localeId });
    const leaving = await signIn(t.app, account.email, TEST_PASSWORD);
    const staying = await connect(bearer(me));
    const stream = await connect(bearer(leaving));
    await stream.next('unread');
    await staying.next('unread');
    const out = await as(t.app, leaving, { method: 'POST', url: '/api/login/auth/logout' });
    expect(out.statusCode).toBeLessThan(300);
    await t.app.services.notificationStream.beat();
    await expect.poll(() => stream.closed()).toBe(true);
    await expect.poll(() => staying.text().includes(': ping')).toBe(true);
    expect(staying.closed()).toBe(false);
  });

  it('lets go of every stream when the app closes', async () => {
    const stream = await connect(bearer(me));
    await stream.next('unread');
    t.app.services.notificationStream.closeAll();
    await expect.poll(() => stream.closed()).toBe(true);
  });
});
