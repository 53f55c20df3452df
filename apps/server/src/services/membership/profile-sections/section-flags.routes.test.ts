import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

/** For each list section of the side menu: how to add an entry to it. */
const entries = {
  familyBackground: [
    'members/{id}/relatives',
    { relationship: 'parent', firstName: 'Lita', lastName: 'Santos' },
  ],
  educationalBackground: ['members/{id}/educations', { level: 'high_school', school: 'QC High' }],
  workExperiences: [
    'members/{id}/work-experiences',
    { employer: 'Jollibee', position: 'Crew', dateFrom: '2008-04-01' },
  ],
  skills: ['members/{id}/skills', { name: 'Cooking' }],
  spiritualJourney: ['members/{id}/spirituals', { kind: 'water_baptism', date: '2004-04-11' }],
} as const;
type ListSection = keyof typeof entries;

describe.each(routeEngines)('side-menu completeness and "none to add" on %s', (engine) => {
  let w: ProfileWorld;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
  });
  afterAll(() => w.t.close());

  const completeness = async (caller: Caller) =>
    (await w.call(caller, 'GET', 'members/myProfile')).json().completeness as Record<string, boolean>;
  const flag = (caller: Caller, memberId: string, section: string, noneToAdd: unknown) =>
    w.call(caller, 'PUT', `members/${memberId}/sections/${section}/none-to-add`, { noneToAdd });

  it('starts with every list section open', async () => {
    expect(await completeness('otherLeader')).toMatchObject({
      addressBook: false,
      familyBackground: false,
      educationalBackground: false,
      workExperiences: false,
      skills: false,
      spiritualJourney: false,
      myAttendance: false,
    });
  });

  it.each(Object.keys(entries) as ListSection[])(
    'completes %s when an entry is added, and reopens it when removed',
    async (section) => {
      const [path, body] = entries[section];
      const memberId = w.ids.memberMember;
      expect((await completeness('member'))[section]).toBe(false);
      const created = await w.call('member', 'POST', path.replace('{id}', memberId), body);
      expect(created.statusCode, created.body).toBe(201);
      expect((await completeness('member'))[section]).toBe(true);
      const entryPath =
        section === 'familyBackground'
          ? `members/${memberId}/relativesGoodman`
          : path.replace('{id}', memberId);
      expect((await w.call('member', 'DELETE', `${entryPath}/${created.json().id}`)).statusCode).toBe(200);
      expect((await completeness('member'))[section]).toBe(false);
    },
  );

  it('completes the address book only with a current address', async () => {
    const memberId = w.ids.memberMember;
    const address = { label: 'home', line1: '12 Mabini St.', city: 'Quezon City', countryId: 'PH' };
    const old = await w.call('member', 'POST', `members/${memberId}/addresses`, {
      ...address,
      isCurrent: false,
    });
    expect(old.statusCode).toBe(201);
    expect((await completeness('member')).addressBook).toBe(false);
    const current = await w.call('member', 'POST', `members/${memberId}/addresses`, {
      ...address,
      isCurrent: true,
    });
    expect((await completeness('member')).addressBook).toBe(true);
    await w.call('member', 'DELETE', `members/${memberId}/addresses/${current.json().id}`);
    expect((await completeness('member')).addressBook).toBe(false);
  });

  it.each([...(Object.keys(entries) as ListSection[]), 'addressBook'])(
    'completes %s when the member ticks "none to add", and reopens it when unticked',
    async (section) => {
      const memberId = w.ids.sameLocaleMember;
      const ticked = await flag('sameLocale', memberId, section, true);
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json()).toEqual({ section, noneToAdd: true });
      expect((await completeness('sameLocale'))[section]).toBe(true);
      expect((await flag('sameLocale', memberId, section, false)).json()).toEqual({
        section,
        noneToAdd: false,
      });
      expect((await completeness('sameLocale'))[section]).toBe(false);
    },
  );

  it('shows the same completeness to an admin reading the profile', async () => {
    await flag('sameLocale', w.ids.sameLocaleMember, 'skills', true);
    const profile = (
      await w.call('secretary', 'GET', `members/profileByMemberId/${w.ids.sameLocaleMember}`)
    ).json();
    expect(profile.completeness.skills).toBe(true);
  });

  it('refuses an unknown section and a non-boolean with 422, writing nothing', async () => {
    const before = await w.snapshot('member_section_flags');
    const unknown = await flag('member', w.ids.memberMember, 'myAttendance', true);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details.issues.map((i: { path: string }) => i.path)).toContain('section');
    const notBoolean = await flag('member', w.ids.memberMember, 'skills', 'yes');
    expect(notBoolean.statusCode).toBe(422);
    expect(notBoolean.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual([
      'noneToAdd',
    ]);
    expect(await w.snapshot('member_section_flags')).toBe(before);
  });

  it.each<Caller>(['sameLocale', 'secretaryB', 'districtSouth', 'leader', 'otherLeader', 'pending'])(
    'refuses %s with 403 and changes nothing',
    async (caller) => {
      const before = await w.snapshot('member_section_flags');
      expect((await flag(caller, w.ids.memberMember, 'skills', true)).statusCode).toBe(403);
      expect(await w.snapshot('member_section_flags')).toBe(before);
    },
  );

  it('lets a locale admin tick it for a member, audited', async () => {
    const auditsBefore = await w.auditCount();
    const response = await flag('secretary', w.ids.pendingMember, 'workExperiences', true);
    expect(response.statusCode).toBe(200);
    expect(await w.auditCount()).toBe(auditsBefore + 1);
    const [audit] = await w.t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actorUserId: w.ids.secretaryUser,
      action: 'member.section_flag.update',
      before: { noneToAdd: false },
      after: { noneToAdd: true },
    });
    expect((await completeness('pending')).workExperiences).toBe(true);
  });
});
