import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { announcementPageSchema, announcementSchema, audienceSizeSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { as, createTestApp, routeEngines, type SignedIn } from '../../../../test/harness.ts';
import { makeFlock } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';

describe.each(routeEngines)('announcements on %s', (engine) => {
  let w: EventsWorld;
  let groupId: string;
  let flockB: string;

  const call = (
    caller: EventCaller | SignedIn | null,
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
  ) =>
    as(w.t.app, caller === null ? null : typeof caller === 'string' ? w.who[caller] : caller, {
      method,
      url: `/api/notifications/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  const announce = (caller: EventCaller, body: Record<string, unknown>) =>
    call(caller, 'POST', 'announcements', {
      localeId: w.ids.a,
      title: 'Potluck',
      body: 'Bring a dish',
      ...body,
    });

  /** Who holds a notice of the announcement (user ids, sorted). */
  async function noticed(id: string) {
    const rows = await queryRows<{ userId: string }>(
      w.t.db,
      sql`select user_id::text as "userId" from notifications
        where kind = 'announcement.sent' and data->>'announcementId' = ${id} order by user_id`,
    );
    return rows.map((r) => r.userId);
  }
  const users = (...names: EventCaller[]) => names.map((n) => w.ids[`${n}User`]).sort();
  const count = async (table: string, where = 'true') => {
    const [row] = await queryRows<{ n: number }>(
      w.t.db,
      sql.raw(`select count(*)::int as n from ${table} where ${where}`),
    );
    return Number(row!.n);
  };

  beforeAll(async () => {
    w = await makeEventsWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    const [group] = await queryRows<{ id: string }>(
      w.t.db,
      sql`insert into church_groups (locale_id, name, type) values (${w.ids.a}, 'Choir', 'choir') returning id`,
    );
    groupId = group!.id;
    await w.t.db.execute(sql`insert into church_group_members (group_id, member_id)
      values (${groupId}, ${w.ids.member2Member}), (${groupId}, ${w.ids.secretaryMember}),
        (${groupId}, ${w.ids.pendingMember})`);
    flockB = (await makeFlock(w.t.db, w.ids.b, 'C1-Faith')).id;
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
  });

  it('sends to the whole locale at once: a notice per endorsed account, linked, counted and audited', async () => {
    const response = await announce('secretary', {
      audience: 'locale',
      title: 'Thanksgiving Sunday potluck',
    });
    expect(response.statusCode, response.body).toBe(201);
    const a = announcementSchema.parse(response.json());
    expect(a).toMatchObject({ state: 'sent', recipients: 5, audience: 'locale', audienceRef: null });
    expect(a.sentAt).not.toBeNull();
    expect(await noticed(a.id)).toEqual(users('member', 'member2', 'secretary', 'leader', 'otherLeader'));
    const [notice] = await queryRows<{ message: string; link: string; topic: string }>(
      w.t.db,
      sql`select message, link, topic from notifications where data->>'announcementId' = ${a.id} limit 1`,
    );
    expect(notice).toEqual({
      message: 'Thanksgiving Sunday potluck',
      link: `/announcement/${a.id}`,
      topic: 'announcement',
    });
    expect(await count('audit_log', `action = 'announcement.create' and entity_id = '${a.id}'`)).toBe(1);
  });

  it('reaches exactly a cluster, a flock or a group of the locale, as the form’s count says', async () => {
    const cases = [
      { audience: 'cluster', audienceRef: 'C1', expected: users('member', 'leader') },
      { audience: 'flock', audienceRef: w.ids.hope, expected: users('member2', 'otherLeader') },
      { audience: 'group', audienceRef: groupId, expected: users('member2', 'secretary') },
    ];
    for (const c of cases) {
      const size = await call(
        'secretary',
        'GET',
        `announcements/audience-size?localeId=${w.ids.a}&audience=${c.audience}&audienceRef=${c.audienceRef}`,
      );
      expect(size.statusCode, size.body).toBe(200);
      expect(audienceSizeSchema.parse(size.json()).recipients).toBe(c.expected.length);
      const response = await announce('secretary', { audience: c.audience, audienceRef: c.audienceRef });
      expect(response.statusCode, response.body).toBe(201);
      const a = announcementSchema.parse(response.json());
      expect(a.recipients).toBe(c.expected.length);
      expect(await noticed(a.id)).toEqual(c.expected);
    }
  });

  it('refuses a flock, group or cluster of another locale, and names the audience', async () => {
    for (const body of [
      { audience: 'flock', audienceRef: flockB },
      { audience: 'cluster', audienceRef: 'Nowhere' },
      { audience: 'group', audienceRef: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const response = await announce('secretary', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.details.issues[0]).toMatchObject({
        path: 'audienceRef',
        code: 'audience_outside_locale',
      });
    }
    const size = await call(
      'secretary',
      'GET',
      `announcements/audience-size?localeId=${w.ids.a}&audience=flock&audienceRef=${flockB}`,
    );
    expect(size.statusCode).toBe(422);
  });

  it('lets locale admins of the locale, district admins of its district and super admins send; refuses the rest', async () => {
    for (const caller of ['district', 'superAdmin'] as const) {
      expect((await announce(caller, { audience: 'locale' })).statusCode).toBe(201);
    }
    for (const caller of ['secretaryB', 'districtSouth', 'member', 'leader', 'pending'] as const) {
      const before = await count('announcements');
      const response = await announce(caller, { audience: 'locale' });
      expect(response.statusCode, `${caller}: ${response.body}`).toBe(403);
      expect(await count('announcements')).toBe(before);
    }
    expect(
      (await call(null, 'POST', 'announcements', { localeId: w.ids.a, audience: 'locale' })).statusCode,
    ).toBe(401);
  });

  it('refuses bad input with a 422 and writes nothing', async () => {
    const before = await count('announcements');
    const far = new Date(Date.now() + 2 * 365 * 86_400_000).toISOString();
    const bad = [
      { audience: 'locale', title: '' },
      { audience: 'locale', body: 'x'.repeat(2001) },
      { audience: 'flock' },
      { audience: 'flock', audienceRef: 'not-an-id' },
      { audience: 'locale', audienceRef: 'C1' },
      { audience: 'everyone' },
      { audience: 'locale', sendAt: 'tomorrow' },
      { audience: 'locale', extra: true },
    ];
    for (const body of bad) {
      const response = await announce('secretary', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const tooLate = await announce('secretary', { audience: 'locale', sendAt: far });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().error.details.issues[0]).toMatchObject({
      path: 'sendAt',
      code: 'send_at_too_late',
    });
    expect(await count('announcements')).toBe(before);
  });

  it('schedules for later: no notices yet, a job queued; sent once when due, however many send it', async () => {
    const response = await announce('secretary', {
      audience: 'cluster',
      audienceRef: 'C2',
      sendAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const a = announcementSchema.parse(response.json());
    expect(a).toMatchObject({ state: 'scheduled', sentAt: null, recipients: null });
    expect(await noticed(a.id)).toEqual([]);
    expect(await count('pgboss.job', `name = 'announcement.send' and singleton_key = '${a.id}'`)).toBe(1);
    // Not due yet: sending it does nothing.
    expect(await w.t.app.services.announcements.sendAnnouncement(a.id)).toBeNull();

    await w.t.db.execute(
      sql`update announcements set send_at = now() - interval '1 minute' where id = ${a.id}`,
    );
    const { announcements } = w.t.app.services;
    await Promise.all([
      announcements.sendAnnouncement(a.id),
      announcements.sendAnnouncement(a.id),
      announcements.sendDue(),
    ]);
    expect(await noticed(a.id)).toEqual(users('member2', 'otherLeader'));
    const read = announcementSchema.parse((await call('secretary', 'GET', `announcements/${a.id}`)).json());
    expect(read).toMatchObject({ state: 'sent', recipients: 2 });
    expect(await announcements.sendAnnouncement(a.id)).toBeNull();
  });

  it('sends a scheduled announcement by its job when the time comes', async () => {
    const response = await announce('secretary', {
      audience: 'flock',
      audienceRef: w.ids.joy,
      sendAt: new Date(Date.now() + 1500).toISOString(),
    });
    const a = announcementSchema.parse(response.json());
    expect(a.state).toBe('scheduled');
    await expect
      .poll(async () => (await noticed(a.id)).length, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(0);
    expect(await noticed(a.id)).toEqual(users('member', 'leader'));
  }, 60_000);

  it('cancels a scheduled announcement (audited), never a sent or cancelled one (409)', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const a = announcementSchema.parse(
      (await announce('secretary', { audience: 'locale', sendAt: later })).json(),
    );
    for (const caller of ['member', 'secretaryB', 'leader'] as const) {
      expect((await call(caller, 'POST', `announcements/${a.id}/cancel`)).statusCode).toBe(403);
    }
    const cancelled = await call('district', 'POST', `announcements/${a.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(announcementSchema.parse(cancelled.json()).state).toBe('cancelled');
    expect(await count('audit_log', `action = 'announcement.cancel' and entity_id = '${a.id}'`)).toBe(1);
    const again = await call('secretary', 'POST', `announcements/${a.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.state).toBe('cancelled');
    await w.t.db.execute(
      sql`update announcements set send_at = now() - interval '1 minute' where id = ${a.id}`,
    );
    expect(await w.t.app.services.announcements.sendAnnouncement(a.id)).toBeNull();
    expect(await noticed(a.id)).toEqual([]);

    const sentOne = announcementSchema.parse((await announce('secretary', { audience: 'locale' })).json());
    const late = await call('secretary', 'POST', `announcements/${sentOne.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.details.state).toBe('sent');
  });

  it('shows one announcement to its locale’s admins and its recipients; to anyone else it is not there', async () => {
    const a = announcementSchema.parse(
      (
        await announce('secretary', { audience: 'cluster', audienceRef: 'C1', title: 'Cluster prayer' })
      ).json(),
    );
    for (const caller of ['secretary', 'district', 'member', 'leader'] as const) {
      const response = await call(caller, 'GET', `announcements/${a.id}`);
      expect(response.statusCode, caller).toBe(200);
      expect(announcementSchema.parse(response.json())).toMatchObject({
        title: 'Cluster prayer',
        body: 'Bring a dish',
        audienceName: 'C1',
        createdBy: { name: expect.any(String) },
      });
    }
    for (const caller of ['member2', 'secretaryB', 'stranger', 'districtSouth'] as const) {
      expect((await call(caller, 'GET', `announcements/${a.id}`)).statusCode, caller).toBe(404);
    }
    expect(
      (await call('secretary', 'GET', 'announcements/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('lists a locale’s announcements latest first, page by page, to its admins only', async () => {
    const all = [];
    let cursor: string | null = null;
    do {
      const response = await call(
        'secretary',
        'GET',
        `announcements?localeId=${w.ids.a}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = announcementPageSchema.parse(response.json());
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.length).toBe(await count('announcements', `locale_id = '${w.ids.a}'`));
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    const times = all.map((a) => a.sendAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call('member', 'GET', `announcements?localeId=${w.ids.a}`)).statusCode).toBe(403);
    expect((await call('secretaryB', 'GET', `announcements?localeId=${w.ids.a}`)).statusCode).toBe(403);
    expect(
      (await call('secretary', 'GET', `announcements?localeId=${w.ids.a}&cursor=nonsense`)).statusCode,
    ).toBe(422);
  });

  it('sends to a flock of a few hundred in one go', async () => {
    const many = await makeFlock(w.t.db, w.ids.a, 'C9-Many');
    await w.t.db.execute(sql`with u as (
        insert into users (email, password_hash) select 'many-' || i || '-' || ${many.id} || '@example.org', 'x'
        from generate_series(1, 300) i returning id
      )
      insert into members (user_id, first_name, last_name, current_locale_id, flock_id, endorsed, endorsed_at)
      select id, 'Many', 'Member', ${w.ids.a}, ${many.id}, true, now() from u`);
    const response = await announce('secretary', { audience: 'flock', audienceRef: many.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(announcementSchema.parse(response.json()).recipients).toBe(300);
    expect((await noticed(response.json().id)).length).toBe(300);
  }, 60_000);
});
