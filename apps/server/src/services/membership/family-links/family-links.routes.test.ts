import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  householdMembers,
  households,
  memberRelatives,
  members,
  notifications,
} from '../../../db/schema/index.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { makeAccount, makeFlock, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

describe.each(routeEngines)('family links on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const who: Record<string, SignedIn> = {};
  const M = '/api/membership';
  const post = (caller: string, url: string, payload?: object) =>
    as(t.app, who[caller]!, { method: 'POST', url: `${M}${url}`, ...(payload ? { payload } : {}) });
  const get = (caller: string, url: string) => as(t.app, who[caller]!, { method: 'GET', url: `${M}${url}` });
  const entriesOf = (memberId: string) =>
    t.db.select().from(memberRelatives).where(eq(memberRelatives.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const a = await makeLocale(t.db, { name: 'Locale A' });
    const b = await makeLocale(t.db, { name: 'Locale B' });
    const joy = await makeFlock(t.db, b.id, 'C1-Joy');
    const accounts = {
      ana: await makeAccount(t.db, { localeId: a.id, firstName: 'Ana', lastName: 'Cruz' }),
      ben: await makeAccount(t.db, { localeId: b.id, flockId: joy.id, firstName: 'Ben', lastName: 'Cruz' }),
      kid: await makeAccount(t.db, { localeId: a.id, firstName: 'Kit', lastName: 'Cruz' }),
      sis: await makeAccount(t.db, { localeId: a.id, firstName: 'Sia', lastName: 'Cruz' }),
      mom: await makeAccount(t.db, { localeId: b.id, firstName: 'Mara', lastName: 'Reyes' }),
      stranger: await makeAccount(t.db, { localeId: a.id, firstName: 'Stan' }),
      pending: await makeAccount(t.db, { localeId: a.id, endorsed: false, firstName: 'Pia' }),
    };
    for (const [name, account] of Object.entries(accounts)) {
      ids[`${name}Member`] = account.memberId;
      ids[`${name}User`] = account.userId;
      who[name] = await signIn(t.app, account.email, TEST_PASSWORD);
    }
    await t.db.update(members).set({ birthDate: '1990-02-03' }).where(eq(members.id, ids.benMember!));
    // Ana's family background names Ben as her spouse, not yet linked; Ben's names "ana cruz" as his spouse.
    const [entry] = await t.db
      .insert(memberRelatives)
      .values({ memberId: ids.anaMember!, relationship: 'spouse', firstName: 'Ben', lastName: 'Cruz' })
      .returning();
    ids.anaEntry = entry!.id;
    const [benEntry] = await t.db
      .insert(memberRelatives)
      .values({ memberId: ids.benMember!, relationship: 'spouse', firstName: 'ana', lastName: 'CRUZ' })
      .returning();
    ids.benEntry = benEntry!.id;
    const [otherEntry] = await t.db
      .insert(memberRelatives)
      .values({ memberId: ids.strangerMember!, relationship: 'sibling', firstName: 'X', lastName: 'Y' })
      .returning();
    ids.strangerEntry = otherEntry!.id;
  });
  afterAll(() => t.close());

  it('asks a relative, tells them; refuses a pending duplicate, bad entries, self and unendorsed members', async () => {
    const response = await post('ana', '/family-requests', {
      toMemberId: ids.benMember,
      relationship: 'spouse',
      relativeEntryId: ids.anaEntry,
      weddingDate: '2015-06-20',
      message: 'It is me',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      fromName: 'Ana Cruz',
      toName: 'Ben Cruz',
      relationship: 'spouse',
      weddingDate: '2015-06-20',
      status: 'pending',
      canCancel: true,
      canDecide: false,
    });
    ids.spouseRequest = response.json().id;
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, ids.benUser!));
    expect(told).toMatchObject({ kind: 'family.request', link: '/family-request' });

    const again = await post('ana', '/family-requests', {
      toMemberId: ids.benMember,
      relationship: 'spouse',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('request_pending');
    const back = await post('ben', '/family-requests', { toMemberId: ids.anaMember, relationship: 'spouse' });
    expect(back.json().error.code).toBe('request_pending');
    const notMine = await post('ana', '/family-requests', {
      toMemberId: ids.kidMember,
      relationship: 'child',
      relativeEntryId: ids.strangerEntry,
    });
    expect(notMine.statusCode).toBe(422);
    expect(
      (await post('ana', '/family-requests', { toMemberId: ids.anaMember, relationship: 'child' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('ana', '/family-requests', { toMemberId: ids.kidMember, relationship: 'cousin' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('ana', '/family-requests', { toMemberId: ids.pendingMember, relationship: 'child' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('pending', '/family-requests', { toMemberId: ids.anaMember, relationship: 'sibling' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists requests to me and from me', async () => {
    const ben = (await get('ben', '/family-requests')).json();
    expect(ben.toMe).toHaveLength(1);
    expect(ben.toMe[0]).toMatchObject({ id: ids.spouseRequest, canDecide: true, canCancel: false });
    expect(ben.fromMe).toEqual([]);
    const ana = (await get('ana', '/family-requests')).json();
    expect(ana.fromMe.map((r: { id: string }) => r.id)).toEqual([ids.spouseRequest]);
  });

  it('only the relative accepts; anyone else 404, the asker too', async () => {
    expect((await post('stranger', `/family-requests/${ids.spouseRequest}/accept`)).statusCode).toBe(404);
    expect((await post('ana', `/family-requests/${ids.spouseRequest}/accept`)).statusCode).toBe(404);
    expect((await post('stranger', `/family-requests/${ids.spouseRequest}/decline`)).statusCode).toBe(404);
    expect((await get('ana', `/family-links/${ids.benMember}`)).statusCode).toBe(404);
  });

  it('accept links both family backgrounds, sets the wedding date on both, tells the asker', async () => {
    const response = await post('ben', `/family-requests/${ids.spouseRequest}/accept`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('accepted');
    const ana = await entriesOf(ids.anaMember!);
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({
      id: ids.anaEntry,
      relationship: 'spouse',
      relativeMemberId: ids.benMember,
    });
    // Ben's existing entry by Ana's name is the one linked, not a second one.
    const ben = await entriesOf(ids.benMember!);
    expect(ben).toHaveLength(1);
    expect(ben[0]).toMatchObject({
      id: ids.benEntry,
      relationship: 'spouse',
      relativeMemberId: ids.anaMember,
    });
    const records = await t.db.select().from(members).where(eq(members.lastName, 'Cruz'));
    for (const id of [ids.anaMember, ids.benMember]) {
      expect(records.find((m) => m.id === id)).toMatchObject({
        weddingDate: '2015-06-20',
        civilStatus: 'married',
      });
    }
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.anaUser!), eq(notifications.kind, 'family.accepted')));
    expect(told[0]?.link).toBe(`/family-modal?memberId=${ids.benMember}`);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'family.link'));
    expect(audit?.entityId).toBe(ids.spouseRequest);
    const decided = await post('ben', `/family-requests/${ids.spouseRequest}/accept`);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().error.code).toBe('request_decided');
    const linked = await post('ana', '/family-requests', {
      toMemberId: ids.benMember,
      relationship: 'spouse',
    });
    expect(linked.json().error.code).toBe('already_linked');
  });

  it('the card: both ways with the relationship from the caller’s side; anyone else 404', async () => {
    const card = await get('ana', `/family-links/${ids.benMember}`);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      memberId: ids.benMember,
      firstName: 'Ben',
      localeName: 'Locale B',
      flockName: 'C1-Joy',
      relationship: 'spouse',
      birthDate: '1990-02-03',
      weddingDate: '2015-06-20',
      sameHousehold: false,
    });
    expect((await get('ben', `/family-links/${ids.anaMember}`)).json().firstName).toBe('Ana');
    expect((await get('stranger', `/family-links/${ids.benMember}`)).statusCode).toBe(404);
    expect((await get('ana', `/family-links/${ids.kidMember}`)).statusCode).toBe(404);
    expect((await get('ana', `/family-links/${ids.anaMember}`)).statusCode).toBe(404);
    const [home] = await t.db
      .insert(households)
      .values({ name: 'Cruz family', headMemberId: ids.anaMember! })
      .returning();
    await t.db.insert(householdMembers).values([
      { householdId: home!.id, memberId: ids.anaMember! },
      { householdId: home!.id, memberId: ids.benMember! },
    ]);
    expect((await get('ana', `/family-links/${ids.benMember}`)).json().sameHousehold).toBe(true);
  });

  it.each([
    ['child', 'kid', 'parent'],
    ['parent', 'mom', 'child'],
    ['sibling', 'sis', 'sibling'],
  ] as const)('a %s link gives the relative the mirrored entry', async (relationship, relative, mirrored) => {
    const asked = await post('ana', '/family-requests', {
      toMemberId: ids[`${relative}Member`],
      relationship,
    });
    expect(asked.statusCode).toBe(201);
    expect((await post(relative, `/family-requests/${asked.json().id}/accept`)).statusCode).toBe(200);
    const theirs = await entriesOf(ids[`${relative}Member`]!);
    expect(theirs).toEqual([
      expect.objectContaining({ relationship: mirrored, firstName: 'Ana', relativeMemberId: ids.anaMember }),
    ]);
    const mine = (await entriesOf(ids.anaMember!)).filter(
      (e) => e.relativeMemberId === ids[`${relative}Member`],
    );
    expect(mine).toEqual([
      expect.objectContaining({ relationship, relativeMemberId: ids[`${relative}Member`] }),
    ]);
    const card = (await get(relative, `/family-links/${ids.anaMember}`)).json();
    expect(card.relationship).toBe(mirrored);
    expect((await get('ana', `/family-links/${ids[`${relative}Member`]}`)).json().relationship).toBe(
      relationship,
    );
  });

  it('decline by the relative tells the asker; withdraw by the asker cancels', async () => {
    const asked = await post('stranger', '/family-requests', {
      toMemberId: ids.sisMember,
      relationship: 'sibling',
    });
    const declined = await post('sis', `/family-requests/${asked.json().id}/decline`);
    expect(declined.json().status).toBe('declined');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.strangerUser!), eq(notifications.kind, 'family.declined')));
    expect(told).toHaveLength(1);
    const again = await post('stranger', '/family-requests', {
      toMemberId: ids.sisMember,
      relationship: 'sibling',
    });
    expect(again.statusCode).toBe(201);
    const withdrawn = await post('stranger', `/family-requests/${again.json().id}/decline`);
    expect(withdrawn.json().status).toBe('cancelled');
    expect((await post('sis', `/family-requests/${again.json().id}/accept`)).statusCode).toBe(409);
    expect((await get('stranger', `/family-links/${ids.sisMember}`)).statusCode).toBe(404);
  });
});
