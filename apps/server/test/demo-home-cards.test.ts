import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/demo.ts';
import { DEMO_PEOPLE } from '../src/demo/demo-names.ts';
import { as, createDemoApp, signIn, type SignedIn, type TestApp } from './harness.ts';

/** A calendar day (`YYYY-MM-DD`) in Manila, `days` from now. */
const manilaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/**
 * Home's cards by role (issue 37) on a fresh demo church: each card asks what the web's home asks, as the demo
 * person of that role, and has something real to show — not a card of zeros.
 */
describe('home’s cards on the demo church', () => {
  let t: TestApp;
  const people = new Map<string, SignedIn>();
  const get = async (email: string, url: string) => {
    const response = await as(t.app, people.get(email)!, { method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createDemoApp();
    for (const person of [DEMO_PEOPLE.leader, DEMO_PEOPLE.secretary, DEMO_PEOPLE.finance, DEMO_PEOPLE.member])
      people.set(person.email, (await signIn(t.app, person.email, DEMO_PASSWORD))!);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives the demo leader C1-Joy’s week: members to count, someone to call, celebrants, a join request', async () => {
    const led: { id: string; name: string }[] = await get(DEMO_PEOPLE.leader.email, '/api/groups/flocks/led');
    const joy = led.find((flock) => flock.name === 'C1-Joy')!;
    expect(joy).toBeDefined();
    const overview = await get(DEMO_PEOPLE.leader.email, `/api/groups/flocks/${joy.id}/overview`);
    expect(overview.memberCount).toBeGreaterThan(0);
    expect(overview.celebrants.length).toBeGreaterThan(0);
    expect(overview.pendingJoinRequests.length).toBeGreaterThan(0);
    const report = await get(DEMO_PEOPLE.leader.email, `/api/events/attendance/flocks/${joy.id}`);
    expect(report.careList.length).toBeGreaterThan(0);
    expect(report.careList[0].firstName).toEqual(expect.any(String));
  });

  it('gives the demo secretary registrations to endorse, follow-ups past due and a kiosk', async () => {
    const email = DEMO_PEOPLE.secretary.email;
    const waiting = await get(email, '/api/membership/admin/waiting');
    expect(waiting.pendingEndorsements).toBeGreaterThan(0);
    const overdue = await get(email, '/api/events/peps?overdue=true&limit=1');
    expect(overdue.total).toBeGreaterThan(0);
    const me = await get(email, '/api/membership/members/myProfile');
    const kiosks = await get(email, `/api/events/kiosks?localeId=${me.member.currentLocale}`);
    expect(kiosks.items.length).toBeGreaterThan(0);
  });

  it('gives the demo finance officer an open batch and the last seven days’ gifts', async () => {
    const email = DEMO_PEOPLE.finance.email;
    const me = await get(email, '/api/membership/members/myProfile');
    const localeId = me.member.currentLocale;
    const open = await get(email, `/api/payment/batches?localeId=${localeId}&status=open`);
    expect(open.items.length).toBeGreaterThan(0);
    const gifts = await get(
      email,
      `/api/payment/gifts?localeId=${localeId}&from=${manilaDay(-6)}&to=${manilaDay(0)}&status=succeeded&limit=1`,
    );
    const count = gifts.totals.reduce((sum: number, total: { count: number }) => sum + total.count, 0);
    expect(count).toBeGreaterThan(0);
  });

  it('gives the demo member their week', async () => {
    const mine = await get(DEMO_PEOPLE.member.email, '/api/events/attendance/me');
    expect(mine.weeks.length).toBeGreaterThan(0);
  });
});
