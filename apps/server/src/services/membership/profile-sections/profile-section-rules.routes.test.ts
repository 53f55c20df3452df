import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { latestToday } from '@congregate/contracts';
import { memberAddresses, members } from '../../../db/schema/index.ts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeAddress, makeDestination, makeMember } from '../../../../test/factories.ts';
import { makeProfileWorld, type ProfileWorld } from '../../../../test/profile-fixture.ts';

const issuePaths = (body: { error: { details?: { issues?: { path: string }[] } } }) =>
  body.error.details?.issues?.map((i) => i.path) ?? [];
const thisYear = new Date().getUTCFullYear();

describe.each(routeEngines)('profile section rules on %s', (engine) => {
  let w: ProfileWorld;
  let member: string;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    member = w.ids.memberMember;
  });
  afterAll(() => w.t.close());

  describe('addresses', () => {
    const address = (line1: string, isCurrent: boolean) => ({
      label: 'home',
      line1,
      city: 'Quezon City',
      countryId: 'PH',
      isCurrent,
    });
    const currentOnes = async (memberId: string) =>
      (await w.t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId)))
        .filter((a) => a.isCurrent)
        .map((a) => a.line1);

    it('keeps one current address: making one current un-marks the other', async () => {
      const owner = w.ids.sameLocaleMember;
      const first = (
        await w.call('secretary', 'POST', `members/${owner}/addresses`, address('First St.', true))
      ).json();
      const second = (
        await w.call('secretary', 'POST', `members/${owner}/addresses`, address('Second St.', true))
      ).json();
      expect(await currentOnes(owner)).toEqual(['Second St.']);

      const again = await w.call(
        'secretary',
        'PUT',
        `members/${owner}/addresses/${first.id}`,
        address('First St.', true),
      );
      expect(again.json().isCurrent).toBe(true);
      expect(await currentOnes(owner)).toEqual(['First St.']);

      const list = (await w.call('secretary', 'GET', `members/${owner}/addresses`)).json().addresses;
      expect(list.map((a: { id: string; isCurrent: boolean }) => [a.id, a.isCurrent])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);
    });

    it('has the database refuse a second current address', async () => {
      const plain = await makeMember(w.t.db, w.ids.a);
      await makeAddress(w.t.db, plain.id, { isCurrent: true });
      await expect(makeAddress(w.t.db, plain.id, { isCurrent: true })).rejects.toThrow();
      await makeAddress(w.t.db, plain.id, { isCurrent: false });
    });

    it('refuses a missing street and a lower-case country code on their fields', async () => {
      const response = await w.call('member', 'POST', `members/${member}/addresses`, {
        label: 'home',
        line1: '  ',
        city: 'QC',
        countryId: 'ph',
      });
      expect(response.statusCode).toBe(422);
      expect(issuePaths(response.json())).toEqual(expect.arrayContaining(['line1', 'countryId']));
    });
  });

  describe('relatives', () => {
    it('links a relative who is a member, and unlinks them when that member record is deleted', async () => {
      const spouse = await makeMember(w.t.db, w.ids.a, { firstName: 'Jose' });
      const created = await w.call('member', 'POST', `members/${member}/relatives`, {
        relationship: 'spouse',
        firstName: 'Jose',
        lastName: 'Santos',
        memberId: spouse.id,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().memberId).toBe(spouse.id);
      await w.t.db.delete(members).where(eq(members.id, spouse.id));
      const list = (await w.call('member', 'GET', `goodman/members/${member}/relatives`)).json().relatives;
      expect(list.find((r: { id: string }) => r.id === created.json().id).memberId).toBeNull();
    });

    it('refuses the member as their own relative, an unknown member, and a number without a calling code', async () => {
      const base = { relationship: 'sibling', firstName: 'Ana', lastName: 'Santos' };
      const self = await w.call('member', 'POST', `members/${member}/relatives`, {
        ...base,
        memberId: member,
      });
      expect(issuePaths(self.json())).toEqual(['memberId']);
      const unknown = await w.call('member', 'POST', `members/${member}/relatives`, {
        ...base,
        memberId: '00000000-0000-4000-8000-000000000000',
      });
      expect(issuePaths(unknown.json())).toEqual(['memberId']);
      const noCode = await w.call('member', 'POST', `members/${member}/relatives`, {
        ...base,
        mobile: '+2801234567',
      });
      expect(noCode.statusCode).toBe(422);
      expect(issuePaths(noCode.json())).toEqual(['mobile']);
      const future = await w.call('member', 'POST', `members/${member}/relatives`, {
        ...base,
        birthDate: `${thisYear + 1}-01-01`,
      });
      expect(issuePaths(future.json())).toEqual(['birthDate']);
    });
  });

  describe('educations and work experiences', () => {
    it('answer their lists as { educations } and { works }, also when empty', async () => {
      const someone = w.ids.secretaryMember;
      expect((await w.call('secretary', 'GET', `members/${someone}/educations`)).json()).toEqual({
        educations: [],
      });
      expect((await w.call('secretary', 'GET', `members/${someone}/work-experiences`)).json()).toEqual({
        works: [],
      });
    });

    it.each([
      [{ level: 'college', school: 'UP', yearFrom: 1899 }, 'yearFrom'],
      [{ level: 'college', school: 'UP', yearTo: thisYear + 11 }, 'yearTo'],
      [
        { level: 'college', school: 'UP', yearFrom: thisYear, yearTo: thisYear + 1, graduated: true },
        'yearTo',
      ],
      [{ level: 'college', school: 'UP', yearFrom: 2001.5 }, 'yearFrom'],
      [{ level: 'kindergarten', school: 'UP' }, 'level'],
      [{ level: 'college', school: '' }, 'school'],
    ])('refuses the education %j on %s', async (body, path) => {
      const response = await w.call('member', 'POST', `members/${member}/educations`, body);
      expect(response.statusCode).toBe(422);
      expect(issuePaths(response.json())).toEqual([path]);
    });

    it('accepts studies still under way (years ahead, not graduated)', async () => {
      const response = await w.call('member', 'POST', `members/${member}/educations`, {
        level: 'postgraduate',
        school: 'Ateneo',
        yearFrom: thisYear,
        yearTo: thisYear + 2,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ graduated: false, course: null });
    });

    it.each([
      [{ dateFrom: `${thisYear + 1}-01-01` }, 'dateFrom'],
      [{ dateFrom: '2015-05-01', dateTo: '2014-01-01' }, 'dateTo'],
      [{ dateFrom: '2015-05-01', dateTo: '2016-01-01', current: true }, 'dateTo'],
      [{ dateFrom: '2015-02-30' }, 'dateFrom'],
      [{ dateFrom: '2015-05-01', countryId: 'XX' }, 'countryId'],
    ])('refuses the work experience %j on %s', async (dates, path) => {
      const response = await w.call('member', 'POST', `members/${member}/work-experiences`, {
        employer: 'Raffles Hospital',
        position: 'Nurse',
        ...dates,
      });
      expect(response.statusCode).toBe(422);
      expect(issuePaths(response.json())).toEqual([path]);
    });
  });

  describe('spiritual journey and job specs', () => {
    it('accepts a date that is today somewhere in the world, and stores blank text as empty', async () => {
      const response = await w.call('member', 'POST', `members/${member}/spirituals`, {
        kind: 'joined',
        date: latestToday(),
        place: '   ',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        date: latestToday(),
        place: null,
        officiant: null,
        notes: null,
      });
    });

    it('refuses an unknown kind and a missing date', async () => {
      const response = await w.call('member', 'POST', `members/${member}/spirituals`, {
        kind: 'confirmation',
      });
      expect(issuePaths(response.json()).sort()).toEqual(['date', 'kind']);
    });

    it('accepts a duty that starts and ends on the same day and refuses a missing duty', async () => {
      const ok = await w.call('member', 'POST', `goodman/members/${member}/jobSpecs`, {
        duty: 'Usher',
        since: '2020-01-05',
        until: '2020-01-05',
      });
      expect(ok.statusCode).toBe(201);
      const missing = await w.call('member', 'POST', `goodman/members/${member}/jobSpecs`, {
        ministry: 'Music',
      });
      expect(issuePaths(missing.json())).toEqual(['duty']);
    });
  });

  describe('GET /members/{id}/destinations', () => {
    it('answers the member’s locale history, newest first, with locale and approver names', async () => {
      await makeDestination(w.t.db, member, w.ids.b, {
        movedAt: new Date('2019-03-01T00:00:00Z'),
        reason: 'Studies',
      });
      await makeDestination(w.t.db, member, w.ids.a, {
        fromLocaleId: w.ids.b,
        movedAt: new Date('2022-07-01T00:00:00Z'),
        approvedBy: w.ids.secretaryUser,
      });
      const response = await w.call('member', 'GET', `members/${member}/destinations`);
      expect(response.statusCode).toBe(200);
      expect(response.json().destinations).toMatchObject([
        {
          fromLocaleName: 'Locale B',
          toLocaleName: 'Locale A',
          movedAt: '2022-07-01T00:00:00.000Z',
          approvedBy: w.ids.secretaryUser,
          approvedByName: 'Sofia Secretary',
          reason: null,
        },
        {
          fromLocaleId: null,
          fromLocaleName: null,
          toLocaleName: 'Locale B',
          approvedByName: null,
          reason: 'Studies',
        },
      ]);
    });

    it('lets the flock leader and the admins read it and refuses everyone else', async () => {
      const url = `members/${member}/destinations`;
      for (const caller of ['leader', 'secretary', 'district', 'superAdmin'] as const) {
        expect((await w.call(caller, 'GET', url)).statusCode, caller).toBe(200);
      }
      for (const caller of ['sameLocale', 'secretaryB', 'otherLeader', 'districtSouth', 'pending'] as const) {
        expect((await w.call(caller, 'GET', url)).statusCode, caller).toBe(403);
      }
      expect((await w.t.app.inject({ method: 'GET', url: `/api/membership/${url}` })).statusCode).toBe(401);
    });

    it('is read-only', async () => {
      expect((await w.call('superAdmin', 'POST', `members/${member}/destinations`, {})).statusCode).toBe(404);
    });
  });
});
