import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { inboxPageSchema, unreadCountSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { localeAdminGrant, makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(routeEngines)('the inbox on %s', (engine) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let localeId: string;

  const call = (who: SignedIn | null, method: InjectOptions['method'], path: string, payload?: unknown) =>
    as(t.app, who, {
      method,
      url: `/api/notifications/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const write = (notices: Notice[]) => t.db.transaction((tx) => notify(tx, notices));
  const notice = (userId: string, message: string, extra: Partial<Notice> = {}): Notice => ({
    userId,
    kind: 'transfer.accepted',
    message,
    ...extra,
  });
  const page = async (who: SignedIn, query = '') => {
    const response = await call(who, 'GET', `notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return inboxPageSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    localeId = (await makeLocale(t.db)).id;
    const sign = async (grants: Parameters<typeof makeAccount>[1]['grants'] = []) => {
      const account = await makeAccount(t.db, { localeId, grants });
      return signIn(t.app, account.email, TEST_PASSWORD);
    };
    me = await sign();
    other = await sign();
    admin = await sign([localeAdminGrant(localeId)]);
    for (let i = 1; i <= 5; i++) await write([notice(me.userId, `Notice ${i}`, { link: `/page/${i}` })]);
    await write([notice(other.userId, 'Not yours')]);
  });
  afterAll(() => t.close());

  it('lists only the caller’s notices, newest first, with the unread count, paging by cursor', async () => {
    const first = await page(me, '?limit=2');
    expect(first.items.map((n) => n.message)).toEqual(['Notice 5', 'Notice 4']);
    expect(first.unread).toBe(5);
    expect(first.items[0]).toMatchObject({
      kind: 'transfer.accepted',
      topic: 'transfer',
      link: '/page/5',
      readAt: null,
    });
    expect(first.items[0]!.seq).toBeGreaterThan(first.items[1]!.seq);
    const second = await page(me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.message)).toEqual(['Notice 3', 'Notice 2']);
    const third = await page(me, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((n) => n.message)).toEqual(['Notice 1']);
    expect(third.nextCursor).toBeNull();
    expect((await page(other)).items.map((n) => n.message)).toEqual(['Not yours']);
  });

  it('lists by the time each notice is dated, newest first, whatever order they were written in', async () => {
    const reader = await signIn(t.app, (await makeAccount(t.db, { localeId })).email, TEST_PASSWORD);
    const datedBack = async (message: string, at: string) => {
      await write([notice(reader.userId, message)]);
      await t.db.execute(
        sql`update notifications set created_at = ${at}::timestamptz where user_id = ${reader.userId} and message = ${message}`,
      );
    };
    await write([notice(reader.userId, 'Written first, dated now')]);
    await datedBack('Written second, dated three days ago', '2020-01-03T08:00:00Z');
    await datedBack('Written third, dated yesterday', '2020-01-05T08:00:00Z');
    // Two notices of one moment, to the microsecond: the later written comes first.
    await write([
      notice(reader.userId, 'Same moment, written first'),
      notice(reader.userId, 'Same moment, written next'),
    ]);
    await t.db.execute(
      sql`update notifications set created_at = '2020-01-04T08:00:00.123456Z' where user_id = ${reader.userId}
        and message like 'Same moment%'`,
    );
    const messages: string[] = [];
    let cursor: string | null = null;
    do {
      const onePage = await page(reader, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      messages.push(...onePage.items.map((n) => n.message));
      cursor = onePage.nextCursor;
    } while (cursor !== null && messages.length < 10);
    expect(messages).toEqual([
      'Written first, dated now',
      'Written third, dated yesterday',
      'Same moment, written next',
      'Same moment, written first',
      'Written second, dated three days ago',
    ]);
  });

  it('refuses a cursor it did not give out and a limit out of range (422)', async () => {
    expect((await call(me, 'GET', 'notifications?cursor=nonsense')).statusCode).toBe(422);
    expect((await call(me, 'GET', 'notifications?limit=0')).statusCode).toBe(422);
    expect((await call(me, 'GET', 'notifications?limit=101')).statusCode).toBe(422);
    expect((await call(null, 'GET', 'notifications')).statusCode).toBe(401);
  });

  it('never shows a locale’s notices from before issue 16, nor those the person hides from the app', async () => {
    await t.db.execute(
      sql`insert into notifications (locale_id, kind, message) values (${localeId}, 'transfer.requested', 'Old locale row')`,
    );
    await call(admin, 'PUT', 'notifications/preferences', {
      topics: [{ topic: 'transfer', inApp: false, email: true, push: false }],
    });
    await write([
      notice(admin.userId, 'Hidden from the app'),
      { localeId, kind: 'rsvp.new', message: 'For the admins' },
    ]);
    const messages = (await page(admin)).items.map((n) => n.message);
    expect(messages).toEqual(['For the admins']);
  });

  it('marks one read, answering the unread count; another user’s id or a missing one is 404 and changes nothing', async () => {
    const [top] = (await page(me)).items;
    const theirs = (await page(other)).items[0]!;
    const read = await call(me, 'POST', `notifications/${top!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(unreadCountSchema.parse(read.json()).unread).toBe(4);
    // Reading again keeps the count and the first reading time.
    const readAt = (await page(me)).items[0]!.readAt;
    expect(readAt).not.toBeNull();
    expect((await call(me, 'POST', `notifications/${top!.id}/read`)).json()).toEqual({ unread: 4 });
    expect((await page(me)).items[0]!.readAt).toBe(readAt);

    const foreign = await call(me, 'POST', `notifications/${theirs.id}/read`);
    expect(foreign.statusCode).toBe(404);
    const missing = await call(me, 'POST', 'notifications/00000000-0000-4000-8000-000000000000/read');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(foreign.json().error.code);
    expect((await page(other)).items[0]!.readAt).toBeNull();
    expect((await page(me, '?unread=true')).items.map((n) => n.message)).toEqual([
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
  });

  it('removes one of the caller’s notices; another user’s is 404 and stays', async () => {
    const theirs = (await page(other)).items[0]!;
    expect((await call(me, 'DELETE', `notifications/${theirs.id}`)).statusCode).toBe(404);
    expect((await page(other)).items).toHaveLength(1);
    const unreadOne = (await page(me, '?unread=true')).items[0]!;
    const removed = await call(me, 'DELETE', `notifications/${unreadOne.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ unread: 3 });
    expect((await page(me)).items.map((n) => n.message)).not.toContain(unreadOne.message);
    expect((await call(me, 'DELETE', `notifications/${unreadOne.id}`)).statusCode).toBe(404);
  });

  it('marks all read, the caller’s only', async () => {
    const all = await call(me, 'POST', 'notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await page(me)).items.every((n) => n.readAt !== null)).toBe(true);
    expect((await page(other)).unread).toBe(1);
  });

  it('tells the caller’s streams through the realtime channel when the count changes', async () => {
    const events: unknown[] = [];
    const stop = t.app.services.realtime.subscribe((event) => events.push(event));
    try {
      await write([notice(me.userId, 'One more')]);
      const item = (await page(me)).items[0]!;
      await call(me, 'POST', `notifications/${item.id}/read`);
      await expect
        .poll(() => events, { timeout: 5000 })
        .toContainEqual({ type: 'unread', userId: me.userId });
      expect(events).toContainEqual({ type: 'notification', userId: me.userId, seq: item.seq });
    } finally {
      stop();
    }
  });

  it('keeps the notices of another user out of counts', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where user_id = ${other.userId} and read_at is null`,
    );
    expect(row!.n).toBe((await page(other)).unread);
  });
});
