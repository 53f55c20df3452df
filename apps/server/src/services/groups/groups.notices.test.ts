import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/executor.ts';
import { as, createTestApp, routeEngines } from '../../../test/harness.ts';
import { makeAccount } from '../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../test/events-fixture.ts';

/** The notices the groups service writes (issue 16): a flock's celebrants, its new staff, awards. */
describe.each(routeEngines)('groups notices on %s', (engine) => {
  let w: EventsWorld;

  beforeAll(async () => {
    // No worker and no schedules: the hourly run at the real clock must not add notices to what a test counts.
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0, jobsWorker: false }));
  });
  afterAll(() => w.t.close());

  const call = (caller: EventCaller, method: InjectOptions['method'], path: string, payload?: unknown) =>
    as(w.t.app, w.who[caller], {
      method,
      url: `/api/groups/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const notices = (where: string) =>
    queryRows<{ user_id: string; message: string; link: string | null; dedupe_key: string | null }>(
      w.t.db,
      sql.raw(`select user_id, message, link, dedupe_key from notifications where ${where} order by seq`),
    );

  describe('celebrants', () => {
    // 07:30 on 14 June in Manila is still 13 June in UTC.
    const now = new Date('2031-06-14T07:30:00+08:00');

    beforeAll(async () => {
      await w.t.db.execute(
        sql`update members set birth_date = '1990-06-14' where id = ${w.ids.memberMember}`,
      );
      await w.t.db.execute(
        sql`update members set wedding_date = '2021-06-14' where id = ${w.ids.leaderMember}`,
      );
      // Hope's member celebrates on the UTC date: their leaders hear nothing on Manila's 14 June.
      await w.t.db.execute(
        sql`update members set birth_date = '1985-06-13' where id = ${w.ids.member2Member}`,
      );
    });

    it('tells each flock’s leaders of today’s celebrants on the locale’s clock, once a day', async () => {
      expect(await w.t.app.services.flockCare.celebrantNotices(new Date(now.getTime() - 3_600_000))).toBe(0);
      expect(await notices(`kind = 'celebrants.today'`)).toEqual([]);

      expect(await w.t.app.services.flockCare.celebrantNotices(now)).toBe(1);
      await w.t.app.services.flockCare.celebrantNotices(new Date(now.getTime() + 3_600_000));
      const told = await notices(`kind = 'celebrants.today'`);
      expect(told).toEqual([
        {
          user_id: w.ids.leaderUser,
          message:
            `Celebrating today in C1-Joy: Lito Leader (wedding anniversary, 10 years), ` +
            `Maria Santos (birthday).`,
          link: `/flock-member-celebrants?flockId=${w.ids.joy}`,
          dedupe_key: `celebrants:${w.ids.joy}:2031-06-14`,
        },
      ]);
    });
  });

  it('tells new flock staff what they now lead; not the staff who stay', async () => {
    const newcomer = await makeAccount(w.t.db, { localeId: w.ids.a, firstName: 'Nena', lastName: 'New' });
    const response = await call('secretary', 'PATCH', `flocks/${w.ids.joy}`, {
      leaders: [
        { memberId: w.ids.leaderMember, position: 'leader' },
        { memberId: newcomer.memberId, position: 'assistant' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const granted = await notices(`kind = 'account.role-granted'`);
    expect(granted).toEqual([
      expect.objectContaining({
        user_id: newcomer.userId,
        message: 'You are now an assistant leader of flock C1-Joy.',
        link: `/flock-page?flockId=${w.ids.joy}`,
      }),
    ]);
  });

  it('links an award’s notice to the awards of its period', async () => {
    const given = await call('secretary', 'POST', 'awards', {
      localeId: w.ids.a,
      recipientType: 'member',
      memberId: w.ids.member2Member,
      period: 'month',
      periodStart: '2025-04-01',
      title: 'Servant heart',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(await notices(`kind = 'award.given'`)).toEqual([
      expect.objectContaining({
        user_id: w.ids.member2User,
        message: 'You received an award: Servant heart.',
        link: `/flock-awards?localeId=${w.ids.a}&year=2025&month=4`,
      }),
    ]);
    // What the app words it from in the reader's language.
    const [words] = await queryRows<{ words: unknown }>(
      w.t.db,
      sql`select data->'words' as words from notifications where kind = 'award.given'`,
    );
    const parsed = typeof words!.words === 'string' ? JSON.parse(words!.words) : words!.words;
    expect(parsed).toEqual({ variant: 'member', title: 'Servant heart' });
  });
});
