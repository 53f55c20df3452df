import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { localeAdminGrant, makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(routeEngines)('church groups on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};
  const G = '/api/groups';

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const a = await makeLocale(t.db, { name: 'Locale A' });
    const b = await makeLocale(t.db, { name: 'Locale B' });
    Object.assign(ids, { a: a.id, b: b.id });
    const accounts = {
      admin: await makeAccount(t.db, { localeId: a.id, grants: [localeAdminGrant(a.id)] }),
      adminB: await makeAccount(t.db, { localeId: b.id, grants: [localeAdminGrant(b.id)] }),
      chief: await makeAccount(t.db, { localeId: a.id, firstName: 'Chief' }),
      singer: await makeAccount(t.db, { localeId: a.id, firstName: 'Singer' }),
      other: await makeAccount(t.db, { localeId: a.id, firstName: 'Other' }),
      inB: await makeAccount(t.db, { localeId: b.id }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
  });
  afterAll(() => t.close());

  it('POST /groups: an admin creates a group (audited); others 403; a taken name 409; bad input 422', async () => {
    const post = (caller: string, payload: object) =>
      as(t.app, who[caller]!, { method: 'POST', url: `${G}/groups`, payload });
    const created = await post('admin', {
      localeId: ids.a,
      name: 'Choir',
      type: 'choir',
      description: 'We sing',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Choir',
      joinPolicy: 'request',
      memberCount: 0,
      myRole: null,
    });
    ids.choir = created.json().id;
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ids.choir!));
    expect(audits.map((a) => a.action)).toEqual(['group.create']);
    expect((await post('admin', { localeId: ids.a, name: 'choir', type: 'choir' })).statusCode).toBe(409);
    expect((await post('admin', { localeId: ids.a, name: 'X', type: 'band' })).statusCode).toBe(422);
    expect((await post('singer', { localeId: ids.a, name: 'Mine', type: 'other' })).statusCode).toBe(403);
    expect((await post('adminB', { localeId: ids.a, name: 'Theirs', type: 'other' })).statusCode).toBe(403);
    const open = await post('admin', { localeId: ids.a, name: 'Ushers', type: 'ushers', joinPolicy: 'open' });
    ids.ushers = open.json().id;
  });

  it('POST /groups/:id/members: admins add leaders, leaders add members, others 403, other locale 422', async () => {
    const add = (caller: string, memberId: string, role = 'member') =>
      as(t.app, who[caller]!, {
        method: 'POST',
        url: `${G}/groups/${ids.choir}/members`,
        payload: { memberId, role },
      });
    expect((await add('admin', ids.chiefMember!, 'leader')).statusCode).toBe(201);
    expect((await add('singer', ids.singerMember!)).statusCode).toBe(403);
    const bySinger = await add('chief', ids.singerMember!);
    expect(bySinger.statusCode).toBe(201);
    expect(bySinger.json()).toMatchObject({ role: 'member', name: expect.stringContaining('Singer') });
    expect((await add('chief', ids.otherMember!, 'leader')).statusCode).toBe(403);
    expect((await add('chief', ids.inBMember!)).statusCode).toBe(422);
    expect((await add('adminB', ids.otherMember!)).statusCode).toBe(403);
  });

  it('GET /groups lists with leaders, counts and the caller’s role to the locale’s members', async () => {
    const list = await as(t.app, who.singer!, { method: 'GET', url: `${G}/groups?localeId=${ids.a}` });
    expect(list.statusCode).toBe(200);
    const choir = list.json().items.find((g: { name: string }) => g.name === 'Choir');
    expect(choir).toMatchObject({ memberCount: 2, myRole: 'member', myPendingRequestId: null });
    expect(choir.leaders).toEqual([{ memberId: ids.chiefMember, name: expect.stringContaining('Chief') }]);
    const typed = await as(t.app, who.singer!, {
      method: 'GET',
      url: `${G}/groups?localeId=${ids.a}&type=ushers`,
    });
    expect(typed.json().items.map((g: { name: string }) => g.name)).toEqual(['Ushers']);
    const searched = await as(t.app, who.singer!, {
      method: 'GET',
      url: `${G}/groups?localeId=${ids.a}&q=cho`,
    });
    expect(searched.json().items.map((g: { name: string }) => g.name)).toEqual(['Choir']);
    expect(
      (await as(t.app, who.inB!, { method: 'GET', url: `${G}/groups?localeId=${ids.a}` })).statusCode,
    ).toBe(403);
  });

  it('GET /groups/:id/members: full to leaders and admins, names only to members, 403 to others', async () => {
    const url = `${G}/groups/${ids.choir}/members`;
    const byLeader = await as(t.app, who.chief!, { method: 'GET', url });
    expect(byLeader.json().items.map((m: { role: string }) => m.role)).toEqual(['leader', 'member']);
    expect(byLeader.json().items[0].joinedAt).not.toBeNull();
    const byMember = await as(t.app, who.singer!, { method: 'GET', url });
    expect(byMember.statusCode).toBe(200);
    expect(byMember.json().items[0].joinedAt).toBeNull();
    expect((await as(t.app, who.other!, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(t.app, who.inB!, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(t.app, who.admin!, { method: 'GET', url })).statusCode).toBe(200);
  });

  it('PATCH /groups/:id changes and archives for admins only', async () => {
    const url = `${G}/groups/${ids.ushers}`;
    expect((await as(t.app, who.chief!, { method: 'PATCH', url, payload: { name: 'X' } })).statusCode).toBe(
      403,
    );
    const changed = await as(t.app, who.admin!, {
      method: 'PATCH',
      url,
      payload: { description: 'At the doors' },
    });
    expect(changed.json()).toMatchObject({ description: 'At the doors', joinPolicy: 'open' });
    expect(
      (await as(t.app, who.admin!, { method: 'PATCH', url, payload: { joinPolicy: 'x' } })).statusCode,
    ).toBe(422);
  });

  it('DELETE /groups/:id/members/:memberId: the member leaving, leaders and admins', async () => {
    const url = (memberId: string) => `${G}/groups/${ids.choir}/members/${memberId}`;
    expect((await as(t.app, who.other!, { method: 'DELETE', url: url(ids.singerMember!) })).statusCode).toBe(
      403,
    );
    expect((await as(t.app, who.singer!, { method: 'DELETE', url: url(ids.singerMember!) })).json()).toEqual({
      ok: true,
    });
    const left = await as(t.app, who.chief!, { method: 'GET', url: `${G}/groups/${ids.choir}/members` });
    expect(left.json().items).toHaveLength(1);
  });

  it('DELETE /groups/:id archives a group with members, deletes an empty one', async () => {
    expect(
      (await as(t.app, who.adminB!, { method: 'DELETE', url: `${G}/groups/${ids.choir}` })).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, who.admin!, { method: 'DELETE', url: `${G}/groups/${ids.choir}` })).json(),
    ).toEqual({
      outcome: 'archived',
    });
    expect(
      (await as(t.app, who.admin!, { method: 'DELETE', url: `${G}/groups/${ids.ushers}` })).json(),
    ).toEqual({
      outcome: 'deleted',
    });
    const list = await as(t.app, who.singer!, { method: 'GET', url: `${G}/groups?localeId=${ids.a}` });
    expect(list.json().items).toEqual([]);
    const archived = await as(t.app, who.admin!, {
      method: 'GET',
      url: `${G}/groups?localeId=${ids.a}&includeArchived=true`,
    });
    expect(archived.json().items).toEqual([expect.objectContaining({ name: 'Choir', archived: true })]);
    const addToArchived = await as(t.app, who.admin!, {
      method: 'POST',
      url: `${G}/groups/${ids.choir}/members`,
      payload: { memberId: ids.otherMember },
    });
    expect(addToArchived.statusCode).toBe(409);
  });
});
