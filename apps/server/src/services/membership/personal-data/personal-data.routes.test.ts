import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, members } from '../../../db/schema/index.ts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

const issuePaths = (body: { error: { details?: { issues?: { path: string }[] } } }) =>
  body.error.details?.issues?.map((i) => i.path) ?? [];

const fullPersonalData = {
  salutation: 'Sis.',
  firstName: 'Maria',
  middleName: 'Lopez',
  lastName: 'Santos',
  suffix: null,
  nickname: 'Mia',
  birthDate: '1990-05-01',
  gender: 'female',
  civilStatus: 'married',
  mobile: '+639171234567',
  nationality: 'PH',
  bloodType: 'O+',
  emergencyContactName: 'Jose Santos',
  emergencyContactMobile: '+6591234567',
  emergencyContactRelationship: 'Husband',
};

describe.each(routeEngines)('PATCH /members/updateMemberGoodManApp/{id} on %s', (engine) => {
  let w: ProfileWorld;
  let path: string;
  const stored = async () => {
    const [row] = await w.t.db.select().from(members).where(eq(members.id, w.ids.memberMember));
    return row!;
  };

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    path = `members/updateMemberGoodManApp/${w.ids.memberMember}`;
  });
  afterAll(() => w.t.close());

  it('saves the member’s own personal data and answers the updated profile', async () => {
    const response = await w.call('member', 'PATCH', path, fullPersonalData);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json();
    expect(profile.member).toMatchObject({
      ...fullPersonalData,
      id: w.ids.memberMember,
      email: expect.stringContaining('@'),
    });
    expect(profile.completeness.personalData).toBe(true);
    expect(await stored()).toMatchObject({
      middleName: 'Lopez',
      bloodType: 'O+',
      emergencyContactMobile: '+6591234567',
    });
    const mine = (await w.call('member', 'GET', 'members/myProfile')).json();
    expect(mine.member).toMatchObject(fullPersonalData);
  });

  it('changes only the fields sent, and null clears one', async () => {
    await w.call('member', 'PATCH', path, fullPersonalData);
    const response = await w.call('member', 'PATCH', path, { nickname: 'Maria', bloodType: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ ...fullPersonalData, nickname: 'Maria', bloodType: null });
  });

  it('saves and clears the wedding date', async () => {
    const saved = await w.call('member', 'PATCH', path, { weddingDate: '2015-04-02' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().member.weddingDate).toBe('2015-04-02');
    expect((await stored()).weddingDate).toBe('2015-04-02');
    const cleared = await w.call('member', 'PATCH', path, { weddingDate: null });
    expect(cleared.json().member.weddingDate).toBeNull();
  });

  it('refuses the email: it changes only through the admin email-change flow', async () => {
    const before = await stored();
    const response = await w.call('member', 'PATCH', path, { nickname: 'Changed', email: 'new@example.org' });
    expect(response.statusCode).toBe(422);
    expect(await stored()).toEqual(before);
  });

  it.each([
    [{ mobile: '09171234567' }, 'mobile'],
    [{ mobile: '+2801234567' }, 'mobile'],
    [{ emergencyContactMobile: '+6' }, 'emergencyContactMobile'],
    [{ birthDate: '2999-01-01' }, 'birthDate'],
    [{ birthDate: '1899-12-31' }, 'birthDate'],
    [{ weddingDate: '2999-01-01' }, 'weddingDate'],
    [{ nationality: 'XX' }, 'nationality'],
    [{ nationality: 'Filipino' }, 'nationality'],
    [{ bloodType: 'C+' }, 'bloodType'],
    [{ gender: 'other' }, 'gender'],
    [{ civilStatus: 'complicated' }, 'civilStatus'],
    [{ firstName: '   ' }, 'firstName'],
    [{ firstName: null }, 'firstName'],
    [{ lastName: 'x'.repeat(81) }, 'lastName'],
  ])('refuses %j with 422 on %s and writes nothing', async (body, field) => {
    const before = await stored();
    const response = await w.call('member', 'PATCH', path, { nickname: 'Should not stick', ...body });
    expect(response.statusCode).toBe(422);
    expect(issuePaths(response.json())).toEqual([field]);
    expect(await stored()).toEqual(before);
  });

  it.each<Caller>(['sameLocale', 'secretaryB', 'districtSouth', 'leader', 'otherLeader', 'pending'])(
    'refuses %s with 403 and changes nothing',
    async (caller) => {
      const before = await stored();
      const response = await w.call(caller, 'PATCH', path, { nickname: 'Intruder' });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Santos');
      expect(await stored()).toEqual(before);
    },
  );

  it('does not let an unendorsed registrant edit their own record yet', async () => {
    const response = await w.call(
      'pending',
      'PATCH',
      `members/updateMemberGoodManApp/${w.ids.pendingMember}`,
      { nickname: 'Early' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('lets the locale admin edit and audits the change with before and after', async () => {
    await w.call('member', 'PATCH', path, { nickname: 'Mia', civilStatus: 'married' });
    const auditsBefore = await w.auditCount();
    const response = await w.call('secretary', 'PATCH', path, { nickname: 'Ria', civilStatus: 'widowed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ nickname: 'Ria', civilStatus: 'widowed' });
    expect(await w.auditCount()).toBe(auditsBefore + 1);
    const [audit] = await w.t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actorUserId: w.ids.secretaryUser,
      action: 'member.personal_data.update',
      entityType: 'members',
      entityId: w.ids.memberMember,
      localeId: w.ids.a,
      before: { nickname: 'Mia', civilStatus: 'married' },
      after: { nickname: 'Ria', civilStatus: 'widowed' },
    });
  });

  it('does not audit a member’s change of their own record', async () => {
    const auditsBefore = await w.auditCount();
    expect((await w.call('member', 'PATCH', path, { nickname: 'Mimi' })).statusCode).toBe(200);
    expect(await w.auditCount()).toBe(auditsBefore);
  });

  it('answers 403 for an unknown member to an admin without global scope, 404 to a super admin', async () => {
    const unknown = 'members/updateMemberGoodManApp/00000000-0000-4000-8000-000000000000';
    expect((await w.call('secretary', 'PATCH', unknown, { nickname: 'X' })).statusCode).toBe(403);
    expect((await w.call('superAdmin', 'PATCH', unknown, { nickname: 'X' })).statusCode).toBe(404);
  });
});

describe.each(routeEngines)('versions of personal data (ETag, If-Match) on %s', (engine) => {
  let w: ProfileWorld;
  let path: string;
  const save = (caller: Caller, payload: object, ifMatch?: string) =>
    as(w.t.app, w.who[caller], {
      method: 'PATCH',
      url: `/api/membership/${path}`,
      payload,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });
  const versionSeenBy = async (caller: Caller) => {
    const response =
      caller === 'member'
        ? await w.call('member', 'GET', 'members/myProfile')
        : await w.call(caller, 'GET', `members/profileByMemberId/${w.ids.memberMember}`);
    const version = response.json().member.version as number;
    expect(response.headers.etag).toBe(`"${version}"`);
    return version;
  };

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    path = `members/updateMemberGoodManApp/${w.ids.memberMember}`;
  });
  afterAll(() => w.t.close());

  it('answers the record’s version as the ETag of both profile reads and of the save, which raises it', async () => {
    const version = await versionSeenBy('member');
    expect(await versionSeenBy('secretary')).toBe(version);
    const saved = await save('member', { nickname: 'Mia' }, `"${version}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().member.version).toBe(version + 1);
    expect(saved.headers.etag).toBe(`"${version + 1}"`);
    expect(await versionSeenBy('member')).toBe(version + 1);
  });

  it('refuses the member’s save based on the profile before an admin’s edit (412) and keeps the admin’s middle name', async () => {
    const seen = await versionSeenBy('member');
    expect((await save('secretary', { middleName: 'Lopez' }, `"${seen}"`)).statusCode).toBe(200);
    const before = await w.snapshot('members');
    const audits = await w.auditCount();
    const stale = await save('member', { nickname: 'Mimi' }, `"${seen}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().error).toMatchObject({
      code: 'precondition_failed',
      message: expect.any(String),
      details: { currentVersion: seen + 1 },
    });
    expect(stale.headers.etag).toBe(`"${seen + 1}"`);
    expect(await w.snapshot('members')).toBe(before);
    expect(await w.auditCount()).toBe(audits);
    // Read again, the latest lets the nickname through beside the admin's middle name.
    const latest = await w.call('member', 'GET', 'members/myProfile');
    const retried = await save('member', { nickname: 'Mimi' }, latest.headers.etag as string);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().member).toMatchObject({ middleName: 'Lopez', nickname: 'Mimi' });
  });

  it('refuses an admin’s save based on a version the member has since changed, even one that changes nothing', async () => {
    const seen = await versionSeenBy('secretary');
    expect((await save('member', { nickname: 'Ria' }, `"${seen}"`)).statusCode).toBe(200);
    const before = await w.snapshot('members');
    expect((await save('secretary', { nickname: 'Ria' }, `"${seen}"`)).statusCode).toBe(412);
    expect((await save('secretary', {}, `"${seen}"`)).statusCode).toBe(412);
    expect(await w.snapshot('members')).toBe(before);
  });

  it('reads If-Match as HTTP does: a list holding the current version or * passes; a weak or malformed tag fails', async () => {
    const current = await versionSeenBy('member');
    for (const tag of [`W/"${current}"`, String(current), `"${current - 1}"`, 'garbage']) {
      expect((await save('member', { nickname: 'Tag' }, tag)).statusCode, tag).toBe(412);
    }
    expect((await save('member', { nickname: 'List' }, `"${current - 1}", "${current}"`)).statusCode).toBe(
      200,
    );
    expect((await save('member', { nickname: 'Star' }, '*')).statusCode).toBe(200);
  });

  it('saves without If-Match as before (older clients)', async () => {
    const version = await versionSeenBy('member');
    const saved = await save('member', { nickname: 'Plain' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().member).toMatchObject({ nickname: 'Plain', version: version + 1 });
  });

  it('is raised by other features’ writes of the member record too (the database does it)', async () => {
    const version = await versionSeenBy('member');
    const placed = await w.call('secretary', 'PATCH', `admin/members/${w.ids.memberMember}/placement`, {
      flockId: w.ids.hope,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().version).toBe(version + 1);
    expect((await save('member', { nickname: 'Late' }, `"${version}"`)).statusCode).toBe(412);
  });
});
