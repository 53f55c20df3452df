import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_SCHEDULED_ANNOUNCEMENT, DEMO_SENT_ANNOUNCEMENT } from './demo-notifications.ts';

describe('demo notifications and announcements', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('has the secretary’s announcement sent two days ago to the first locale’s members with accounts', async () => {
    const [sent] = await rows<{ id: string; recipients: number; days: number; locale: string; by: string }>(
      sql`select a.id, a.recipients, extract(epoch from now() - a.sent_at) / 86400 as days, l.name as locale,
          u.email as by
        from announcements a join locales l on l.id = a.locale_id join users u on u.id = a.created_by
        where a.title = ${DEMO_SENT_ANNOUNCEMENT}`,
    );
    expect(sent).toMatchObject({ locale: 'Quezon City', by: DEMO_PEOPLE.secretary.email });
    expect(Number(sent!.days)).toBeGreaterThan(1.9);
    expect(Number(sent!.days)).toBeLessThan(2.1);
    const [audience] = await rows<{ n: number }>(
      sql`select count(*)::int as n from members m join users u on u.id = m.user_id
        where m.current_locale_id = (select id from locales where name = 'Quezon City') and m.endorsed`,
    );
    expect(Number(sent!.recipients)).toBe(Number(audience!.n));
    expect(Number(sent!.recipients)).toBeGreaterThan(3);
    const [notices] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where data->>'announcementId' = ${sent!.id}
        and link = ${`/announcement/${sent!.id}`}`,
    );
    expect(Number(notices!.n)).toBe(Number(sent!.recipients));
  });

  it('has one scheduled for next week, not sent', async () => {
    const [scheduled] = await rows<{ days: number; sent: boolean; audience: string }>(
      sql`select extract(epoch from send_at - now()) / 86400 as days, sent_at is not null as sent, audience
        from announcements where title = ${DEMO_SCHEDULED_ANNOUNCEMENT}`,
    );
    expect(scheduled).toMatchObject({ sent: false, audience: 'flock' });
    expect(Number(scheduled!.days)).toBeGreaterThan(6);
  });

  it('gives the demo member, leader and secretary read and unread notices linked to app pages', async () => {
    for (const person of [DEMO_PEOPLE.member, DEMO_PEOPLE.leader, DEMO_PEOPLE.secretary]) {
      const notices = await rows<{ kind: string; link: string; read: boolean }>(
        sql`select n.kind, n.link, n.read_at is not null as read from notifications n
          join users u on u.id = n.user_id where u.email = ${person.email} and n.in_app`,
      );
      expect(
        notices.some((n) => !n.read),
        person.email,
      ).toBe(true);
      for (const n of notices) expect(n.link).toMatch(/^\/[a-z]/);
    }
    const kinds = async (email: string) =>
      (
        await rows<{ kind: string }>(
          sql`select n.kind from notifications n join users u on u.id = n.user_id where u.email = ${email}`,
        )
      ).map((r) => r.kind);
    expect(await kinds(DEMO_PEOPLE.member.email)).toEqual(
      expect.arrayContaining(['announcement.sent', 'award.given', 'rsvp.new']),
    );
    expect(await kinds(DEMO_PEOPLE.leader.email)).toEqual(
      expect.arrayContaining(['join.requested', 'celebrants.today']),
    );
    expect(await kinds(DEMO_PEOPLE.secretary.email)).toEqual(expect.arrayContaining(['transfer.requested']));
    const [pending] = await rows<{ n: number }>(
      sql`select count(*)::int as n from transfer_requests where status = 'pending'
        and to_locale_id = (select id from locales where name = 'Quezon City')`,
    );
    expect(Number(pending!.n)).toBe(1);
  });

  it('marks every notice delivered, so a fresh demo e-mails no one', async () => {
    const [undelivered] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where delivered_at is null`,
    );
    expect(Number(undelivered!.n)).toBe(0);
  });
});
