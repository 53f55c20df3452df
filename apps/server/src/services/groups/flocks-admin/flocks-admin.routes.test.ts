import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, roleAssignments } from '../../../db/schema/index.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  districtAdminGrant,
  flockLeaderGrant,
  localeAdminGrant,
  makeAccount,
  makeDistrict,
  makeFlock,
  makeLocale,
  makeMember,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

describe.each(routeEngines)('group flocks on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};
  const G = '/api/groups';

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const district = await makeDistrict(t.db);
    const a = await makeLocale(t.db, { name: 'Locale A', districtId: district.id });
    const b = await makeLocale(t.db, { name: 'Locale B' });
    const joy = await makeFlock(t.db, a.id, 'C1-Joy');
    const hope = await makeFlock(t.db, a.id, 'C2-Hope');
    const peace = await makeFlock(t.db, b.id, 'C1-Peace');
    Object.assign(ids, { a: a.id, b: b.id, joy: joy.id, hope: hope.id, peace: peace.id });
    const accounts = {
      admin: await makeAccount(t.db, { localeId: a.id, grants: [localeAdminGrant(a.id)] }),
      district: await makeAccount(t.db, { localeId: b.id, grants: [districtAdminGrant(district.id)] }),
      adminB: await makeAccount(t.db, { localeId: b.id, grants: [localeAdminGrant(b.id)] }),
      leader: await makeAccount(t.db, {
        localeId: a.id,
        flockId: joy.id,
        grants: [flockLeaderGrant(joy.id)],
      }),
      member: await makeAccount(t.db, { localeId: a.id, flockId: joy.id, firstName: 'Maria' }),
      helper: await makeAccount(t.db, { localeId: a.id, flockId: hope.id, firstName: 'Ana' }),
      inB: await makeAccount(t.db, { localeId: b.id }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      ids[`${name}User`] = account.userId;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
    ids.noAccount = (await makeMember(t.db, a.id)).id;
  });
  afterAll(() => t.close());

  describe('GET /flocks', () => {
    it('lists a locale’s flocks with cluster, size and staff to its admins and members', async () => {
      for (const caller of ['admin', 'member', 'district'] as const) {
        const response = await as(t.app, who[caller]!, {
          method: 'GET',
          url: `${G}/flocks?localeId=${ids.a}`,
        });
        expect(response.statusCode).toBe(200);
        const joy = response.json().items.find((f: { name: string }) => f.name === 'C1-Joy');
        expect(joy).toMatchObject({ cluster: 'C1', clusterName: null, archived: false, memberCount: 2 });
        expect(joy.leaders).toEqual([
          expect.objectContaining({ memberId: ids.leaderMember, position: 'leader' }),
        ]);
      }
    });

    it('searches and pages', async () => {
      const found = await as(t.app, who.admin!, {
        method: 'GET',
        url: `${G}/flocks?localeId=${ids.a}&q=hope`,
      });
      expect(found.json().items.map((f: { name: string }) => f.name)).toEqual(['C2-Hope']);
      const first = await as(t.app, who.admin!, {
        method: 'GET',
        url: `${G}/flocks?localeId=${ids.a}&limit=1`,
      });
      expect(first.json().items).toHaveLength(1);
      const next = await as(t.app, who.admin!, {
        method: 'GET',
        url: `${G}/flocks?localeId=${ids.a}&limit=1&cursor=${first.json().nextCursor}`,
      });
      expect(next.json().items[0].name).not.toBe(first.json().items[0].name);
      const bad = await as(t.app, who.admin!, {
        method: 'GET',
        url: `${G}/flocks?localeId=${ids.a}&cursor=zzz`,
      });
      expect(bad.statusCode).toBe(422);
    });

    it('refuses members of another locale and admins of another locale', async () => {
      for (const caller of ['inB', 'adminB'] as const) {
        const response = await as(t.app, who[caller]!, {
          method: 'GET',
          url: `${G}/flocks?localeId=${ids.a}`,
        });
        expect(response.statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: `${G}/flocks?localeId=${ids.a}` })).statusCode).toBe(
        401,
      );
      expect(
        (await as(t.app, who.admin!, { method: 'GET', url: `${G}/flocks?localeId=nope` })).statusCode,
      ).toBe(422);
    });
  });

  describe('POST /flocks', () => {
    it('creates a flock with a leader and an assistant, syncs their grants and audits', async () => {
      const response = await as(t.app, who.admin!, {
        method: 'POST',
        url: `${G}/flocks`,
        payload: {
          localeId: ids.a,
          name: 'C3-Grace',
          clusterName: 'North',
          leaders: [
            { memberId: ids.memberMember, position: 'leader' },
            { memberId: ids.helperMember, position: 'assistant' },
          ],
        },
      });
      expect(response.statusCode).toBe(201);
      const flock = response.json();
      ids.grace = flock.id;
      expect(flock).toMatchObject({
        name: 'C3-Grace',
        cluster: 'North',
        clusterName: 'North',
        memberCount: 0,
      });
      // Leaders before assistants.
      expect(flock.leaders.map((l: { position: string }) => l.position)).toEqual(['leader', 'assistant']);
      const grants = await t.db
        .select()
        .from(roleAssignments)
        .where(and(eq(roleAssignments.scopeId, flock.id), eq(roleAssignments.role, 'flock_leader')));
      expect(grants.map((g) => [g.userId, g.position]).sort()).toEqual(
        [
          [ids.memberUser, 'leader'],
          [ids.helperUser, 'assistant'],
        ].sort(),
      );
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, flock.id));
      expect(audits.map((a) => a.action)).toEqual(['flock.create']);
    });

    it('refuses a taken name (409), a leader without an account or of another locale (422), bad input', async () => {
      const post = (payload: object) =>
        as(t.app, who.admin!, { method: 'POST', url: `${G}/flocks`, payload });
      const taken = await post({ localeId: ids.a, name: 'c1-joy' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toContain('already exists');
      const noAccount = await post({
        localeId: ids.a,
        name: 'C4-New',
        leaders: [{ memberId: ids.noAccount, position: 'leader' }],
      });
      expect(noAccount.statusCode).toBe(422);
      expect(noAccount.json().error.details.issues[0].code).toBe('leader_without_account');
      const elsewhere = await post({
        localeId: ids.a,
        name: 'C4-New',
        leaders: [{ memberId: ids.inBMember, position: 'leader' }],
      });
      expect(elsewhere.statusCode).toBe(422);
      expect((await post({ localeId: ids.a, name: '  ' })).statusCode).toBe(422);
      expect((await post({ localeId: ids.a, name: 'X', extra: 1 })).statusCode).toBe(422);
    });

    it('refuses leaders, members and admins of another locale', async () => {
      for (const caller of ['leader', 'member', 'adminB'] as const) {
        const response = await as(t.app, who[caller]!, {
          method: 'POST',
          url: `${G}/flocks`,
          payload: { localeId: ids.a, name: `C9-${caller}` },
        });
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('PATCH /flocks/:id', () => {
    it('renames, derives the cluster again and replaces the staff', async () => {
      const response = await as(t.app, who.admin!, {
        method: 'PATCH',
        url: `${G}/flocks/${ids.grace}`,
        payload: {
          name: 'C5-Grace',
          clusterName: null,
          leaders: [{ memberId: ids.helperMember, position: 'leader' }],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'C5-Grace', cluster: 'C5', clusterName: null });
      expect(response.json().leaders).toEqual([
        expect.objectContaining({ memberId: ids.helperMember, position: 'leader' }),
      ]);
      const grants = await t.db.select().from(roleAssignments).where(eq(roleAssignments.scopeId, ids.grace!));
      expect(grants).toHaveLength(1);
    });

    it('archives a flock: left out of the membership config and the default list, refused to placement', async () => {
      const archived = await as(t.app, who.admin!, {
        method: 'PATCH',
        url: `${G}/flocks/${ids.hope}`,
        payload: { archived: true },
      });
      expect(archived.statusCode).toBe(200);
      expect(archived.json().archived).toBe(true);
      const config = await t.app.inject({ method: 'GET', url: `/api/membership/config/flock/${ids.a}` });
      expect(config.json().flocks.map((f: { name: string }) => f.name)).not.toContain('C2-Hope');
      const list = await as(t.app, who.member!, { method: 'GET', url: `${G}/flocks?localeId=${ids.a}` });
      expect(list.json().items.map((f: { name: string }) => f.name)).not.toContain('C2-Hope');
      const all = await as(t.app, who.admin!, {
        method: 'GET',
        url: `${G}/flocks?localeId=${ids.a}&includeArchived=true`,
      });
      expect(all.json().items.map((f: { name: string }) => f.name)).toContain('C2-Hope');
      const placement = await as(t.app, who.admin!, {
        method: 'PATCH',
        url: `/api/membership/admin/members/${ids.memberMember}/placement`,
        payload: { flockId: ids.hope },
      });
      expect(placement.statusCode).toBe(422);
      const [maria] = await t.db.select().from(members).where(eq(members.id, ids.memberMember!));
      expect(maria!.flockId).toBe(ids.joy);
      const restored = await as(t.app, who.admin!, {
        method: 'PATCH',
        url: `${G}/flocks/${ids.hope}`,
        payload: { archived: false },
      });
      expect(restored.json().archived).toBe(false);
    });

    it('reports the staff with positions in the membership flock info', async () => {
      const info = await as(t.app, who.helper!, {
        method: 'GET',
        url: `/api/membership/config/flock/info/${ids.grace}`,
      });
      expect(info.json().leaders).toEqual([
        expect.objectContaining({ memberId: ids.helperMember, position: 'leader' }),
      ]);
    });

    it('refuses the flock’s leader and admins of another locale', async () => {
      for (const caller of ['leader', 'adminB'] as const) {
        const response = await as(t.app, who[caller]!, {
          method: 'PATCH',
          url: `${G}/flocks/${ids.joy}`,
          payload: { name: 'Mine' },
        });
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('DELETE /flocks/:id', () => {
    it('deletes an empty flock and archives one with members', async () => {
      const empty = await as(t.app, who.admin!, { method: 'DELETE', url: `${G}/flocks/${ids.grace}` });
      expect(empty.json()).toEqual({ outcome: 'deleted' });
      const used = await as(t.app, who.district!, { method: 'DELETE', url: `${G}/flocks/${ids.joy}` });
      expect(used.json()).toEqual({ outcome: 'archived' });
      const actions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ids.joy!));
      expect(actions.map((a) => a.action)).toContain('flock.archive');
      await as(t.app, who.admin!, {
        method: 'PATCH',
        url: `${G}/flocks/${ids.joy}`,
        payload: { archived: false },
      });
    });

    it('refuses admins of another locale and members', async () => {
      for (const caller of ['adminB', 'member'] as const) {
        const response = await as(t.app, who[caller]!, { method: 'DELETE', url: `${G}/flocks/${ids.hope}` });
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('GET /clusters', () => {
    it('counts flocks and members per cluster for the locale’s members and admins', async () => {
      const response = await as(t.app, who.member!, {
        method: 'GET',
        url: `${G}/clusters?localeId=${ids.a}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { name: 'C1', flockCount: 1, memberCount: 2 },
        { name: 'C2', flockCount: 1, memberCount: 1 },
      ]);
      expect(
        (await as(t.app, who.inB!, { method: 'GET', url: `${G}/clusters?localeId=${ids.a}` })).statusCode,
      ).toBe(403);
    });
  });
});
