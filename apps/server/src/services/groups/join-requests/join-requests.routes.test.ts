import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, notifications } from '../../../db/schema/index.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  flockLeaderGrant,
  localeAdminGrant,
  makeAccount,
  makeFlock,
  makeLocale,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('join requests on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};
  const G = '/api/groups';
  const post = (caller: string, url: string, payload?: object) =>
    as(t.app, who[caller]!, { method: 'POST', url: `${G}${url}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const a = await makeLocale(t.db, { name: 'Locale A' });
    const b = await makeLocale(t.db, { name: 'Locale B' });
    const joy = await makeFlock(t.db, a.id, 'C1-Joy');
    const hope = await makeFlock(t.db, a.id, 'C2-Hope');
    const old = await makeFlock(t.db, a.id, 'C3-Old');
    const peace = await makeFlock(t.db, b.id, 'C1-Peace');
    Object.assign(ids, { a: a.id, b: b.id, joy: joy.id, hope: hope.id, old: old.id, peace: peace.id });
    const accounts = {
      admin: await makeAccount(t.db, { localeId: a.id, grants: [localeAdminGrant(a.id)] }),
      leader: await makeAccount(t.db, {
        localeId: a.id,
        flockId: joy.id,
        grants: [flockLeaderGrant(joy.id)],
      }),
      hopeLeader: await makeAccount(t.db, {
        localeId: a.id,
        flockId: hope.id,
        grants: [flockLeaderGrant(hope.id)],
      }),
      seeker: await makeAccount(t.db, { localeId: a.id, firstName: 'Seeker' }),
      mover: await makeAccount(t.db, { localeId: a.id, flockId: hope.id, firstName: 'Mover' }),
      chief: await makeAccount(t.db, { localeId: a.id, firstName: 'Chief' }),
      pending: await makeAccount(t.db, { localeId: a.id, endorsed: false }),
      inB: await makeAccount(t.db, { localeId: b.id }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      ids[`${name}User`] = account.userId;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
    const choir = await post('admin', '/groups', { localeId: a.id, name: 'Choir', type: 'choir' });
    const ushers = await post('admin', '/groups', {
      localeId: a.id,
      name: 'Ushers',
      type: 'ushers',
      joinPolicy: 'open',
    });
    Object.assign(ids, { choir: choir.json().id, ushers: ushers.json().id });
    await post('admin', `/groups/${ids.choir}/members`, { memberId: ids.chiefMember, role: 'leader' });
    await as(t.app, who.admin!, {
      method: 'PATCH',
      url: `${G}/flocks/${old.id}`,
      payload: { archived: true },
    });
  });
  afterAll(() => t.close());

  describe('POST /join-requests', () => {
    it('asks to join a flock and tells its leaders and the locale', async () => {
      const response = await post('seeker', '/join-requests', { flockId: ids.joy, message: 'I live nearby' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        joined: false,
        request: {
          status: 'pending',
          target: { kind: 'flock', id: ids.joy, name: 'C1-Joy' },
          message: 'I live nearby',
        },
      });
      ids.seekerToJoy = response.json().request.id;
      const notices = await t.db.select().from(notifications).where(eq(notifications.kind, 'join.requested'));
      // The locale's notice reaches each of its admins as their own.
      expect(notices.map((n) => n.userId).sort()).toEqual([ids.leaderUser, ids.adminUser].sort());
      expect(notices.find((n) => n.userId === ids.adminUser)?.localeId).toBe(ids.a);
    });

    it('joins an open group at once', async () => {
      const response = await post('seeker', '/join-requests', { groupId: ids.ushers });
      expect(response.json()).toMatchObject({ joined: true, request: { status: 'accepted' } });
      const again = await post('seeker', '/join-requests', { groupId: ids.ushers });
      expect(again.statusCode).toBe(409);
    });

    it('refuses a second pending request, another locale, an archived flock, non-members and bad input', async () => {
      expect((await post('seeker', '/join-requests', { flockId: ids.joy })).statusCode).toBe(409);
      expect((await post('seeker', '/join-requests', { flockId: ids.peace })).statusCode).toBe(403);
      expect((await post('inB', '/join-requests', { groupId: ids.choir })).statusCode).toBe(403);
      expect((await post('seeker', '/join-requests', { flockId: ids.old })).statusCode).toBe(409);
      expect((await post('pending', '/join-requests', { flockId: ids.joy })).statusCode).toBe(403);
      expect((await post('leader', '/join-requests', { flockId: ids.joy })).statusCode).toBe(409);
      expect(
        (await post('seeker', '/join-requests', { flockId: ids.joy, groupId: ids.choir })).statusCode,
      ).toBe(422);
      expect((await post('seeker', '/join-requests', {})).statusCode).toBe(422);
    });
  });

  describe('GET /join-requests', () => {
    it('shows a member their own and a leader what they decide, not other flocks’ requests', async () => {
      await post('mover', '/join-requests', { flockId: ids.joy, message: 'Please' });
      const choir = await post('mover', '/join-requests', { groupId: ids.choir });
      ids.moverToChoir = choir.json().request.id;
      const mine = await as(t.app, who.seeker!, { method: 'GET', url: `${G}/join-requests?mine=true` });
      expect(mine.json().items).toHaveLength(2);
      const leader = await as(t.app, who.leader!, {
        method: 'GET',
        url: `${G}/join-requests?status=pending`,
      });
      expect(leader.json().items.map((r: { target: { name: string } }) => r.target.name)).toEqual([
        'C1-Joy',
        'C1-Joy',
      ]);
      const other = await as(t.app, who.hopeLeader!, { method: 'GET', url: `${G}/join-requests` });
      expect(other.json().items).toEqual([]);
      const chief = await as(t.app, who.chief!, { method: 'GET', url: `${G}/join-requests` });
      expect(chief.json().items.map((r: { id: string }) => r.id)).toEqual([ids.moverToChoir]);
      const admin = await as(t.app, who.admin!, {
        method: 'GET',
        url: `${G}/join-requests?status=pending&limit=2`,
      });
      expect(admin.json().items).toHaveLength(2);
      expect(admin.json().nextCursor).not.toBeNull();
      const inB = await as(t.app, who.inB!, { method: 'GET', url: `${G}/join-requests` });
      expect(inB.json().items).toEqual([]);
    });
  });

  describe('deciding', () => {
    it('refuses a leader of another flock, a non-leader and a member of another locale', async () => {
      for (const caller of ['hopeLeader', 'mover', 'inB', 'chief'] as const) {
        expect((await post(caller, `/join-requests/${ids.seekerToJoy}/accept`)).statusCode).toBe(403);
      }
    });

    it('accept moves the member into the flock, audits and tells them; deciding again 409', async () => {
      const response = await post('leader', `/join-requests/${ids.seekerToJoy}/accept`);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('accepted');
      const [seeker] = await t.db.select().from(members).where(eq(members.id, ids.seekerMember!));
      expect(seeker!.flockId).toBe(ids.joy);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, ids.seekerMember!), eq(auditLog.action, 'join.accept')));
      expect(audit).toMatchObject({
        before: { flockId: null },
        after: { flockId: ids.joy, flockName: 'C1-Joy' },
      });
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, ids.seekerUser!));
      expect(told.map((n) => n.kind)).toContain('join.accepted');
      expect((await post('admin', `/join-requests/${ids.seekerToJoy}/accept`)).statusCode).toBe(409);
      expect(
        (await post('admin', `/join-requests/${ids.seekerToJoy}/decline`, { reason: 'x' })).statusCode,
      ).toBe(409);
    });

    it('decline needs a reason, which the member is told', async () => {
      expect(
        (await post('chief', `/join-requests/${ids.moverToChoir}/decline`, { reason: ' ' })).statusCode,
      ).toBe(422);
      const response = await post('chief', `/join-requests/${ids.moverToChoir}/decline`, {
        reason: 'The choir is full',
      });
      expect(response.json()).toMatchObject({ status: 'declined', reason: 'The choir is full' });
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, ids.moverUser!));
      expect(told.find((n) => n.kind === 'join.declined')?.message).toContain('The choir is full');
    });

    it('a group request accepted by an admin adds the member', async () => {
      const asked = await post('seeker', '/join-requests', { groupId: ids.choir });
      expect((await post('admin', `/join-requests/${asked.json().request.id}/accept`)).statusCode).toBe(200);
      const list = await as(t.app, who.seeker!, { method: 'GET', url: `${G}/groups?localeId=${ids.a}` });
      expect(list.json().items.find((g: { name: string }) => g.name === 'Choir').myRole).toBe('member');
    });

    it('withdraw: the requester only, once', async () => {
      const asked = await post('mover', '/join-requests', { groupId: ids.choir });
      const id = asked.json().request.id;
      expect((await post('chief', `/join-requests/${id}/withdraw`)).statusCode).toBe(403);
      expect((await post('mover', `/join-requests/${id}/withdraw`)).json().status).toBe('withdrawn');
      expect((await post('mover', `/join-requests/${id}/withdraw`)).statusCode).toBe(409);
    });
  });
});
